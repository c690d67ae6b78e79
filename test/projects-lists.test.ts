import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLevel, Visibility, type VisibilityName } from '../src/core/access.ts';
import { startTestApp, type ApiResponse, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createGroup(
  visibility: VisibilityName,
  options: { parentId?: number; members?: [CreatedUser, number][] } = {},
): Promise<{ id: number; fullPath: string }> {
  const services = t.running.services;
  const path = unique('grp');
  const group = await t.run(() =>
    services.uow.run(async () => {
      const parent = options.parentId ? await services.namespaces.findByIdOrPath(options.parentId) : null;
      return services.namespaces.createGroupNamespace({
        name: path,
        path,
        parent,
        attributes: { visibilityLevel: Visibility[visibility] },
      });
    }),
  );
  for (const [user, level] of options.members ?? []) await addMember('Namespace', group.id, user.id, level);
  return { id: group.id, fullPath: group.fullPath };
}

async function addMember(
  sourceType: 'Project' | 'Namespace',
  sourceId: number,
  userId: number,
  level: number,
) {
  await t.run(() => t.running.services.members.grant(sourceType, sourceId, userId, level, null));
}

async function createProject(token: string, body: Record<string, unknown>) {
  const response = await t.post('/projects', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; path: string; name: string; path_with_namespace: string };
}

async function exec(query: ReturnType<typeof sql>) {
  await query.execute(t.running.orm.em.fork().getKysely());
}

const paths = (response: ApiResponse) => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { path: string }[]).map((p) => p.path);
};
const sorted = (values: string[]) => [...values].sort();

