import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { createGroup, createProject } from './support/membership.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const TIMES = 6;

/** The same request sent TIMES times at once. */
async function race(method: string, path: string, body: Record<string, unknown>) {
  const responses = await Promise.all(Array.from({ length: TIMES }, () => t.request(method, path, { body })));
  return responses;
}

describe('the same write sent several times at once', () => {
  it('creates one record and answers the others with a 4xx naming what is taken, never a 500', async () => {
    const project = await createProject(t);
    const group = await createGroup(t);
    const user = await createUser(t);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/projects', { name: 'same-project', path: 'same-project' }, 'path_with_namespace'],
      [
        '/users',
        { username: 'same-user', name: 'Same', email: 'same@example.com', password: 'password-123' },
        'id',
      ],
      [`/projects/${project.id}/members`, { user_id: user.id, access_level: 30 }, 'id'],
      [`/groups/${group.id}/variables`, { key: 'SAME_KEY', value: 'value-1' }, 'key'],
      [
        `/projects/${project.id}/invitations`,
        { email: 'same-invitee@example.com', access_level: 30 },
        'status',
      ],
      [`/projects/${project.id}/share`, { group_id: group.id, group_access: 30 }, 'group_id'],
    ];
    for (const [path, body, field] of cases) {
      const responses = await race('POST', path, body);
      const statuses = responses.map((r) => r.status);
      expect(
        statuses.filter((s) => s >= 500),
        `${path}: ${statuses.join(',')}`,
      ).toEqual([]);
      const created = responses.filter((r) => r.status === 201);
      expect(created.length, `${path}: ${statuses.join(',')}`).toBeGreaterThanOrEqual(1);
      expect(created[0]!.body).toHaveProperty(field);
      for (const refused of responses.filter((r) => r.status >= 400)) {
        expect(refused.status, path).toBeLessThan(500);
        expect(refused.body, path).toHaveProperty('message');
      }
    }
    // The refused requests wrote nothing: one member, one variable, one project of that path.
    const members = await t.get(`/projects/${project.id}/members`);
    expect(members.body.filter((m: { id: number }) => m.id === user.id)).toHaveLength(1);
    expect((await t.get(`/groups/${group.id}/variables`)).body).toHaveLength(1);
    expect((await t.get('/projects', { query: { search: 'same-project' } })).body).toHaveLength(1);
  });

  it('answers a duplicate the database refused with 409 and the field taken', async () => {
    const responses = await race('POST', '/users', {
      username: 'racer',
      name: 'Racer',
      email: 'racer@example.com',
      password: 'password-123',
    });
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toMatch(/has already been taken$/);
    }
  });

  it('sets a custom attribute from concurrent requests without refusing any', async () => {
    const project = await createProject(t);
    const responses = await race('PUT', `/projects/${project.id}/custom_attributes/color`, { value: 'blue' });
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: TIMES }, () => 200));
    expect((await t.get(`/projects/${project.id}/custom_attributes`)).body).toEqual([
      { key: 'color', value: 'blue' },
    ]);
  });

  it('reports a GraphQL mutation the database refused in its errors, not as an unexpected error', async () => {
    const responses = await Promise.all(
      Array.from({ length: TIMES }, () =>
        t.request('POST', '/api/graphql', {
          body: {
            query:
              'mutation($name: String) { projectCreate(input: { name: $name }) { errors project { id } } }',
            variables: { name: 'gql-same' },
          },
        }),
      ),
    );
    const payloads = responses.map((r) => r.body.data?.projectCreate as { errors: string[] } | null);
    expect(
      payloads.every((p) => p !== null),
      JSON.stringify(responses.map((r) => r.body)),
    ).toBe(true);
    expect(payloads.filter((p) => p!.errors.length === 0)).toHaveLength(1);
    for (const p of payloads.filter((p) => p!.errors.length > 0)) {
      expect(p!.errors.join(' ')).toMatch(/has already been taken/);
    }
  });
});
