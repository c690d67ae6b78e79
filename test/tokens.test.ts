import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, today } from '../src/core/time.ts';
import {
  CurrentUserTokensDocument,
  ImpersonationTokenCreateDocument,
  ImpersonationTokenRevokeDocument,
  PersonalAccessTokenCreateDocument,
  PersonalAccessTokenRevokeDocument,
  PersonalAccessTokenRotateDocument,
  UserTokensDocument,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, unique } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokenFields = [
  'id',
  'name',
  'revoked',
  'created_at',
  'description',
  'scopes',
  'user_id',
  'last_used_at',
  'active',
  'expires_at',
];

describe('impersonation tokens', () => {
  it('creates one (201, secret once) that acts as the user', async () => {
    const user = await createUser(t);
    const expiresAt = daysFromToday(30);
    const created = await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: 'imp', expires_at: expiresAt, scopes: ['api', 'read_user'] },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([...tokenFields, 'impersonation', 'token'].sort());
    expect(created.body).toMatchObject({
      name: 'imp',
      scopes: ['api', 'read_user'],
      user_id: user.id,
      active: true,
      revoked: false,
      impersonation: true,
      expires_at: expiresAt,
    });
    const me = await t.get('/user', { token: created.body.token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(user.username);

    const shown = await t.get(`/users/${user.id}/impersonation_tokens/${created.body.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).not.toHaveProperty('token');
    expect(shown.body).toMatchObject({ id: created.body.id, impersonation: true });
  });

  it('lists them with a state filter and revokes them (204)', async () => {
    const user = await createUser(t);
    const a = await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: 'a', expires_at: daysFromToday(5), scopes: ['api'] },
    });
    const b = await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: 'b', expires_at: daysFromToday(5), scopes: 'read_user' },
      form: true,
    });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    expect(b.body.scopes).toEqual(['read_user']);
    const revoke = await t.delete(`/users/${user.id}/impersonation_tokens/${a.body.id}`);
    expect(revoke.status).toBe(204);
    expect((await t.get('/user', { token: a.body.token })).status).toBe(401);

    const all = await t.get(`/users/${user.id}/impersonation_tokens`);
    expect(all.body.map((x: { id: number }) => x.id)).toEqual([b.body.id, a.body.id]);
    expect(all.headers['x-total']).toBe('2');
    expect(all.body.every((x: object) => !('token' in x))).toBe(true);
    const active = await t.get(`/users/${user.id}/impersonation_tokens`, { query: { state: 'active' } });
    expect(active.body.map((x: { id: number }) => x.id)).toEqual([b.body.id]);
    const inactive = await t.get(`/users/${user.id}/impersonation_tokens`, { query: { state: 'inactive' } });
    expect(inactive.body).toMatchObject([{ id: a.body.id, revoked: true, active: false }]);
    // Personal tokens of the user are not impersonation tokens.
    expect(all.body).toHaveLength(2);
  });

  it('validates parameters and is for administrators only', async () => {
    const user = await createUser(t);
    const missing = await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: 'x', scopes: ['api'] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '400 Bad request - expires_at is missing' });
    const badScope = await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: 'x', scopes: ['everything'], expires_at: daysFromToday(1) },
    });
    expect(badScope.status).toBe(400);
    expect(badScope.body).toEqual({ message: '400 Bad request - scopes does not have a valid value' });
    const blank = await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: '', scopes: ['api'], expires_at: daysFromToday(1) },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: { name: ["can't be blank"] } });

    const byUser = await t.post(`/users/${user.id}/impersonation_tokens`, {
      token: user.token,
      body: { name: 'x', scopes: ['api'], expires_at: daysFromToday(1) },
    });
    expect(byUser.status).toBe(403);
    expect((await t.get(`/users/${user.id}/impersonation_tokens`, { token: user.token })).status).toBe(403);
    const noUser = await t.get('/users/999999/impersonation_tokens');
    expect(noUser.status).toBe(404);
    expect(noUser.body).toEqual({ message: '404 User Not Found' });
    const noToken = await t.get(`/users/${user.id}/impersonation_tokens/999999`);
    expect(noToken.status).toBe(404);
    expect(noToken.body).toEqual({ message: '404 Impersonation Token Not Found' });
  });

  it('stop working when impersonation is disabled by configuration', async () => {
    const other = await startTestApp({ env: { IMPERSONATION_ENABLED: 'false' } });
    try {
      const user = await createUser(other);
      const created = await other.post(`/users/${user.id}/impersonation_tokens`, {
        body: { name: 'imp', expires_at: daysFromToday(3), scopes: ['api'] },
      });
      expect(created.status).toBe(201);
      const refused = await other.get('/user', { token: created.body.token });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: '401 Unauthorized' });
      expect((await other.get('/user', { token: user.token })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('POST /users/:user_id/personal_access_tokens', () => {
  it('creates a token for a user, expiring at the maximum lifetime by default', async () => {
    const user = await createUser(t);
    const created = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name: 'ci', scopes: ['read_api'], description: 'for CI' },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([...tokenFields, 'token'].sort());
    expect(created.body).toMatchObject({
      name: 'ci',
      description: 'for CI',
      scopes: ['read_api'],
      user_id: user.id,
      active: true,
      expires_at: daysFromToday(365),
    });
    expect(created.body.token).toMatch(/^glpat-/);
    expect((await t.get('/user', { token: created.body.token })).body.id).toBe(user.id);
  });

  it('answers 422 for invalid attributes and 403 for non-administrators', async () => {
    const user = await createUser(t);
    const tooLong = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name: 'x', scopes: ['api'], expires_at: daysFromToday(400) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ message: `Expires at must be before ${daysFromToday(365)}` });
    const blank = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name: '', scopes: ['api'] },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ message: "Name can't be blank" });
    const byUser = await t.post(`/users/${user.id}/personal_access_tokens`, {
      token: user.token,
      body: { name: 'x', scopes: ['api'] },
    });
    expect(byUser.status).toBe(403);
  });
});

describe('POST /user/personal_access_tokens', () => {
  it('creates a k8s_proxy token for the caller, valid until the end of the day', async () => {
    const user = await createUser(t);
    const created = await t.post('/user/personal_access_tokens', {
      token: user.token,
      body: { name: 'agent', scopes: ['k8s_proxy'] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'agent',
      scopes: ['k8s_proxy'],
      user_id: user.id,
      expires_at: daysFromToday(1),
      active: true,
    });
    // A k8s_proxy token opens nothing in this API.
    const denied = await t.get('/user', { token: created.body.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('insufficient_scope');
  });

  it('accepts only the k8s_proxy scope', async () => {
    const user = await createUser(t);
    const response = await t.post('/user/personal_access_tokens', {
      token: user.token,
      body: { name: 'x', scopes: ['api'] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: '400 Bad request - scopes does not have a valid value' });
    expect(
      (
        await t.post('/user/personal_access_tokens', {
          token: null,
          body: { name: 'x', scopes: ['k8s_proxy'] },
        })
      ).status,
    ).toBe(401);
  });
});

describe('GET /personal_access_tokens', () => {
  it('shows users their own personal tokens and administrators every token', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: 'imp', expires_at: daysFromToday(3), scopes: ['api'] },
    });
    const mine = await t.get('/personal_access_tokens', { token: user.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ user_id: user.id });
    expect(mine.body[0]).not.toHaveProperty('token');
    expect(mine.headers['x-total']).toBe('1');

    const theirs = await t.get('/personal_access_tokens', {
      token: user.token,
      query: { user_id: other.id },
    });
    expect(theirs.status).toBe(401);
    expect(theirs.body).toEqual({ message: '401 Unauthorized' });
    const ownById = await t.get('/personal_access_tokens', {
      token: user.token,
      query: { user_id: user.id },
    });
    expect(ownById.body).toHaveLength(1);

    const asAdmin = await t.get('/personal_access_tokens', { query: { user_id: user.id } });
    expect(asAdmin.body).toHaveLength(2);
    const everyone = await t.get('/personal_access_tokens', { query: { per_page: 100 } });
    const owners = new Set(everyone.body.map((x: { user_id: number }) => x.user_id));
    expect(owners.has(1) && owners.has(user.id) && owners.has(other.id)).toBe(true);
  });

  it('filters by revoked, state, search, creation and last use', async () => {
    const user = await createUser(t);
    const name = unique('needle');
    const kept = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name, scopes: ['api'] },
    });
    const gone = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name: `${name}-old`, scopes: ['api'] },
    });
    await t.delete(`/personal_access_tokens/${gone.body.id}`);
    await t.get('/user', { token: kept.body.token });

    const ids = async (query: Record<string, string | boolean>) =>
      (await t.get('/personal_access_tokens', { query: { user_id: user.id, ...query } })).body.map(
        (x: { id: number }) => x.id,
      );
    expect(await ids({ revoked: true })).toEqual([gone.body.id]);
    expect(await ids({ revoked: false, search: name })).toEqual([kept.body.id]);
    expect(await ids({ state: 'inactive' })).toEqual([gone.body.id]);
    expect(await ids({ state: 'active', search: name.toUpperCase() })).toEqual([kept.body.id]);
    expect(await ids({ search: 'no-such-token-name' })).toEqual([]);
    expect(await ids({ created_after: '2000-01-01T00:00:00Z', search: name })).toHaveLength(2);
    expect(await ids({ created_before: '2000-01-01T00:00:00Z' })).toEqual([]);
    await waitFor(async () => (await ids({ last_used_after: '2000-01-01T00:00:00Z' })).length > 0);
    expect(await ids({ last_used_after: '2000-01-01T00:00:00Z', search: name })).toEqual([kept.body.id]);
    expect(await ids({ last_used_before: '2000-01-01T00:00:00Z' })).toEqual([]);
    const invalid = await t.get('/personal_access_tokens', { query: { state: 'sleeping' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: '400 Bad request - state does not have a valid value' });
  });
});

describe('single tokens: show, self, revoke, rotate', () => {
  it("shows one own token and the token in use, not other users' tokens", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const [own] = (await t.get('/personal_access_tokens', { token: user.token })).body;
    const shown = await t.get(`/personal_access_tokens/${own.id}`, { token: user.token });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: own.id, user_id: user.id, active: true });
    const self = await t.get('/personal_access_tokens/self', { token: user.token });
    expect(self.body.id).toBe(own.id);
    const foreign = await t.get(`/personal_access_tokens/${own.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: '404 Not found' });
    expect((await t.get(`/personal_access_tokens/${own.id}`)).status).toBe(200);
  });

  it('revokes by id (204) and through /self', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const second = await createToken(t, user.id);
    const [latest] = (await t.get('/personal_access_tokens', { token: user.token })).body;
    expect((await t.delete(`/personal_access_tokens/${latest.id}`, { token: other.token })).status).toBe(404);
    const revoked = await t.delete(`/personal_access_tokens/${latest.id}`, { token: user.token });
    expect(revoked.status).toBe(204);
    expect((await t.get('/user', { token: second })).status).toBe(401);
    const self = await t.delete('/personal_access_tokens/self', { token: user.token });
    expect(self.status).toBe(204);
    const after = await t.get('/user', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: '401 Unauthorized' });
  });

  it('rotates a token: the old one stops, the new one works for a week by default', async () => {
    const user = await createUser(t);
    const [current] = (await t.get('/personal_access_tokens', { token: user.token })).body;
    const rotated = await t.post(`/personal_access_tokens/${current.id}/rotate`, { token: user.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      name: current.name,
      scopes: current.scopes,
      user_id: user.id,
      expires_at: daysFromToday(7),
      active: true,
    });
    expect(rotated.body.id).not.toBe(current.id);
    expect((await t.get('/user', { token: user.token })).status).toBe(401);
    expect((await t.get('/user', { token: rotated.body.token })).status).toBe(200);
    const again = await t.post(`/personal_access_tokens/${current.id}/rotate`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: '400 Bad request - token already revoked' });

    const self = await t.post('/personal_access_tokens/self/rotate', {
      token: rotated.body.token,
      body: { expires_at: daysFromToday(3) },
    });
    expect(self.status).toBe(200);
    expect(self.body.expires_at).toBe(daysFromToday(3));
  });

  it('treats a token as expired from the start of its expiry day', async () => {
    const user = await createUser(t);
    const expiring = await createToken(t, user.id, ['api'], { expiresAt: today() });
    const tomorrow = await createToken(t, user.id, ['api'], { expiresAt: daysFromToday(1) });
    const refused = await t.get('/user', { token: expiring });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: '401 Unauthorized' });
    expect((await t.get('/user', { token: tomorrow })).status).toBe(200);
    const listed = await t.get('/personal_access_tokens', { query: { user_id: user.id, state: 'inactive' } });
    expect(listed.body).toMatchObject([{ expires_at: today(), active: false, revoked: false }]);
  });
});

