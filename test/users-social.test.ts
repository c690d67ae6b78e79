import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/users/user.entity.ts';
import {
  UserActivitiesDocument,
  UserFollowDocument,
  UserProfileDocument,
  UsersFollowersDocument,
  UserUnfollowDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const gid = (id: number) => `gid://gitlab/User/${id}`;

async function setActivity(id: number, day: string | null, privateProfile?: boolean) {
  await t.run(async () => {
    const em = t.running.orm.em;
    const user = await em.findOneOrFail(User, { id });
    user.lastActivityOn = day;
    if (privateProfile !== undefined) user.privateProfile = privateProfile;
    await em.flush();
  });
}

describe('follow and unfollow', () => {
  it('follows (201 with the basic user), counts followers, and 304 when nothing changes', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const follow = await t.post(`/users/${bob.id}/follow`, { token: alice.token });
    expect(follow.status).toBe(201);
    expect(follow.body).toEqual({
      id: bob.id,
      username: bob.username,
      name: bob.name,
      state: 'active',
      locked: false,
      avatar_url: expect.any(String),
      web_url: `http://railyard.test/${bob.username}`,
    });
    const again = await t.post(`/users/${bob.id}/follow`, { token: alice.token });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await t.post(`/users/${alice.id}/follow`, { token: alice.token })).status).toBe(304);

    const seenByAlice = await t.get(`/users/${bob.id}`, { token: alice.token });
    expect(seenByAlice.body).toMatchObject({ followers: 1, following: 0, is_followed: true });
    const seenByBob = await t.get(`/users/${bob.id}`, { token: bob.token });
    expect(seenByBob.body).toMatchObject({ followers: 1, is_followed: false });
    expect((await t.get('/user', { token: alice.token })).body).toMatchObject({ following: 1, followers: 0 });

    const unfollow = await t.post(`/users/${bob.id}/unfollow`, { token: alice.token });
    expect(unfollow.status).toBe(201);
    expect(unfollow.body.id).toBe(bob.id);
    expect((await t.post(`/users/${bob.id}/unfollow`, { token: alice.token })).status).toBe(304);
    expect((await t.get(`/users/${bob.id}`, { token: alice.token })).body).toMatchObject({
      followers: 0,
      is_followed: false,
    });
  });

  it('answers 404 for unknown users and 401 for anonymous callers', async () => {
    const alice = await createUser(t);
    const missing = await t.post('/users/999999/follow', { token: alice.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 User Not Found' });
    expect((await t.post(`/users/${alice.id}/follow`, { token: null })).status).toBe(401);
  });
});

describe('GET /users/:id/followers and /following', () => {
  let star: CreatedUser;
  let fans: CreatedUser[];
  beforeAll(async () => {
    star = await createUser(t);
    fans = [];
    for (let i = 0; i < 3; i++) {
      const fan = await createUser(t);
      await t.post(`/users/${star.id}/follow`, { token: fan.token });
      fans.push(fan);
    }
  });

  it('lists followers, most recent first, with pagination headers', async () => {
    const viewer = await createUser(t);
    const page = await t.get(`/users/${star.id}/followers`, { token: viewer.token, query: { per_page: 2 } });
    expect(page.status).toBe(200);
    expect(page.body.map((u: { id: number }) => u.id)).toEqual([fans[2]!.id, fans[1]!.id]);
    expect(page.body[0]).toEqual({
      id: fans[2]!.id,
      username: fans[2]!.username,
      name: fans[2]!.name,
      state: 'active',
      locked: false,
      avatar_url: expect.any(String),
      web_url: expect.any(String),
    });
    expect(page.headers['x-total']).toBe('3');
    expect(page.headers['x-next-page']).toBe('2');
    const following = await t.get(`/users/${fans[0]!.id}/following`, { token: viewer.token });
    expect(following.body.map((u: { id: number }) => u.id)).toEqual([star.id]);
  });

  it('needs a signed-in caller, and hides private profiles from others', async () => {
    const anonymous = await t.get(`/users/${star.id}/followers`, { token: null });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ message: '403 Forbidden - Not authorized!' });

    const hidden = await createUser(t, { private_profile: true });
    const viewer = await createUser(t);
    const response = await t.get(`/users/${hidden.id}/followers`, { token: viewer.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: '404 User Not Found' });
    expect((await t.get(`/users/${hidden.id}/followers`, { token: hidden.token })).status).toBe(200);
    expect((await t.get(`/users/${hidden.id}/following`)).status).toBe(200);
  });

  it('shows the followers in GraphQL, one query for all users of a list', async () => {
    const profile = await t.graphql(UserProfileDocument, { id: gid(star.id) });
    expect(profile.data?.user?.followers?.count).toBe(3);
    expect(profile.data?.user?.followers?.nodes.map((n) => n.username)).toEqual(
      [...fans].reverse().map((f) => f.username),
    );

    const two = [star.username, fans[0]!.username];
    const four = [...two, fans[1]!.username, fans[2]!.username];
    t.sql.reset();
    const small = await t.graphql(UsersFollowersDocument, { usernames: two });
    const smallCount = t.sql.statements.length;
    t.sql.reset();
    const large = await t.graphql(UsersFollowersDocument, { usernames: four });
    const largeCount = t.sql.statements.length;
    expect(small.data?.users?.nodes).toHaveLength(2);
    expect(large.data?.users?.nodes).toHaveLength(4);
    expect(largeCount).toBe(smallCount);
    const starNode = large.data?.users?.nodes.find((n) => n.username === star.username);
    expect(starNode?.followers?.count).toBe(3);
  });

  it('follows and unfollows through GraphQL', async () => {
    const me = await createUser(t);
    const followed = await t.graphql(UserFollowDocument, { input: { id: gid(star.id) } }, me.token);
    expect(followed.data?.userFollow).toEqual({
      user: { id: gid(star.id), username: star.username },
      errors: [],
    });
    expect((await t.get(`/users/${star.id}`, { token: me.token })).body.is_followed).toBe(true);
    const unfollowed = await t.graphql(UserUnfollowDocument, { input: { id: gid(star.id) } }, me.token);
    expect(unfollowed.data?.userUnfollow?.errors).toEqual([]);
    expect((await t.get(`/users/${star.id}`, { token: me.token })).body.is_followed).toBe(false);
  });
});

