import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let ids: Record<'project' | 'user', number>;

beforeAll(async () => {
  t = await startTestApp();
  const project = await projectWithFiles(t, { 'README.md': '# hi\n' });
  const user = await createUser(t);
  ids = { project: project.id, user: user.id };
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('bad input', () => {
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
    const response = await t.put(`/users/${ids.user}/custom_attributes/${'k'.repeat(300)}`, {
      body: { value: 'v' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { key: ['is too long (maximum is 255 characters)'] } });
  });
});