describe('visibility of project lists and lookups', () => {
  const tok = unique('vis');
  let alice: CreatedUser;
  let bob: CreatedUser;
  let carol: CreatedUser;
  let dave: CreatedUser;
  const p: Record<string, { id: number; path: string }> = {};

  beforeAll(async () => {
    alice = await createUser(t);
    bob = await createUser(t);
    carol = await createUser(t, { external: true });
    dave = await createUser(t);
    const group = await createGroup('private', {
      members: [
        [alice, AccessLevel.OWNER],
        [bob, AccessLevel.DEVELOPER],
      ],
    });
    p['pub'] = await createProject(alice.token, { path: `${tok}-pub`, visibility: 'public' });
    p['int'] = await createProject(alice.token, { path: `${tok}-int`, visibility: 'internal' });
    p['priv'] = await createProject(alice.token, { path: `${tok}-priv` });
    p['member'] = await createProject(alice.token, { path: `${tok}-member` });
    p['grp'] = await createProject(alice.token, { path: `${tok}-grp`, namespace_id: group.id });
    await addMember('Project', p['member'].id, bob.id, AccessLevel.GUEST);
    await addMember('Project', p['member'].id, carol.id, AccessLevel.GUEST);
  });

  it('shows each caller what a lookup would show them', async () => {
    const expected: [string | null | undefined, string[]][] = [
      [null, ['pub']],
      [dave.token, ['pub', 'int']],
      [carol.token, ['pub', 'member']],
      [bob.token, ['pub', 'int', 'member', 'grp']],
      [alice.token, ['pub', 'int', 'priv', 'member', 'grp']],
      [undefined, ['pub', 'int', 'priv', 'member', 'grp']], // root, an administrator
    ];
    for (const [token, keys] of expected) {
      const listed = paths(await t.get('/projects', { token, query: { search: tok } }));
      expect(sorted(listed), `token ${token}`).toEqual(sorted(keys.map((k) => `${tok}-${k}`)));
      for (const [key, project] of Object.entries(p)) {
        const shown = await t.get(`/projects/${project.id}`, { token });
        expect(shown.status, `${key} for ${token}`).toBe(keys.includes(key) ? 200 : 404);
      }
    }
  });

  it('gives anonymous callers basic details and signed-in callers the entity with permissions', async () => {
    const anonymous = await t.get('/projects', { token: null, query: { search: tok } });
    expect(anonymous.body[0]).not.toHaveProperty('permissions');
    expect(anonymous.body[0]).not.toHaveProperty('_links');
    expect(anonymous.body[0]).toMatchObject({
      path: `${tok}-pub`,
      visibility: 'public',
      namespace: { kind: 'user' },
    });
    const signedIn = await t.get('/projects', { token: bob.token, query: { search: `${tok}-member` } });
    expect(signedIn.body[0].permissions).toEqual({
      project_access: { access_level: 10, notification_level: 3 },
      group_access: null,
    });
    const group = await t.get('/projects', { token: bob.token, query: { search: `${tok}-grp` } });
    expect(group.body[0].permissions).toEqual({
      project_access: null,
      group_access: { access_level: 30, notification_level: 3 },
    });
    const simple = await t.get('/projects', { token: bob.token, query: { search: tok, simple: 'true' } });
    expect(simple.body[0]).not.toHaveProperty('permissions');
    expect(simple.body[0]).not.toHaveProperty('_links');
    expect(simple.body[0]).toHaveProperty('path_with_namespace');
  });

  it('filters by the caller’s relation: owned, membership, min_access_level, starred', async () => {
    expect(
      sorted(
        paths(await t.get('/projects', { token: bob.token, query: { search: tok, membership: 'true' } })),
      ),
    ).toEqual(sorted([`${tok}-member`, `${tok}-grp`]));
    expect(
      paths(await t.get('/projects', { token: bob.token, query: { search: tok, owned: 'true' } })),
    ).toEqual([]);
    expect(
      paths(await t.get('/projects', { token: alice.token, query: { search: tok, owned: 'true' } })),
    ).toHaveLength(5);
    expect(
      paths(await t.get('/projects', { token: bob.token, query: { search: tok, min_access_level: 30 } })),
    ).toEqual([`${tok}-grp`]);
    const invalid = await t.get('/projects', { token: bob.token, query: { min_access_level: 25 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      message: '400 Bad request - min_access_level does not have a valid value',
    });
    expect(
      paths(await t.get('/projects', { token: null, query: { search: tok, membership: 'true' } })),
    ).toEqual([]);

    await t.post(`/projects/${p['int']!.id}/star`, { token: dave.token });
    expect(
      paths(await t.get('/projects', { token: dave.token, query: { search: tok, starred: 'true' } })),
    ).toEqual([`${tok}-int`]);

    // What a user starred, as others may see it (GET /users/:user_id/starred_projects).
    await t.post(`/projects/${p['member']!.id}/star`, { token: bob.token });
    await t.post(`/projects/${p['pub']!.id}/star`, { token: bob.token });
    expect(sorted(paths(await t.get(`/users/${bob.id}/starred_projects`, { token: bob.token })))).toEqual(
      sorted([`${tok}-member`, `${tok}-pub`]),
    );
    expect(paths(await t.get(`/users/${bob.username}/starred_projects`, { token: dave.token }))).toEqual([
      `${tok}-pub`,
    ]);
    expect((await t.get('/users/999999/starred_projects')).status).toBe(404);
  });

  it('lists a user’s personal projects (by id or username), hiding private profiles', async () => {
    const byId = paths(await t.get(`/users/${alice.id}/projects`, { token: dave.token }));
    expect(sorted(byId)).toEqual(sorted([`${tok}-pub`, `${tok}-int`]));
    const byName = paths(await t.get(`/users/${alice.username}/projects`, { token: null }));
    expect(byName).toEqual([`${tok}-pub`]);
    expect(paths(await t.get(`/users/${alice.id}/projects`))).toHaveLength(4);
    const missing = await t.get('/users/999999/projects');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 User Not Found' });

    const erin = await createUser(t, { private_profile: true });
    await createProject(erin.token, { path: unique('erin'), visibility: 'public' });
    expect(paths(await t.get(`/users/${erin.id}/projects`, { token: dave.token }))).toEqual([]);
    expect(paths(await t.get(`/users/${erin.id}/projects`, { token: erin.token }))).toHaveLength(1);
  });
});

describe('GET /projects filters', () => {
  const tok = unique('flt');
  let alice: CreatedUser;
  const p: Record<string, { id: number; path: string }> = {};

  beforeAll(async () => {
    alice = await createUser(t);
    p['a'] = await createProject(alice.token, {
      path: `${tok}-a`,
      topics: ['ruby', 'web'],
      visibility: 'public',
    });
    p['b'] = await createProject(alice.token, {
      path: `${tok}-b`,
      topics: ['Ruby'],
      description: 'a unicorn lives here',
      merge_requests_access_level: 'disabled',
      visibility: 'internal',
    });
    p['c'] = await createProject(alice.token, { path: `${tok}-c`, issues_enabled: false });
    p['d'] = await createProject(alice.token, { path: `${tok}-d` });
    await t.post(`/projects/${p['d'].id}/archive`, { token: alice.token });
    await exec(sql`update projects set last_activity_at = '2020-01-01T00:00:00Z' where id = ${p['a'].id}`);
  });

  const list = async (query: Record<string, string | number>, token?: string | null) =>
    sorted(
      paths(
        await t.get('/projects', {
          token: token === undefined ? alice.token : token,
          query: { search: tok, ...query },
        }),
      ),
    );
  const names = (...keys: string[]) => sorted(keys.map((k) => `${tok}-${k}`));

  it('archived, visibility, topic', async () => {
    expect(await list({ archived: 'true' })).toEqual(names('d'));
    expect(await list({ archived: 'false' })).toEqual(names('a', 'b', 'c'));
    expect(await list({ visibility: 'internal' })).toEqual(names('b'));
    expect(await list({ topic: 'ruby' })).toEqual(names('a', 'b'));
    expect(await list({ topic: 'RUBY,web' })).toEqual(names('a'));
    const invalid = await t.get('/projects', { query: { visibility: 'secret' } });
    expect(invalid.body).toEqual({ message: '400 Bad request - visibility does not have a valid value' });
  });

  it('search (every term, in name, path or description), search_namespaces', async () => {
    expect(await list({ search: `${tok} unicorn` })).toEqual(names('b'));
    expect(await list({ search: `${tok}-a ${tok}` })).toEqual(names('a'));
    expect(await list({ search: `${alice.username} ${tok}` })).toEqual([]);
    expect(await list({ search: `${alice.username} ${tok}`, search_namespaces: 'true' })).toEqual(
      names('a', 'b', 'c', 'd'),
    );
  });

  it('with_issues_enabled, with_merge_requests_enabled', async () => {
    expect(await list({ with_issues_enabled: 'true' })).toEqual(names('a', 'b', 'd'));
    expect(await list({ with_merge_requests_enabled: 'true' })).toEqual(names('a', 'c', 'd'));
  });

  it('id_after, id_before, last_activity_after/before, updated_after/before', async () => {
    expect(await list({ id_after: p['b']!.id })).toEqual(names('c', 'd'));
    expect(await list({ id_before: p['b']!.id })).toEqual(names('a'));
    expect(await list({ last_activity_before: '2021-01-01T00:00:00Z' })).toEqual(names('a'));
    expect(await list({ last_activity_after: '2021-01-01T00:00:00Z' })).toEqual(names('b', 'c', 'd'));
    await exec(sql`update projects set updated_at = '2020-06-01T00:00:00Z' where id = ${p['b']!.id}`);
    expect(await list({ updated_before: '2021-01-01T00:00:00Z' })).toEqual(names('b'));
    expect(await list({ updated_after: '2021-01-01T00:00:00Z', order_by: 'updated_at' })).toEqual(
      names('a', 'c', 'd'),
    );
    const unpaired = await t.get('/projects', {
      query: { updated_after: '2021-01-01T00:00:00Z', order_by: 'name' },
    });
    expect(unpaired.status).toBe(400);
    expect(unpaired.body).toEqual({
      message: '400 Bad request - `updated_at` filter and `updated_at` sorting must be paired',
    });
  });

  it('custom_attributes (administrators) and with_custom_attributes', async () => {
    const set = await t.put(`/projects/${p['c']!.id}/custom_attributes/env`, { body: { value: 'prod' } });
    if (set.status !== 200) {
      // The custom attributes endpoints belong to another module; set it through the service instead.
      await exec(sql`insert into custom_attributes (subject_type, subject_id, key, value, created_at, updated_at)
        values ('Project', ${p['c']!.id}, 'env', 'prod', now(), now())`);
    }
    expect(await list({ 'custom_attributes[env]': 'prod' }, undefined)).toEqual(names('a', 'b', 'c', 'd'));
    expect(await list({ 'custom_attributes[env]': 'prod' }, null)).toEqual(names('a'));
    const admin = await t.get('/projects', {
      query: { search: tok, 'custom_attributes[env]': 'prod', with_custom_attributes: 'true' },
    });
    expect(paths(admin)).toEqual([`${tok}-c`]);
    expect(admin.body[0].custom_attributes).toEqual([{ key: 'env', value: 'prod' }]);
    const aliceView = await t.get('/projects', {
      token: alice.token,
      query: { search: `${tok}-c`, with_custom_attributes: 'true' },
    });
    expect(aliceView.body[0]).not.toHaveProperty('custom_attributes');
  });

  it('statistics in lists for those who may read them', async () => {
    const response = await t.get('/projects', {
      token: alice.token,
      query: { search: `${tok}-a`, statistics: 'true' },
    });
    expect(response.body[0].statistics).toMatchObject({ storage_size: 0, repository_size: 0 });
    const other = await createUser(t);
    const asOther = await t.get('/projects', {
      token: other.token,
      query: { search: `${tok}-a`, statistics: 'true' },
    });
    expect(asOther.body[0]).not.toHaveProperty('statistics');
  });
});

describe('ordering and pagination', () => {
  const tok = unique('ord');
  let alice: CreatedUser;
  const ids: number[] = [];

  beforeAll(async () => {
    alice = await createUser(t);
    for (const [name, path] of [
      ['Banana', `${tok}-1`],
      ['Apple', `${tok}-3`],
      ['Cherry', `${tok}-2`],
      ['Date', `${tok}-5`],
      ['Elder', `${tok}-4`],
    ]) {
      ids.push((await createProject(alice.token, { name: `${name} ${tok}`, path })).id);
    }
  });

  const order = async (query: Record<string, string | number>) =>
    paths(await t.get('/projects', { token: alice.token, query: { search: tok, ...query } }));

  it('orders by created_at (default, desc), id, name, path', async () => {
    expect(await order({})).toEqual([`${tok}-4`, `${tok}-5`, `${tok}-2`, `${tok}-3`, `${tok}-1`]);
    expect(await order({ order_by: 'id', sort: 'asc' })).toEqual([
      `${tok}-1`,
      `${tok}-3`,
      `${tok}-2`,
      `${tok}-5`,
      `${tok}-4`,
    ]);
    expect(await order({ order_by: 'name', sort: 'asc' })).toEqual([
      `${tok}-3`,
      `${tok}-1`,
      `${tok}-2`,
      `${tok}-5`,
      `${tok}-4`,
    ]);
    expect(await order({ order_by: 'path', sort: 'desc' })).toEqual([
      `${tok}-5`,
      `${tok}-4`,
      `${tok}-3`,
      `${tok}-2`,
      `${tok}-1`,
    ]);
  });

  it('orders by star_count, last_activity_at and updated_at', async () => {
    const fan = await createUser(t);
    // A private project cannot be starred by a non-member: it does not exist for them.
    expect((await t.post(`/projects/${ids[0]}/star`, { token: fan.token })).status).toBe(404);
    await t.put(`/projects/${ids[0]}`, { token: alice.token, body: { visibility: 'internal' } });
    await t.post(`/projects/${ids[0]}/star`, { token: fan.token });
    await t.post(`/projects/${ids[0]}/star`, { token: alice.token });
    await t.post(`/projects/${ids[3]}/star`, { token: alice.token });
    expect((await order({ order_by: 'star_count' })).slice(0, 2)).toEqual([`${tok}-1`, `${tok}-5`]);

    await exec(sql`update projects set last_activity_at = now() + interval '1 day' where id = ${ids[1]}`);
    expect((await order({ order_by: 'last_activity_at' }))[0]).toBe(`${tok}-3`);
    expect((await order({ order_by: 'last_activity_at', sort: 'asc' })).at(-1)).toBe(`${tok}-3`);

    await exec(sql`update projects set updated_at = now() + interval '1 day' where id = ${ids[2]}`);
    expect((await order({ order_by: 'updated_at' }))[0]).toBe(`${tok}-2`);
  });

  it('orders by similarity when searching', async () => {
    const exact = await createProject(alice.token, { name: `Zeta ${tok}`, path: `${tok}-zz` });
    const result = await order({ search: `${tok}-zz`, order_by: 'similarity' });
    expect(result[0]).toBe(exact.path);
  });

  it('paginates by offset with GitLab headers', async () => {
    const first = await t.get('/projects', {
      token: alice.token,
      query: { search: tok, order_by: 'id', sort: 'asc', per_page: 2 },
    });
    expect(first.headers['x-total']).toBe('6');
    expect(first.headers['x-total-pages']).toBe('3');
    expect(first.headers['x-page']).toBe('1');
    expect(first.headers['x-per-page']).toBe('2');
    expect(first.headers['x-next-page']).toBe('2');
    expect(first.headers['x-prev-page']).toBe('');
    expect(String(first.headers['link'])).toContain('rel="next"');
    const last = await t.get('/projects', {
      token: alice.token,
      query: { search: tok, order_by: 'id', sort: 'asc', per_page: 2, page: 3 },
    });
    expect(paths(last)).toHaveLength(2);
    expect(last.headers['x-next-page']).toBe('');
    expect(last.headers['x-prev-page']).toBe('2');

    const tooFar = await t.get('/projects', { token: alice.token, query: { page: 501, per_page: 100 } });
    expect(tooFar.status).toBe(405);
    expect(tooFar.body).toEqual({
      message:
        'Offset pagination has a maximum allowed offset of 50000 for requests that return objects of type Project. Remaining records can be retrieved using keyset pagination.',
    });
  });

  it('paginates by keyset (pagination=keyset&order_by=id), following the Link header', async () => {
    const seen: string[] = [];
    let url: string | null = null;
    let response = await t.get('/projects', {
      token: alice.token,
      query: { search: tok, pagination: 'keyset', order_by: 'id', sort: 'asc', per_page: 4 },
    });
    for (;;) {
      expect(response.status).toBe(200);
      expect(response.headers).not.toHaveProperty('x-total');
      seen.push(...paths(response));
      const link = response.headers['link'] as string | undefined;
      if (!link) break;
      const match = /<([^>]+)>; rel="next"/.exec(link);
      expect(match).not.toBeNull();
      const next = new URL(match![1]!);
      expect(next.searchParams.get('cursor')).toBeTruthy();
      url = next.pathname + next.search;
      response = await t.get(url, { token: alice.token });
    }
    expect(url).not.toBeNull();
    expect(seen).toEqual([`${tok}-1`, `${tok}-3`, `${tok}-2`, `${tok}-5`, `${tok}-4`, `${tok}-zz`]);
  });
});

describe('GET /groups/:id/projects', () => {
  const tok = unique('gp');
  let owner: CreatedUser;
  let dave: CreatedUser;
  let group: { id: number; fullPath: string };
  let sub: { id: number; fullPath: string };

  beforeAll(async () => {
    owner = await createUser(t);
    dave = await createUser(t);
    group = await createGroup('public', { members: [[owner, AccessLevel.OWNER]] });
    sub = await createGroup('public', { parentId: group.id });
    await createProject(owner.token, { path: `${tok}-top`, namespace_id: group.id, visibility: 'public' });
    await createProject(owner.token, { path: `${tok}-hidden`, namespace_id: group.id });
    await createProject(owner.token, { path: `${tok}-sub`, namespace_id: sub.id, visibility: 'public' });
    const elsewhere = await createProject(owner.token, { path: `${tok}-shared`, visibility: 'public' });
    await exec(sql`insert into project_group_links (project_id, group_id, group_access, created_at, updated_at)
      values (${elsewhere.id}, ${group.id}, 30, now(), now())`);
  });

  it('lists the group’s projects and those shared with it, visible to the caller', async () => {
    const asDave = await t.get(`/groups/${group.id}/projects`, { token: dave.token });
    expect(paths(asDave)).toEqual([`${tok}-shared`, `${tok}-top`]);
    expect(asDave.body[0]).toHaveProperty('_links');
    expect(asDave.body[0]).not.toHaveProperty('permissions');
    expect(asDave.body.find((p: { path: string }) => p.path === `${tok}-shared`).shared_with_groups).toEqual([
      {
        group_id: group.id,
        group_name: group.fullPath,
        group_full_path: group.fullPath,
        group_access_level: 30,
        expires_at: null,
      },
    ]);
    expect(
      sorted(
        paths(await t.get(`/groups/${encodeURIComponent(group.fullPath)}/projects`, { token: owner.token })),
      ),
    ).toEqual(sorted([`${tok}-shared`, `${tok}-top`, `${tok}-hidden`]));
  });

  it('include_subgroups, with_shared, simple, ordering, search', async () => {
    expect(
      sorted(
        paths(
          await t.get(`/groups/${group.id}/projects`, {
            token: dave.token,
            query: { include_subgroups: 'true' },
          }),
        ),
      ),
    ).toEqual(sorted([`${tok}-shared`, `${tok}-top`, `${tok}-sub`]));
    expect(
      paths(
        await t.get(`/groups/${group.id}/projects`, { token: dave.token, query: { with_shared: 'false' } }),
      ),
    ).toEqual([`${tok}-top`]);
    const simple = await t.get(`/groups/${group.id}/projects`, {
      token: dave.token,
      query: { simple: 'true' },
    });
    expect(simple.body[0]).not.toHaveProperty('_links');
    expect(
      paths(
        await t.get(`/groups/${group.id}/projects`, {
          token: owner.token,
          query: { order_by: 'path', sort: 'asc' },
        }),
      ),
    ).toEqual([`${tok}-hidden`, `${tok}-shared`, `${tok}-top`]);
    expect(
      paths(await t.get(`/groups/${group.id}/projects`, { token: owner.token, query: { search: 'hidden' } })),
    ).toEqual([`${tok}-hidden`]);
  });

  it('is 404 for a group the caller cannot see', async () => {
    const secret = await createGroup('private');
    const response = await t.get(`/groups/${secret.id}/projects`, { token: dave.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: '404 Group Not Found' });
  });
});
