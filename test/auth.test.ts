import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../src/core/time.ts';
import { User, type UserState } from '../src/modules/users/user.entity.ts';
import { CurrentUserDocument } from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setState(id: number, state: UserState) {
  await t.run(async () => {
    const em = t.running.orm.em;
    const user = await em.findOneOrFail(User, { id });
    user.state = state;
    await em.flush();
  });
}

describe('ways of sending a personal access token', () => {
  it('accepts the PRIVATE-TOKEN header, the private_token parameter, Bearer and access_token', async () => {
    const user = await createUser(t);
    const header = await t.get('/user', { token: user.token });
    expect(header.body.id).toBe(user.id);
    const param = await t.get('/user', { token: null, query: { private_token: user.token } });
    expect(param.body.id).toBe(user.id);
    const bearer = await t.get('/user', { token: null, headers: { authorization: `Bearer ${user.token}` } });
    expect(bearer.body.id).toBe(user.id);
    const accessToken = await t.get('/user', { token: null, query: { access_token: user.token } });
    expect(accessToken.body.id).toBe(user.id);
    const body = await t.put(`/users/${user.id}`, {
      token: null,
      body: { private_token: ROOT_TOKEN, bio: 'set with a token in the body' },
    });
    expect(body.status).toBe(200);
    expect(body.body.bio).toBe('set with a token in the body');
  });

  it('answers 401 for unknown tokens, even on endpoints open to anonymous callers', async () => {
    const unknown = await t.get('/users', { token: 'glpat-not-a-real-token', query: { username: 'root' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: '401 Unauthorized' });
    const bearer = await t.get('/user', { token: null, headers: { authorization: 'Bearer nope' } });
    expect(bearer.status).toBe(401);
    expect(bearer.body).toEqual({ message: '401 Unauthorized' });
    const anonymous = await t.get('/users', { token: null, query: { username: 'root' } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toHaveLength(1);
  });

  it('answers 401 for expired and revoked tokens', async () => {
    const user = await createUser(t);
    const expired = await createToken(t, user.id, ['api'], { expiresAt: daysFromToday(0) });
    const response = await t.get('/user', { token: expired });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: '401 Unauthorized' });

    const revocable = await createToken(t, user.id);
    const [latest] = (await t.get('/personal_access_tokens', { token: revocable })).body;
    await t.delete(`/personal_access_tokens/${latest.id}`);
    const revoked = await t.get('/user', { token: revocable });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ message: '401 Unauthorized' });
  });

  it('lets anonymous callers list users only by username', async () => {
    const response = await t.get('/users', { token: null });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden - Not authorized to access /api/v4/users' });
  });
});

describe('users who may not use the API', () => {
  const cases: [UserState, string][] = [
    ['blocked', 'Your account has been blocked.'],
    ['ldap_blocked', 'Your account has been blocked.'],
    ['banned', 'Your account has been blocked.'],
    [
      'blocked_pending_approval',
      'Your account is pending approval from your administrator and hence blocked.',
    ],
    [
      'deactivated',
      'Your account has been deactivated by your administrator. Please log back in from a web browser to reactivate your account at http://railyard.test',
    ],
  ];
  for (const [state, message] of cases) {
    it(`refuses ${state} users with 403 and GitLab's message`, async () => {
      const user = await createUser(t);
      await setState(user.id, state);
      const rest = await t.get('/user', { token: user.token });
      expect(rest.status).toBe(403);
      expect(rest.body).toEqual({ message: `403 Forbidden - ${message}` });
      const onPublic = await t.get('/users', { token: user.token, query: { username: 'root' } });
      expect(onPublic.status).toBe(403);
      const gql = await t.graphql(CurrentUserDocument, {}, user.token);
      expect(gql.status).toBe(403);
      expect(gql.errors?.[0]?.message).toBe(message);
    });
  }
});

describe('job tokens', () => {
  it('are ignored (the caller is anonymous) on routes that do not accept them', async () => {
    const user = await createUser(t);
    const asJob = await t.get('/user', { token: null, headers: { 'job-token': user.token } });
    expect(asJob.status).toBe(401);
    const param = await t.get('/users', { token: null, query: { job_token: 'whatever', username: 'root' } });
    expect(param.status).toBe(200);
    expect(param.body[0]).not.toHaveProperty('email');
  });
});

describe('GraphQL authentication', () => {
  it('uses the same tokens as REST and refuses invalid ones', async () => {
    const user = await createUser(t);
    const me = await t.graphql(CurrentUserDocument, {}, user.token);
    expect(me.data?.currentUser?.username).toBe(user.username);
    const anonymous = await t.graphql(CurrentUserDocument, {}, null);
    expect(anonymous.data?.currentUser).toBeNull();
    const invalid = await t.graphql(CurrentUserDocument, {}, 'nope');
    expect(invalid.status).toBe(401);
  });
});