describe('GET /user/activities', () => {
  it('lists users active since `from`, oldest first; private profiles for administrators only', async () => {
    const early = await createUser(t);
    const late = await createUser(t);
    const hidden = await createUser(t);
    const old = await createUser(t);
    await setActivity(early.id, '2031-01-02');
    await setActivity(late.id, '2031-01-05');
    await setActivity(hidden.id, '2031-01-03', true);
    await setActivity(old.id, '2030-12-01');

    const viewer = await createUser(t);
    const asUser = await t.get('/user/activities', { token: viewer.token, query: { from: '2031-01-01' } });
    expect(asUser.status).toBe(200);
    expect(asUser.body).toEqual([
      { username: early.username, last_activity_on: '2031-01-02', last_activity_at: '2031-01-02' },
      { username: late.username, last_activity_on: '2031-01-05', last_activity_at: '2031-01-05' },
    ]);
    const asAdmin = await t.get('/user/activities', { query: { from: '2031-01-01' } });
    expect(asAdmin.body.map((a: { username: string }) => a.username)).toEqual([
      early.username,
      hidden.username,
      late.username,
    ]);
    expect(asAdmin.headers['x-total']).toBe('3');

    const gql = await t.graphql(UserActivitiesDocument, { from: '2031-01-01', first: 10 });
    expect(gql.data?.userActivities?.nodes).toEqual([
      { username: early.username, lastActivityOn: '2031-01-02', user: { id: gid(early.id) } },
      { username: hidden.username, lastActivityOn: '2031-01-03', user: { id: gid(hidden.id) } },
      { username: late.username, lastActivityOn: '2031-01-05', user: { id: gid(late.id) } },
    ]);
  });

  it('defaults `from` to six months ago and needs a signed-in caller', async () => {
    const recent = await createUser(t);
    const ancient = await createUser(t);
    const monthsAgo = (n: number) => {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() - n);
      return d.toISOString().slice(0, 10);
    };
    await setActivity(recent.id, monthsAgo(5));
    await setActivity(ancient.id, monthsAgo(7));
    const response = await t.get('/user/activities', { query: { per_page: 100 } });
    const names = response.body.map((a: { username: string }) => a.username);
    expect(names).toContain(recent.username);
    expect(names).not.toContain(ancient.username);
    expect((await t.get('/user/activities', { token: null })).status).toBe(401);
  });
});

describe('activity tracking', () => {
  it('records last_activity_on and current_sign_in_at on REST use', async () => {
    const user = await createUser(t);
    const before = await t.get(`/users/${user.id}`);
    expect(before.body.last_activity_on).toBeNull();
    expect(before.body.current_sign_in_at).toBeNull();
    await t.get('/user', { token: user.token });
    const after = await poll(user.id);
    expect(after.last_activity_on).toBe(new Date().toISOString().slice(0, 10));
    expect(Date.now() - Date.parse(after.current_sign_in_at)).toBeLessThan(60_000);
  });

  it('records them on GraphQL use too', async () => {
    const user = await createUser(t);
    const profile = await t.graphql(UserProfileDocument, { id: gid(user.id) }, user.token);
    expect(profile.data?.user?.username).toBe(user.username);
    const after = await poll(user.id);
    expect(after.last_activity_on).toBe(new Date().toISOString().slice(0, 10));
  });
});

/** Activity is recorded once the response has been sent: poll for it. */
async function poll(id: number): Promise<{ last_activity_on: string | null; current_sign_in_at: string }> {
  for (let i = 0; i < 50; i++) {
    const body = (await t.get(`/users/${id}`)).body;
    if (body.last_activity_on) return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('activity was never recorded');
}
