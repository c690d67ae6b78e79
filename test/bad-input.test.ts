import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routers } from '../src/rest/routes.ts';
import type { RouteDefinition } from '../src/rest/router.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { createGroup } from './support/membership.ts';

let t: TestApp;
let ids: Record<'project' | 'group' | 'user', number>;

beforeAll(async () => {
  t = await startTestApp();
  const project = await projectWithFiles(t, {
    'README.md': '# hi\n',
    '.gitlab-ci.yml': 'job:\n  script: echo\n',
  });
  const group = await createGroup(t);
  const user = await createUser(t);
  ids = { project: project.id, group: group.id, user: user.id };
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

/** Values of the wrong shape for any parameter: nested objects, arrays, absurd numbers, odd text. */
const WRONG_VALUES: unknown[] = [
  { nested: { deeper: [1, 2] } },
  [[], {}],
  '99999999999999999999999',
  -1,
  '\u0000%00../../etc/passwd',
  'x'.repeat(5000),
];

/** A route's URL with its path parameters filled: real records where the prefix names them. */
function urlOf(route: RouteDefinition): string {
  const owner = route.url.startsWith('/projects')
    ? ids.project
    : route.url.startsWith('/groups')
      ? ids.group
      : ids.user;
  return `/api/v4${route.url}`
    .replace(/^(\/api\/v4\/\w+\/):id\b/, `$1${owner}`)
    .replace(/:(\w+)/g, (_, name: string) => (name.endsWith('id') ? '424242' : 'no-such-thing'))
    .replace('*', 'some/file.txt');
}

/** The parameter names a route declares (its zod object's keys). */
function parameterNames(route: RouteDefinition): string[] {
  const input = route.options.input;
  return input instanceof z.ZodObject ? Object.keys(input.shape) : [];
}

const routes = routers
  .flatMap((router) => router.routes)
  // Deletions run with the real records too; they go last so that the rest sees them.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
  // The runner long poll holds requests open by design; rotating or revoking the caller's own token
  // would turn every later request into a 401.
  .filter((route) => route.url !== '/jobs/request' && !route.url.startsWith('/personal_access_tokens/self'));

describe('bad input', () => {
  it('never answers 5xx: every route, parameters of the wrong shape, in the body and the query', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const url = urlOf(route);
      const names = parameterNames(route);
      for (const value of WRONG_VALUES) {
        const body = Object.fromEntries(names.map((name) => [name, value]));
        const query = Object.fromEntries(names.map((name) => [name, JSON.stringify(value)]));
        const attempts = [
          t.request(route.method, url, { body }),
          t.request(route.method, url, { query }),
          t.request(route.method, url, {
            headers: { 'content-type': 'application/json' },
            body: undefined,
          }),
        ];
        for (const response of await Promise.all(attempts)) {
          if (response.status >= 500)
            failures.push(`${route.method} ${url} → ${response.status} ${response.text}`);
          else if (response.status >= 400 && !(response.body && typeof response.body === 'object')) {
            failures.push(
              `${route.method} ${url} → ${response.status} without a JSON body: ${response.text}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
  it('never answers 5xx to path parameters out of range, as an ordinary user or anonymously', async () => {
    const user = await createUser(t);
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'DELETE')) {
      for (const segment of ['99999999999999999999', '-5', 'a%2Fb', '0']) {
        const url = `/api/v4${route.url}`.replace(/:\w+/g, segment).replace('*', 'x');
        for (const token of [user.token, null]) {
          const response = await t.request(route.method, url, { token });
          if (response.status >= 500)
            failures.push(`${route.method} ${url} → ${response.status} ${response.text}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses null bytes anywhere in the parameters with a 400, writing nothing, as GitLab does', async () => {
    const name = `nul-${Date.now()}`;
    const refused = await t.post('/projects', { body: { name, description: 'a\u0000b' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: '400 Bad request - Parameters must not contain null bytes' });
    expect((await t.get('/projects', { query: { search: name } })).body).toEqual([]);

    expect(
      (await t.get(`/projects/${ids.project}/repository/files/a%00b`, { query: { ref: 'main' } })).status,
    ).toBe(400);
    expect((await t.get('/projects', { query: { search: 'a\u0000' } })).status).toBe(400);
    expect((await t.put(`/users/${ids.user}`, { body: { bio: { nested: ['x\u0000'] } } })).status).toBe(400);
  });
  it('refuses null bytes in GraphQL variables too, before anything runs', async () => {
    const name = `nul-gql-${Date.now()}`;
    const response = await t.request('POST', '/api/graphql', {
      body: {
        query: 'mutation($name: String) { projectCreate(input: { name: $name }) { errors } }',
        variables: { name: `${name}\u0000` },
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ message: 'Parameters must not contain null bytes' }] });
    expect((await t.get('/projects', { query: { search: name } })).body).toEqual([]);
  });
  it('refuses null bytes in a subscription over graphql-ws', async () => {
    const client = await t.wsClient();
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        {
          query: 'subscription($id: ProjectID!) { projectMembershipChanged(projectId: $id) { action } }',
          variables: { id: 'gid://gitlab/Project/1', note: 'a\u0000' },
        },
        { next: () => undefined, error: resolve, complete: () => resolve(null) },
      );
    });
    expect(errors).toEqual([expect.objectContaining({ message: 'Parameters must not contain null bytes' })]);
  });
  it('refuses a custom attribute key longer than its column with a 400 naming the key', async () => {
    // A user of its own: the sweep above deletes the shared records at its end.
    const user = await createUser(t);
    const response = await t.put(`/users/${user.id}/custom_attributes/${'k'.repeat(300)}`, {
      body: { value: 'v' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { key: ['is too long (maximum is 255 characters)'] } });
  });
});
