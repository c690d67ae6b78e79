import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
/** A marker in every path and name of this file's groups, so that `search` scopes the lists. */
const M = unique('lst');

let alice: CreatedUser; // developer in priv (and so in priv/sub); owner of own
let carol: CreatedUser; // guest in priv/sub only
let bob: CreatedUser; // no memberships
let ext: CreatedUser; // external user
const g: Record<string, any> = {};

async function createGroup(key: string, name: string, body: Record<string, unknown>, token?: string) {
  const response = await t.post('/groups', { token, body: { name, path: `${M}-${key}`, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  g[key] = response.body;
}

async function addMember(groupId: number, userId: number, accessLevel: number): Promise<void> {
  await t.run(async () => {
    await t.running.services.members.grant('Namespace', groupId, userId, accessLevel, null);
  });
}

beforeAll(async () => {
  t = await startTestApp();
  [alice, carol, bob, ext] = [
    await createUser(t),
    await createUser(t),
    await createUser(t),
    await createUser(t, { external: true }),
  ];
  // pub (public)
  //   pubkid (public)
  //   privkid (private)
  //     deep (private)
  // int (internal)
  // priv (private)
  //   sub (private)
  // own (private, created by alice)
  await createGroup('pub', `Alpha ${M}`, { visibility: 'public' });
  await createGroup('pubkid', `Kid ${M}`, { visibility: 'public', parent_id: g['pub'].id });
  await createGroup('privkid', `Hidden ${M}`, { visibility: 'private', parent_id: g['pub'].id });
  await createGroup('deep', `Deep ${M}`, { visibility: 'private', parent_id: g['privkid'].id });
  await createGroup('int', `Inner ${M}`, { visibility: 'internal' });
  await createGroup('priv', `Private ${M}`, { visibility: 'private' });
  await createGroup('sub', `Sub ${M}`, { visibility: 'private', parent_id: g['priv'].id });
  await createGroup('own', `Own ${M}`, { visibility: 'private' }, alice.token);
  await addMember(g['priv'].id, alice.id, 30);
  await addMember(g['sub'].id, carol.id, 10);
});
afterAll(async () => {
  await t.close();
});

/** The keys (as in `g`) of the groups a list returned, in order. */
function keys(body: any[]): string[] {
  return body.map((group) => {
    const key = Object.keys(g).find((k) => g[k].id === group.id);
    if (!key) throw new Error(`unexpected group ${group.full_path}`);
    return key;
  });
}

async function list(
  token: string | null | undefined,
  query: Record<string, string | number> = {},
  path = '/groups',
) {
  const response = await t.get(path, { token, query: { search: M, per_page: 100, ...query } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return keys(response.body);
}

describe('GET /groups visibility', () => {
  it('shows anonymous callers the public groups only', async () => {
    expect(await list(null)).toEqual(['pub', 'pubkid']);
  });

  it('shows signed-in users their groups by default, and all visible ones with all_available', async () => {
    expect(await list(bob.token)).toEqual([]);
    expect(await list(bob.token, { all_available: 'true' })).toEqual(['pub', 'int', 'pubkid']);
    expect(await list(ext.token, { all_available: 'true' })).toEqual(['pub', 'pubkid']);
  });

  it("includes the subgroups of a member's groups and the ancestors of a subgroup member", async () => {
    expect(await list(alice.token)).toEqual(['own', 'priv', 'sub']);
    expect(await list(alice.token, { all_available: 'true' })).toEqual([
      'pub',
      'int',
      'pubkid',
      'own',
      'priv',
      'sub',
    ]);
    expect(await list(carol.token)).toEqual(['priv', 'sub']);
  });

  it('shows administrators everything by default, and only their groups without all_available', async () => {
    expect(await list(undefined)).toEqual(['pub', 'deep', 'privkid', 'int', 'pubkid', 'own', 'priv', 'sub']);
    expect(await list(undefined, { all_available: 'false' })).toEqual([
      'pub',
      'deep',
      'privkid',
      'int',
      'pubkid',
      'priv',
      'sub',
    ]);
  });
});

describe('GET /groups filters', () => {
  it('owned: groups the caller directly owns', async () => {
    expect(await list(alice.token, { owned: 'true' })).toEqual(['own']);
    expect(await list(carol.token, { owned: 'true' })).toEqual([]);
    expect(await list(null, { owned: 'true' })).toEqual([]);
  });

  it('min_access_level: groups where the caller has at least that role', async () => {
    expect(await list(alice.token, { min_access_level: 50 })).toEqual(['own']);
    expect(await list(alice.token, { min_access_level: 30 })).toEqual(['own', 'priv', 'sub']);
    expect(await list(carol.token, { min_access_level: 20 })).toEqual([]);
    expect(await list(carol.token, { min_access_level: 10 })).toEqual(['sub']);
  });

  it('top_level_only, skip_groups and visibility', async () => {
    expect(await list(undefined, { top_level_only: 'true' })).toEqual(['pub', 'int', 'own', 'priv']);
    const skipped = await t.get('/groups', {
      query: { search: M, top_level_only: 'true', 'skip_groups[]': [g['pub'].id, g['own'].id] },
    });
    expect(keys(skipped.body)).toEqual(['int', 'priv']);
    expect(await list(undefined, { visibility: 'internal' })).toEqual(['int']);
    expect(await list(undefined, { visibility: 'public' })).toEqual(['pub', 'pubkid']);
  });

  it('search matches full paths and names at the top level', async () => {
    // A subgroup matches through its parent's name.
    expect(await list(undefined, { search: `Alpha ${M}` })).toEqual(['pub', 'deep', 'privkid', 'pubkid']);
    expect(await list(undefined, { search: `${M}-int` })).toEqual(['int']);
    expect(await list(undefined, { search: `nothing-${M}` })).toEqual([]);
  });

  it('custom_attributes and with_custom_attributes, for administrators', async () => {
    const set = await t.put(`/groups/${g['int'].id}/custom_attributes/tier`, { body: { value: 'gold' } });
    expect(set.status).toBe(200);
    const response = await t.get(
      `/groups?custom_attributes[tier]=gold&with_custom_attributes=true&search=${M}`,
    );
    expect(keys(response.body)).toEqual(['int']);
    expect(response.body[0].custom_attributes).toEqual([{ key: 'tier', value: 'gold' }]);
    // Ignored for everyone else.
    const user = await t.get(`/groups?custom_attributes[tier]=gold&with_custom_attributes=true&search=${M}`, {
      token: alice.token,
    });
    expect(keys(user.body)).toEqual(['own', 'priv', 'sub']);
    expect(user.body[0]).not.toHaveProperty('custom_attributes');
  });

  it('statistics for administrators only', async () => {
    const admin = await t.get('/groups', { query: { search: M, statistics: 'true' } });
    expect(admin.body[0].statistics).toMatchObject({
      storage_size: 0,
      repository_size: 0,
      job_artifacts_size: 0,
    });
    const user = await t.get('/groups', { token: alice.token, query: { search: M, statistics: 'true' } });
    expect(user.body[0]).not.toHaveProperty('statistics');
  });

  it('refuses invalid parameter values', async () => {
    const orderBy = await t.get('/groups', { query: { order_by: 'size' } });
    expect(orderBy.status).toBe(400);
    expect(orderBy.body).toEqual({ message: '400 Bad request - order_by does not have a valid value' });
    const level = await t.get('/groups', { query: { min_access_level: 7 } });
    expect(level.body).toEqual({ message: '400 Bad request - min_access_level does not have a valid value' });
    const visibility = await t.get('/groups', { query: { visibility: 'hidden' } });
    expect(visibility.body).toEqual({ message: '400 Bad request - visibility does not have a valid value' });
  });
});

describe('GET /groups ordering', () => {
  it('orders by name ascending by default, and by name, path or id in either direction', async () => {
    expect(await list(undefined, { sort: 'desc' })).toEqual([
      'sub',
      'priv',
      'own',
      'pubkid',
      'int',
      'privkid',
      'deep',
      'pub',
    ]);
    expect(await list(undefined, { order_by: 'path' })).toEqual([
      'deep',
      'int',
      'own',
      'priv',
      'privkid',
      'pub',
      'pubkid',
      'sub',
    ]);
    const ids = Object.values(g)
      .map((group) => group.id as number)
      .sort((a, b) => b - a);
    const byId = await t.get('/groups', { query: { search: M, order_by: 'id', sort: 'desc' } });
    expect(byId.body.map((group: any) => group.id)).toEqual(ids);
  });

  it('orders by similarity to the search term', async () => {
    expect(await list(undefined, { search: `${M}-pub`, order_by: 'similarity' })).toEqual([
      'pub',
      'pubkid',
      'deep',
      'privkid',
    ]);
    // Without a search term, similarity falls back to the name.
    expect(await list(undefined, { search: '', order_by: 'similarity', sort: 'desc' })).toEqual(
      await list(undefined, { search: '', order_by: 'name', sort: 'desc' }),
    );
  });
});

describe('GET /groups pagination', () => {
  it('sends offset pagination headers', async () => {
    const response = await t.get('/groups', { query: { search: M, per_page: 3, page: 2 } });
    expect(keys(response.body)).toEqual(['int', 'pubkid', 'own']);
    expect(response.headers['x-total']).toBe('8');
    expect(response.headers['x-total-pages']).toBe('3');
    expect(response.headers['x-page']).toBe('2');
    expect(response.headers['x-per-page']).toBe('3');
    expect(response.headers['x-next-page']).toBe('3');
    expect(response.headers['x-prev-page']).toBe('1');
    const link = String(response.headers['link']);
    for (const rel of ['prev', 'next', 'first', 'last']) expect(link).toContain(`rel="${rel}"`);
  });

  it('offers keyset pagination to anonymous callers, ordered by name', async () => {
    const seen: string[] = [];
    let url: string | null = `/groups?search=${M}&pagination=keyset&per_page=1`;
    while (url) {
      const response = await t.get(url, { token: null });
      expect(response.status).toBe(200);
      expect(response.headers['x-total']).toBeUndefined();
      seen.push(...keys(response.body));
      const next = /<([^>]+)>; rel="next"/.exec(String(response.headers['link'] ?? ''));
      url = next ? next[1]!.replace(/^https?:\/\/[^/]+/, '') : null;
      expect(seen.length).toBeLessThan(5);
    }
    expect(seen).toEqual(['pub', 'pubkid']);

    const unsupported = await t.get('/groups', {
      token: null,
      query: { pagination: 'keyset', order_by: 'id' },
    });
    expect(unsupported.status).toBe(405);
    expect(unsupported.body).toEqual({
      message: 'Keyset pagination is not yet available for this type of request',
    });
    const tooFar = await t.get('/groups', { token: null, query: { page: 2501, per_page: 20 } });
    expect(tooFar.status).toBe(405);
    expect(tooFar.body.message).toMatch(/^Offset pagination has a maximum allowed offset of 50000/);
  });
});

describe('GET /groups/:id/subgroups and descendant_groups', () => {
  it('lists direct subgroups the caller may see', async () => {
    const path = `/groups/${g['pub'].id}/subgroups`;
    expect(await list(null, {}, path)).toEqual(['pubkid']);
    expect(await list(bob.token, {}, path)).toEqual([]);
    expect(await list(bob.token, { all_available: 'true' }, path)).toEqual(['pubkid']);
    expect(await list(undefined, {}, path)).toEqual(['privkid', 'pubkid']);
    const byPath = await t.get(`/groups/${encodeURIComponent(g['pub'].full_path)}/subgroups`, {
      token: null,
    });
    expect(keys(byPath.body)).toEqual(['pubkid']);
  });

  it('searches the subgroups own paths and names only', async () => {
    const path = `/groups/${g['pub'].id}/subgroups`;
    expect(await list(undefined, { search: `Alpha ${M}` }, path)).toEqual([]);
    expect(await list(undefined, { search: `Hidden ${M}` }, path)).toEqual(['privkid']);
  });

  it('lists every descendant with descendant_groups', async () => {
    const path = `/groups/${g['pub'].id}/descendant_groups`;
    expect(await list(undefined, {}, path)).toEqual(['deep', 'privkid', 'pubkid']);
    expect(await list(null, {}, path)).toEqual(['pubkid']);
    expect(await list(undefined, { order_by: 'id', sort: 'desc' }, path)).toEqual([
      'deep',
      'privkid',
      'pubkid',
    ]);
    expect(await list(alice.token, {}, `/groups/${g['priv'].id}/descendant_groups`)).toEqual(['sub']);
  });

  it('is 404 for a parent the caller may not see', async () => {
    const response = await t.get(`/groups/${g['priv'].id}/subgroups`, { token: bob.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: '404 Group Not Found' });
    expect((await t.get(`/groups/${g['priv'].id}/descendant_groups`, { token: null })).status).toBe(404);
  });

  it('paginates subgroups with offset headers', async () => {
    const response = await t.get(`/groups/${g['pub'].id}/descendant_groups`, { query: { per_page: 2 } });
    expect(keys(response.body)).toEqual(['deep', 'privkid']);
    expect(response.headers['x-total']).toBe('3');
    expect(response.headers['x-next-page']).toBe('2');
  });
});
