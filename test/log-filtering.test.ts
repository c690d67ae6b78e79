import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { createProject } from './support/membership.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});

afterAll(async () => {
  await t.close();
});

/** The log lines written while `work` ran, each parsed (every one must be JSON). */
async function logOf(
  work: () => Promise<unknown>,
): Promise<{ text: string; entries: Record<string, any>[] }> {
  const from = lines.length;
  await work();
  const written = lines.slice(from);
  const entries = written.map((line) => JSON.parse(line) as Record<string, any>);
  expect(written.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
  return { text: written.join(''), entries };
}

const urlsOf = (entries: Record<string, any>[]) =>
  entries.filter((e) => e['req']?.url).map((e) => e['req'].url as string);

describe('the request log', () => {
  it('filters tokens and every secret-named parameter out of URLs, as GitLab does, and stays JSON lines', async () => {
    const user = await createUser(t);
    const personal = user.token;
    const { text, entries } = await logOf(async () => {
      const viaQuery = await t.get('/user', {
        token: null,
        query: { private_token: ROOT_TOKEN, per_page: 5 },
      });
      expect(viaQuery.body.username).toBe('root');
      expect((await t.get('/user', { token: null, query: { access_token: personal } })).body.username).toBe(
        user.username,
      );
      await t.get('/projects', {
        token: null,
        query: {
          job_token: 'job-token-value-1234',
          password: 'password-value-1234',
          client_secret: 'client-secret-value-1234',
          'variables[0][value]': 'nested-variable-value-1234',
          search: 'visible-search-term',
        },
      });
    });
    const urls = urlsOf(entries);
    expect(urls).toContain('/api/v4/user?private_token=[FILTERED]&per_page=5');
    expect(urls).toContain('/api/v4/user?access_token=[FILTERED]');
    const projects = urls.find((u) => u.startsWith('/api/v4/projects?'))!;
    expect(projects).toContain('job_token=[FILTERED]');
    expect(projects).toContain('password=[FILTERED]');
    expect(projects).toContain('client_secret=[FILTERED]');
    expect(projects).toContain('search=visible-search-term');
    for (const secret of [
      ROOT_TOKEN,
      personal,
      'job-token-value-1234',
      'password-value-1234',
      'client-secret-value-1234',
      'nested-variable-value-1234',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(entries.some((e) => e['msg'] === 'incoming request')).toBe(true);
  });

  it('never shows credential headers, GraphQL variables in a GET, or tokens of git URLs', async () => {
    const project = await createProject(t);
    const { text, entries } = await logOf(async () => {
      const headers = {
        authorization: 'Bearer bearer-value-1234',
        'job-token': 'job-header-value-1234',
        cookie: '_gitlab_session=cookie-value-1234',
      };
      await t.get('/user', { token: null, headers });
      const query = 'query ($fullPath: ID!) { project(fullPath: $fullPath) { id } }';
      const graphql = await t.running.app.inject({
        method: 'GET',
        url: '/api/graphql',
        query: { query, variables: JSON.stringify({ fullPath: 'graphql-variable-value-1234' }) },
        headers: { 'private-token': ROOT_TOKEN, accept: 'application/json' },
      });
      expect(graphql.statusCode, graphql.body).toBe(200);
      const refs = await t.running.app.inject({
        method: 'GET',
        url: `/${project.path_with_namespace}.git/info/refs?service=git-upload-pack&private_token=${ROOT_TOKEN}`,
      });
      expect(refs.statusCode, refs.body).toBe(200);
    });
    for (const secret of [
      ROOT_TOKEN,
      'bearer-value-1234',
      'job-header-value-1234',
      'cookie-value-1234',
      'graphql-variable-value-1234',
    ]) {
      expect(text).not.toContain(secret);
    }
    const urls = urlsOf(entries);
    expect(urls.find((u) => u.startsWith('/api/graphql?'))).toMatch(/&variables=\[FILTERED\]$/);
    expect(urls.find((u) => u.includes('git-upload-pack'))).toMatch(/private_token=\[FILTERED\]$/);
  });
});
