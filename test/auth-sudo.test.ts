import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
let target: CreatedUser;
beforeAll(async () => {
  t = await startTestApp();
  target = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const SCOPE_ERROR = {
  error: 'insufficient_scope',
  error_description: 'The request requires higher privileges than provided by the access token.',
  scope: 'sudo',
};

describe('Sudo', () => {
  it('runs the request as the user named by the Sudo header (username, any case, or id)', async () => {
    const byName = await t.get('/user', { headers: { sudo: target.username.toUpperCase() } });
    expect(byName.status).toBe(200);
    expect(byName.body.id).toBe(target.id);
    expect(byName.body).not.toHaveProperty('is_admin');
    const byId = await t.get('/user', { headers: { sudo: String(target.id) } });
    expect(byId.body.id).toBe(target.id);
  });

  it('accepts the sudo parameter too', async () => {
    const response = await t.get('/user', { query: { sudo: target.username } });
    expect(response.body.id).toBe(target.id);
  });

  it("has exactly the user's permissions", async () => {
    const create = await t.post('/users', {
      headers: { sudo: target.username },
      body: { username: 'sudoed', name: 'x', email: 'sudoed@example.com', password: 'password-123' },
    });
    expect(create.status).toBe(403);
    const list = await t.get('/users', { headers: { sudo: target.username }, query: { username: 'root' } });
    expect(list.body[0]).not.toHaveProperty('email');
    const other = await createUser(t, { private_profile: true, bio: 'secret' });
    const profile = await t.get(`/users/${other.id}`, { headers: { sudo: target.username } });
    expect(profile.body.bio).toBe('');
  });

  it('is refused for non-administrators with 403', async () => {
    const user = await createUser(t, {}, ['api', 'sudo']);
    const response = await t.get('/user', { token: user.token, headers: { sudo: 'root' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden - Must be admin to use sudo' });
  });

  it('needs the sudo scope on the token', async () => {
    const admin = await createUser(t, { admin: true });
    const response = await t.get('/user', { token: admin.token, headers: { sudo: target.username } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(SCOPE_ERROR);
    const withScope = await createToken(t, admin.id, ['api', 'sudo']);
    const allowed = await t.get('/user', { token: withScope, headers: { sudo: target.username } });
    expect(allowed.body.id).toBe(target.id);
    const readOnlySudo = await createToken(t, admin.id, ['read_user', 'sudo']);
    // With Sudo the endpoint's scopes are not checked again: the sudo scope is enough.
    const write = await t.put(`/users/${target.id}`, {
      token: readOnlySudo,
      headers: { sudo: 'root' },
      body: { bio: 'as root via sudo' },
    });
    expect(write.status).toBe(200);
  });

  it('answers 404 for an unknown user and 401 for anonymous callers', async () => {
    const missing = await t.get('/user', { headers: { sudo: 'nobody-at-all' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "404 User with ID or username 'nobody-at-all' Not Found" });
    const missingId = await t.get('/user', { headers: { sudo: '999999' } });
    expect(missingId.body).toEqual({ message: "404 User with ID or username '999999' Not Found" });
    const anonymous = await t.get('/user', { token: null, headers: { sudo: target.username } });
    expect(anonymous.status).toBe(401);
  });

  it('works with OAuth tokens that carry the sudo scope', async () => {
    const grant = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'password', username: 'root', password: 'root-password-123', scope: 'api sudo' },
    });
    expect(grant.status).toBe(200);
    const response = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${grant.body.access_token}`, sudo: target.username },
    });
    expect(response.body.id).toBe(target.id);
    const withoutSudo = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'password', username: 'root', password: 'root-password-123', scope: 'api' },
    });
    const refused = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${withoutSudo.body.access_token}`, sudo: target.username },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(SCOPE_ERROR);
  });

  it('applies to GraphQL requests as well', async () => {
    const response = await t.request('POST', '/api/graphql', {
      headers: { sudo: target.username },
      body: { query: '{ currentUser { username isAdmin } }' },
    });
    expect(response.body.data.currentUser).toEqual({ username: target.username, isAdmin: false });
    const me = await t.graphql(CurrentUserDocument, {});
    expect(me.data?.currentUser?.username).toBe('root');
  });
});
