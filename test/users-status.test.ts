import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupPeopleSearchDocument, MyStatusUpdateDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, type CreatedGroup } from './support/membership.ts';

let t: TestApp;
let alice: CreatedUser;
let bob: CreatedUser;
let group: CreatedGroup;

beforeAll(async () => {
  t = await startTestApp();
  alice = await createUser(t, { name: 'Alice Status' });
  bob = await createUser(t, { name: 'Bob Status' });
  group = await createGroup(t, { visibility: 'public' });
  await addMember(t, 'groups', group.id, alice.id, 30);
  await addMember(t, 'groups', group.id, bob.id, 30);
});

afterAll(async () => {
  await t.close();
});

const EMPTY = { emoji: null, availability: null, message: null, message_html: null, clear_status_at: null };

describe('user status over REST', () => {
  it('sets, merges, replaces and clears the status; others read it by id or username', async () => {
    expect((await t.get('/user/status', { token: alice.token })).body).toEqual(EMPTY);

    const set = await t.put('/user/status', {
      token: alice.token,
      body: { message: 'Out <b>today</b>', availability: 'busy' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      emoji: 'speech_balloon',
      availability: 'busy',
      message: 'Out <b>today</b>',
      message_html: 'Out &lt;b&gt;today&lt;/b&gt;',
      clear_status_at: null,
    });

    const patched = await t.request('PATCH', '/user/status', {
      token: alice.token,
      body: { emoji: 'coffee' },
    });
    expect(patched.body).toMatchObject({
      emoji: 'coffee',
      availability: 'busy',
      message: 'Out <b>today</b>',
    });

    expect((await t.get(`/users/${alice.id}/status`, { token: bob.token })).body).toMatchObject({
      emoji: 'coffee',
      availability: 'busy',
    });
    expect((await t.get(`/users/${alice.username}/status`, { token: null })).body).toMatchObject({
      emoji: 'coffee',
    });

    // PUT replaces: what is left out is cleared.
    const replaced = await t.put('/user/status', { token: alice.token, body: { emoji: 'palm_tree' } });
    expect(replaced.body).toMatchObject({ emoji: 'palm_tree', availability: 'not_set', message: null });

    const cleared = await t.put('/user/status', { token: alice.token, body: {} });
    expect(cleared.body).toEqual(EMPTY);
    expect((await t.get('/user/status', { token: alice.token })).body).toEqual(EMPTY);
  });

  it('refuses invalid values with the field messages', async () => {
    const long = await t.put('/user/status', { token: bob.token, body: { message: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: { message: ['is too long (maximum is 100 characters)'] } });
    const badEmoji = await t.put('/user/status', { token: bob.token, body: { emoji: 'not an emoji!' } });
    expect(badEmoji.status).toBe(400);
    expect(badEmoji.body.message).toEqual({ emoji: ['is not a valid emoji name'] });
    const badAfter = await t.put('/user/status', {
      token: bob.token,
      body: { clear_status_after: '2_hours' },
    });
    expect(badAfter.status).toBe(400);
    expect((await t.get('/user/status', { token: bob.token })).body).toEqual(EMPTY);
  });

  it('answers 404 for users that do not exist', async () => {
    expect((await t.get('/users/no-such-user-here/status', { token: bob.token })).status).toBe(404);
  });
});

describe('user status over GraphQL', () => {
  it("sets the status through userStatusUpdate and shows each member's availability, expiring ones too", async () => {
    const update = await t.graphql(
      MyStatusUpdateDocument,
      { input: { message: 'Heads down', availability: 'BUSY', clearStatusAfter: 'AFTER_30_MINUTES' } },
      bob.token,
    );
    expect(update.errors).toBeUndefined();
    const status = update.data!.userStatusUpdate!.status!;
    expect(status).toMatchObject({
      availability: 'BUSY',
      emoji: 'speech_balloon',
      message: 'Heads down',
      messageHtml: 'Heads down',
    });
    const clearsIn = Date.parse(status.clearStatusAt!) - Date.now();
    expect(clearsIn).toBeGreaterThan(25 * 60_000);
    expect(clearsIn).toBeLessThanOrEqual(30 * 60_000);

    await t.put('/user/status', { token: alice.token, body: { emoji: 'coffee' } });

    const search = await t.graphql(
      GroupPeopleSearchDocument,
      { search: 'Status', fullPath: group.full_path },
      bob.token,
    );
    expect(search.errors).toBeUndefined();
    const byName = Object.fromEntries(
      search.data!.workspace!.users.nodes.map((n) => [n.user!.name, n.user!.status?.availability ?? null]),
    );
    expect(byName).toEqual({ 'Alice Status': 'NOT_SET', 'Bob Status': 'BUSY' });

    // A status past its clearing time no longer counts.
    await t.run(() =>
      t.running.orm.em
        .getConnection()
        .execute(
          `update user_statuses set clear_status_at = now() - interval '1 minute' where user_id = ${bob.id}`,
        ),
    );
    const later = await t.graphql(
      GroupPeopleSearchDocument,
      { search: 'Bob', fullPath: group.full_path },
      alice.token,
    );
    expect(later.data!.workspace!.users.nodes[0]!.user!.status).toBeNull();
    expect((await t.get(`/users/${bob.id}/status`, { token: alice.token })).body).toEqual(EMPTY);
  });

  it('reports invalid values in errors and keeps the status', async () => {
    const bad = await t.graphql(MyStatusUpdateDocument, { input: { message: 'y'.repeat(120) } }, alice.token);
    expect(bad.data!.userStatusUpdate).toMatchObject({
      status: null,
      errors: ['Message is too long (maximum is 100 characters)'],
    });
    expect((await t.get('/user/status', { token: alice.token })).body).toMatchObject({ emoji: 'coffee' });
  });

  it('loads the statuses of a page of members in one query', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(() => createUser(t, { name: `Status Many ${Math.random()}` })),
    );
    for (const u of others) {
      await addMember(t, 'groups', group.id, u.id, 10);
      await t.put('/user/status', { token: u.token, body: { availability: 'busy' } });
    }
    t.sql.reset();
    const search = await t.graphql(
      GroupPeopleSearchDocument,
      { search: 'Status', fullPath: group.full_path },
      alice.token,
    );
    expect(search.data!.workspace!.users.nodes).toHaveLength(5);
    expect(t.sql.statements.filter((s) => s.includes('user_statuses'))).toHaveLength(1);
  });
});
