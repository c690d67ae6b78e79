import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../src/core/time.ts';
import { CurrentUserDocument, UserUpdateDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
let user: CreatedUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const DESCRIPTION = 'The request requires higher privileges than provided by the access token.';
const scopeError = (scope: string) => ({
  error: 'insufficient_scope',
  error_description: DESCRIPTION,
  scope,
});

describe('read_user tokens', () => {
  it('read the user endpoints and nothing else', async () => {
    const token = await createToken(t, user.id, ['read_user']);
    expect((await t.get('/user', { token })).status).toBe(200);
    expect((await t.get('/users', { token, query: { username: 'root' } })).status).toBe(200);
    expect((await t.get(`/users/${user.id}`, { token })).status).toBe(200);
    expect((await t.get(`/users/${user.id}/followers`, { token })).status).toBe(200);
    expect((await t.get('/user/activities', { token })).status).toBe(200);

    const write = await t.post(`/users/1/follow`, { token });
    expect(write.status).toBe(403);
    expect(write.body).toEqual(scopeError('api'));
    const other = await t.get('/personal_access_tokens', { token });
    expect(other.status).toBe(403);
    expect(other.body).toEqual(scopeError('api read_api'));
    const gql = await t.graphql(CurrentUserDocument, {}, token);
    expect(gql.status).toBe(403);
  });
});

describe('read_api tokens', () => {
  it('read everything and write nothing, on both faces', async () => {
    const token = await createToken(t, user.id, ['read_api']);
    expect((await t.get('/user', { token })).status).toBe(200);
    expect((await t.get('/personal_access_tokens', { token })).status).toBe(200);
    const write = await t.post('/user/personal_access_tokens', {
      token,
      body: { name: 'x', scopes: ['k8s_proxy'], expires_at: daysFromToday(1) },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual(scopeError('api'));

    const query = await t.graphql(CurrentUserDocument, {}, token);
    expect(query.data?.currentUser?.username).toBe(user.username);
    const mutation = await t.graphql(
      UserUpdateDocument,
      { input: { id: `gid://gitlab/User/${user.id}` } },
      token,
    );
    expect(mutation.errors?.[0]?.message).toBe(DESCRIPTION);
  });
});

describe('api tokens', () => {
  it('read and write', async () => {
    const token = await createToken(t, user.id, ['api']);
    expect((await t.get('/personal_access_tokens', { token })).status).toBe(200);
    const write = await t.post('/user/personal_access_tokens', {
      token,
      body: { name: 'x', scopes: ['k8s_proxy'] },
    });
    expect(write.status).toBe(201);
  });
});

describe('k8s_proxy tokens', () => {
  it('open nothing in this API', async () => {
    const token = await createToken(t, user.id, ['k8s_proxy']);
    const read = await t.get('/user', { token });
    expect(read.status).toBe(403);
    expect(read.body).toEqual(scopeError('api read_api read_user'));
    const gql = await t.graphql(CurrentUserDocument, {}, token);
    expect(gql.status).toBe(403);
  });
});

describe('self_rotate tokens', () => {
  it('may rotate themselves only', async () => {
    const token = await createToken(t, user.id, ['self_rotate']);
    expect((await t.get('/user', { token })).status).toBe(403);
    const rotated = await t.post('/personal_access_tokens/self/rotate', { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.scopes).toEqual(['self_rotate']);
  });
});
