import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/users/user.entity.ts';
import { CurrentUserDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';

async function passwordGrant(
  username: string,
  password = 'password-123',
  extra: Record<string, string> = {},
) {
  return t.post('/oauth/token', {
    token: null,
    body: { grant_type: 'password', username, password, ...extra },
  });
}

describe('POST /oauth/token (password grant)', () => {
  it('issues a two-hour bearer token with a refresh token', async () => {
    const user = await createUser(t);
    const response = await passwordGrant(user.username);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 7200,
      refresh_token: expect.any(String),
      scope: 'api',
      created_at: expect.any(Number),
    });
    const bearer = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${response.body.access_token}` },
    });
    expect(bearer.body.id).toBe(user.id);
    const param = await t.get('/user', { token: null, query: { access_token: response.body.access_token } });
    expect(param.body.id).toBe(user.id);
    // An OAuth token is not a personal access token.
    const asPrivate = await t.get('/user', { token: response.body.access_token });
    expect(asPrivate.status).toBe(401);
    const gql = await t.request('POST', '/api/graphql', {
      token: null,
      headers: { authorization: `Bearer ${response.body.access_token}` },
      body: { query: '{ currentUser { username } }' },
    });
    expect(gql.body.data.currentUser.username).toBe(user.username);
  });

  it('accepts the email address as the username, and a form-encoded body', async () => {
    const user = await createUser(t);
    const response = await t.post('/oauth/token', {
      token: null,
      form: true,
      body: { grant_type: 'password', username: user.email, password: 'password-123' },
    });
    expect(response.status).toBe(200);
  });

  it('records the sign-in on the user', async () => {
    const user = await createUser(t);
    await passwordGrant(user.username);
    await passwordGrant(user.username);
    const seen = await t.get(`/users/${user.id}`);
    expect(seen.body.sign_in_count).toBe(2);
    expect(seen.body.current_sign_in_at).not.toBeNull();
    expect(seen.body.last_sign_in_at).not.toBeNull();
  });

  it('refuses wrong passwords, blocked users and users with two-factor authentication', async () => {
    const user = await createUser(t);
    const wrong = await passwordGrant(user.username, 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: INVALID_GRANT });

    await t.post(`/users/${user.id}/block`);
    expect((await passwordGrant(user.username)).body.error).toBe('invalid_grant');
    await t.post(`/users/${user.id}/unblock`);
    expect((await passwordGrant(user.username)).status).toBe(200);

    await t.run(async () => {
      const em = t.running.orm.em;
      const entity = await em.findOneOrFail(User, { id: user.id });
      entity.twoFactorEnabled = true;
      await em.flush();
    });
    const twoFactor = await passwordGrant(user.username);
    expect(twoFactor.status).toBe(400);
    expect(twoFactor.body.error).toBe('invalid_grant');
  });

  it('reports missing and unsupported grant types as RFC 6749 errors', async () => {
    const missing = await t.post('/oauth/token', { token: null, body: { username: 'root' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'invalid_request',
      error_description: 'Missing required parameter: grant_type.',
    });
    const unsupported = await t.post('/oauth/token', { token: null, body: { grant_type: 'magic' } });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error).toBe('unsupported_grant_type');
    const badScope = await passwordGrant('root', 'root-password-123', { scope: 'everything' });
    expect(badScope.status).toBe(400);
    expect(badScope.body.error).toBe('invalid_scope');
  });

  it('limits the token to the requested scopes', async () => {
    const user = await createUser(t);
    const grant = await passwordGrant(user.username, 'password-123', { scope: 'read_user' });
    expect(grant.body.scope).toBe('read_user');
    const auth = { authorization: `Bearer ${grant.body.access_token}` };
    expect((await t.get('/user', { token: null, headers: auth })).status).toBe(200);
    const write = await t.put(`/users/${user.id}`, { token: null, headers: auth, body: { bio: 'x' } });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ error: 'insufficient_scope', scope: 'api' });
  });
});

describe('refresh_token grant and expiry', () => {
  it('exchanges a refresh token for a new pair and revokes the previous access token', async () => {
    const user = await createUser(t);
    const first = (await passwordGrant(user.username)).body;
    const refreshed = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect(refreshed.body.expires_in).toBe(7200);
    const useNew = await t.get('/user', {
      token: null,
      query: { access_token: refreshed.body.access_token },
    });
    expect(useNew.body.id).toBe(user.id);
    const useOld = await t.get('/user', { token: null, query: { access_token: first.access_token } });
    expect(useOld.status).toBe(401);
    const reuse = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
  });

  it('stops accepting an access token two hours after it was issued', async () => {
    const user = await createUser(t);
    const grant = (await passwordGrant(user.username)).body;
    const auth = { authorization: `Bearer ${grant.access_token}` };
    expect((await t.get('/user', { token: null, headers: auth })).status).toBe(200);
    await t.run(async () => {
      await sql`update oauth_access_tokens set created_at = now() - interval '2 hours 1 second'
        where user_id = ${user.id}`.execute(t.running.orm.em.getKysely());
    });
    const expired = await t.get('/user', { token: null, headers: auth });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: '401 Unauthorized' });
    const gql = await t.request('POST', '/api/graphql', {
      token: null,
      headers: auth,
      body: { query: '{ currentUser { username } }' },
    });
    expect(gql.status).toBe(401);
    // The refresh token still obtains a new access token.
    const refreshed = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'refresh_token', refresh_token: grant.refresh_token },
    });
    expect(refreshed.status).toBe(200);
  });
});

describe('token info and revocation', () => {
  it('describes a live token and forgets a revoked one', async () => {
    const user = await createUser(t);
    const grant = (await passwordGrant(user.username)).body;
    const info = await t.get('/oauth/token/info', {
      token: null,
      headers: { authorization: `Bearer ${grant.access_token}` },
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ resource_owner_id: user.id, scope: ['api'] });
    expect(info.body.expires_in).toBeGreaterThan(7100);
    const revoke = await t.post('/oauth/revoke', { token: null, body: { token: grant.access_token } });
    expect(revoke.status).toBe(200);
    expect((await t.get('/user', { token: null, query: { access_token: grant.access_token } })).status).toBe(
      401,
    );
    const gql = await t.graphql(CurrentUserDocument, {}, null);
    expect(gql.data?.currentUser).toBeNull();
  });
});