describe('GraphQL tokens', () => {
  it('creates, lists, rotates and revokes personal access tokens', async () => {
    const user = await createUser(t);
    const own = await t.graphql(
      PersonalAccessTokenCreateDocument,
      { input: { name: 'gql agent', scopes: ['k8s_proxy'] } },
      user.token,
    );
    expect(own.data?.personalAccessTokenCreate?.errors).toEqual([]);
    expect(own.data?.personalAccessTokenCreate?.token).toMatch(/^glpat-/);
    expect(own.data?.personalAccessTokenCreate?.personalAccessToken).toMatchObject({
      name: 'gql agent',
      scopes: ['k8s_proxy'],
      expiresAt: daysFromToday(1),
      active: true,
    });
    const refused = await t.graphql(
      PersonalAccessTokenCreateDocument,
      { input: { name: 'nope', scopes: ['api'] } },
      user.token,
    );
    expect(refused.data?.personalAccessTokenCreate?.errors).toEqual(['scopes does not have a valid value']);

    const forUser = await t.graphql(PersonalAccessTokenCreateDocument, {
      input: { userId: `gid://gitlab/User/${user.id}`, name: 'by admin', scopes: ['api'] },
    });
    const created = forUser.data!.personalAccessTokenCreate!;
    expect(created.errors).toEqual([]);
    expect((await t.get('/user', { token: created.token! })).body.id).toBe(user.id);

    const listed = await t.graphql(CurrentUserTokensDocument, { state: 'ACTIVE' }, user.token);
    const names = listed.data?.currentUser?.personalAccessTokens?.nodes.map((n) => n.name);
    expect(names).toEqual(expect.arrayContaining(['gql agent', 'by admin']));
    expect(
      listed.data?.currentUser?.personalAccessTokens?.nodes.every((n) => n.user?.username === user.username),
    ).toBe(true);

    const other = await createUser(t);
    const hidden = await t.graphql(UserTokensDocument, { id: `gid://gitlab/User/${user.id}` }, other.token);
    expect(hidden.data?.user?.personalAccessTokens).toBeNull();

    const rotated = await t.graphql(PersonalAccessTokenRotateDocument, {
      input: { id: created.personalAccessToken!.id },
    });
    expect(rotated.data?.personalAccessTokenRotate?.personalAccessToken?.expiresAt).toBe(daysFromToday(7));
    expect((await t.get('/user', { token: created.token! })).status).toBe(401);
    const newToken = rotated.data!.personalAccessTokenRotate!;
    const revoked = await t.graphql(
      PersonalAccessTokenRevokeDocument,
      { input: { id: newToken.personalAccessToken!.id } },
      user.token,
    );
    expect(revoked.data?.personalAccessTokenRevoke?.personalAccessToken).toMatchObject({
      revoked: true,
      active: false,
    });
    expect((await t.get('/user', { token: newToken.token! })).status).toBe(401);
    const foreign = await t.graphql(
      PersonalAccessTokenRevokeDocument,
      { input: { id: newToken.personalAccessToken!.id } },
      other.token,
    );
    expect(foreign.data?.personalAccessTokenRevoke?.errors).toHaveLength(1);
  });

  it('creates and revokes impersonation tokens (administrators only)', async () => {
    const user = await createUser(t);
    const created = await t.graphql(ImpersonationTokenCreateDocument, {
      input: {
        userId: `gid://gitlab/User/${user.id}`,
        name: 'gql imp',
        scopes: ['api'],
        expiresAt: daysFromToday(2),
      },
    });
    const payload = created.data!.impersonationTokenCreate!;
    expect(payload.errors).toEqual([]);
    expect(payload.personalAccessToken).toMatchObject({
      name: 'gql imp',
      impersonation: true,
      user: { username: user.username },
    });
    expect((await t.get('/user', { token: payload.token! })).body.id).toBe(user.id);
    const byUser = await t.graphql(
      ImpersonationTokenCreateDocument,
      {
        input: {
          userId: `gid://gitlab/User/${user.id}`,
          name: 'x',
          scopes: ['api'],
          expiresAt: daysFromToday(2),
        },
      },
      user.token,
    );
    expect(byUser.data?.impersonationTokenCreate?.errors).toHaveLength(1);
    const revoked = await t.graphql(ImpersonationTokenRevokeDocument, {
      input: { id: payload.personalAccessToken!.id },
    });
    expect(revoked.data?.impersonationTokenRevoke?.personalAccessToken?.revoked).toBe(true);
    expect((await t.get('/user', { token: payload.token! })).status).toBe(401);
  });
});

describe('@gitbeaker/rest', () => {
  it('manages impersonation and personal tokens through a real client', async () => {
    const api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
    const user = await createUser(t);
    const token = await api.UserImpersonationTokens.create(user.id, 'beaker', ['api'], {
      expiresAt: daysFromToday(10),
    });
    expect(token).toMatchObject({ name: 'beaker', impersonation: true, active: true });
    expect(typeof token.token).toBe('string');
    const all = await api.UserImpersonationTokens.all(user.id);
    expect(all.map((x) => x.id)).toContain(token.id);
    const shown = await api.UserImpersonationTokens.show(user.id, token.id);
    expect(shown.name).toBe('beaker');
    await api.UserImpersonationTokens.revoke(user.id, token.id);
    expect((await api.UserImpersonationTokens.show(user.id, token.id)).revoked).toBe(true);

    const pats = await api.PersonalAccessTokens.all({ userId: user.id });
    expect(pats.map((p) => p.user_id)).toContain(user.id);
  });
});

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never met');
}
