import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_SETTING_DEFAULTS } from '../src/modules/application-settings/application-setting.entity.ts';
import { ROOT_PASSWORD, ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, unique } from './support/fixtures.ts';

/**
 * The application settings that govern accounts, tokens and sign-in, each enforced where the
 * product meets it (issue 14): every test fails without its enforcement.
 */
let t: TestApp;
/** An OAuth token of root (with `admin_mode`), which still works when personal access tokens are off. */
let rootOauth: string;

beforeAll(async () => {
  t = await startTestApp();
  const grant = await t.post('/oauth/token', {
    token: null,
    body: { grant_type: 'password', username: 'root', password: ROOT_PASSWORD, scope: 'api admin_mode' },
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(200);
  rootOauth = grant.body.access_token;
});
afterAll(async () => {
  await t.close();
});

const ENFORCED = [
  'signup_enabled',
  'require_admin_approval_after_user_signup',
  'user_default_external',
  'user_default_internal_regex',
  'user_defaults_to_private_profile',
  'email_restrictions_enabled',
  'email_restrictions',
  'domain_allowlist',
  'domain_denylist_enabled',
  'domain_denylist',
  'personal_access_token_prefix',
  'disable_personal_access_tokens',
  'max_login_attempts',
  'failed_login_attempts_unlock_period_in_minutes',
  'admin_mode',
  'require_two_factor_authentication',
  'two_factor_grace_period',
] as const;

/** Back to GitLab's defaults before each test (through OAuth: PATs may be off). */
beforeEach(async () => {
  const numeric = new Set(['max_login_attempts', 'failed_login_attempts_unlock_period_in_minutes']);
  const defaults = Object.fromEntries(
    ENFORCED.map((k) => [k, APPLICATION_SETTING_DEFAULTS[k] ?? (numeric.has(k) ? null : '')]),
  );
  await settle(defaults);
});

async function settle(changes: Record<string, unknown>) {
  const response = await t.put('/application/settings', {
    token: null,
    headers: { authorization: `Bearer ${rootOauth}` },
    body: changes,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** GitLab's registration form, outside /api/v4. */
async function signUp(user: Record<string, string>, form = false) {
  const username = user['username'] ?? unique('signup');
  const fields = {
    name: `Person ${username}`,
    username,
    email: `${username}@example.com`,
    password: 'password-123',
    ...user,
  };
  const response = await t.running.app.inject({
    method: 'POST',
    url: '/users',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [`user[${k}]`, v])).toString(),
        }
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ user: fields }) }),
  });
  return { status: response.statusCode, body: response.json(), username, email: fields.email };
}

function passwordGrant(username: string, password = 'password-123', scope?: string) {
  return t.post('/oauth/token', {
    token: null,
    body: { grant_type: 'password', username, password, ...(scope ? { scope } : {}) },
  });
}

const db = () => t.running.orm.em.getKysely();

describe('the enforced settings in GET/PUT /application/settings', () => {
  it("have GitLab's names and defaults", async () => {
    const settings = (
      await t.get('/application/settings', { token: null, headers: { authorization: `Bearer ${rootOauth}` } })
    ).body;
    expect(settings).toMatchObject({
      signup_enabled: true,
      require_admin_approval_after_user_signup: true,
      user_default_external: false,
      user_defaults_to_private_profile: false,
      email_restrictions_enabled: false,
      domain_allowlist: [],
      domain_denylist_enabled: false,
      domain_denylist: [],
      personal_access_token_prefix: 'glpat-',
      disable_personal_access_tokens: false,
      max_login_attempts: null,
      failed_login_attempts_unlock_period_in_minutes: null,
      admin_mode: false,
      require_two_factor_authentication: false,
      two_factor_grace_period: 48,
    });
  });
});

describe('sign-up (signup_enabled, require_admin_approval_after_user_signup)', () => {
  it('creates a user from the registration form, waiting for approval by default', async () => {
    const response = await signUp({}, true);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.user).toMatchObject({
      username: response.username,
      state: 'blocked_pending_approval',
    });
    expect(response.body.message).toMatch(/awaiting approval from your GitLab administrator/);
    // Pending users may not sign in until an administrator approves them.
    expect((await passwordGrant(response.username)).status).toBe(400);
    const approve = await t.post(`/users/${response.body.user.id}/approve`);
    expect(approve.status).toBe(201);
    expect(approve.body).toEqual({ message: 'Success' });
    expect((await passwordGrant(response.username)).status).toBe(200);
    const again = await t.post(`/users/${response.body.user.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'The user you are trying to approve is not pending approval' });
  });

  it('lets users in at once when approval is not required', async () => {
    await settle({ require_admin_approval_after_user_signup: false });
    const response = await signUp({});
    expect(response.status).toBe(201);
    expect(response.body.user.state).toBe('active');
    expect((await passwordGrant(response.username)).status).toBe(200);
  });

  it('is refused while sign-up is disabled', async () => {
    await settle({ signup_enabled: false });
    const response = await signUp({});
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden - Sign-up is disabled' });
    expect((await t.get('/users', { query: { username: response.username } })).body).toEqual([]);
  });

  it("applies the users service's rules (format, uniqueness, password)", async () => {
    expect((await signUp({ username: '-bad-' })).status).toBe(400);
    expect((await signUp({ password: 'short' })).body.message.password[0]).toMatch(/too short/);
    expect((await signUp({ password: '' })).body.message.password).toEqual(["can't be blank"]);
    const taken = await signUp({ email: 'admin@example.com', username: unique('dup') });
    expect(taken.status).toBe(409);
  });

  it('rejecting a pending sign-up deletes it', async () => {
    const pending = await signUp({});
    const reject = await t.post(`/users/${pending.body.user.id}/reject`);
    expect(reject.status).toBe(200);
    expect(reject.body).toEqual({ message: 'Success' });
    expect((await t.get(`/users/${pending.body.user.id}`)).status).toBe(404);
    const active = await createUser(t);
    const refused = await t.post(`/users/${active.id}/reject`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'User does not have a pending request' });
  });
});

describe('sign-up restrictions (email_restrictions, domain_allowlist, domain_denylist)', () => {
  it('refuses emails matching email_restrictions, only while enabled', async () => {
    await settle({ email_restrictions: '\\+', email_restrictions_enabled: false });
    expect((await signUp({ email: `${unique('a')}+x@example.com` })).status).toBe(201);
    await settle({ email_restrictions_enabled: true });
    const refused = await signUp({ email: `${unique('a')}+x@example.com` });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: {
        email: ['is not allowed. Try again with a different email address, or contact your GitLab admin.'],
      },
    });
    expect((await signUp({})).status).toBe(201);
  });

  it('admits only allowlisted domains (with * wildcards)', async () => {
    await settle({ domain_allowlist: ['*.corp.example', 'example.net'] });
    const refused = await signUp({ email: `${unique('a')}@example.com` });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: { email: ['domain is not authorized for sign-up.'] } });
    expect((await signUp({ email: `${unique('a')}@eu.corp.example` })).status).toBe(201);
    expect((await signUp({ email: `${unique('a')}@EXAMPLE.net` })).status).toBe(201);
  });

  it('refuses denylisted domains while the denylist is enabled', async () => {
    await settle({ domain_denylist: 'spam.example, *.junk.example', domain_denylist_enabled: false });
    expect((await signUp({ email: `${unique('a')}@spam.example` })).status).toBe(201);
    await settle({ domain_denylist_enabled: true });
    const refused = await signUp({ email: `${unique('a')}@x.junk.example` });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: { email: ['is not from an allowed domain.'] } });
  });

  it('does not bind administrators creating users', async () => {
    await settle({
      domain_allowlist: ['example.net'],
      email_restrictions_enabled: true,
      email_restrictions: '.',
    });
    const username = unique('admin-made');
    const created = await t.post('/users', {
      body: { username, name: username, email: `${username}@example.com`, password: 'password-123' },
    });
    expect(created.status).toBe(201);
  });
});

describe('defaults of new users (user_default_external, user_default_internal_regex, user_defaults_to_private_profile)', () => {
  it('makes users created by administrators and by sign-up external and private as the settings say', async () => {
    await settle({
      user_default_external: true,
      user_default_internal_regex: '@staff\\.example$',
      user_defaults_to_private_profile: true,
      require_admin_approval_after_user_signup: false,
    });
    const external = await t.post('/users', {
      body: {
        username: unique('ext'),
        name: 'E',
        email: `${unique('e')}@example.com`,
        password: 'password-123',
      },
    });
    expect(external.body).toMatchObject({ external: true, private_profile: true });
    const internal = await t.post('/users', {
      body: {
        username: unique('int'),
        name: 'I',
        email: `${unique('i')}@staff.example`,
        password: 'password-123',
      },
    });
    expect(internal.body).toMatchObject({ external: false, private_profile: true });
    // Given explicitly, the parameters win.
    const explicit = await t.post('/users', {
      body: {
        username: unique('x'),
        name: 'X',
        email: `${unique('x')}@example.com`,
        password: 'password-123',
        external: false,
        private_profile: false,
      },
    });
    expect(explicit.body).toMatchObject({ external: false, private_profile: false });
    const signedUp = await signUp({});
    const shown = await t.get(`/users/${signedUp.body.user.id}`);
    expect(shown.body).toMatchObject({ external: true, private_profile: true });
  });

  it('leaves new users internal and public by default', async () => {
    const created = await createUser(t);
    expect((await t.get(`/users/${created.id}`)).body).toMatchObject({
      external: false,
      private_profile: false,
    });
  });
});

describe('personal_access_token_prefix', () => {
  it('starts new personal and impersonation tokens with the prefix; older ones keep working', async () => {
    const user = await createUser(t);
    const before = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name: 'before', scopes: ['api'] },
    });
    expect(before.body.token).toMatch(/^glpat-/);
    await settle({ personal_access_token_prefix: 'acme-' });
    const after = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name: 'after', scopes: ['api'] },
    });
    expect(after.body.token).toMatch(/^acme-/);
    const impersonation = await t.post(`/users/${user.id}/impersonation_tokens`, {
      body: { name: 'imp', scopes: ['api'], expires_at: '2099-01-01' },
    });
    expect(impersonation.body.token).toMatch(/^acme-/);
    expect((await t.get('/user', { token: before.body.token })).status).toBe(200);
    expect((await t.get('/user', { token: after.body.token })).status).toBe(200);
  });
});

describe('disable_personal_access_tokens', () => {
  it('refuses new tokens and makes existing ones fail, leaving OAuth tokens alone', async () => {
    const user = await createUser(t);
    const impersonation = await createToken(t, user.id, ['api'], { impersonation: true });
    const oauth = (await passwordGrant(user.username)).body.access_token;
    await settle({ disable_personal_access_tokens: true });
    expect((await t.get('/user', { token: user.token })).status).toBe(401);
    expect((await t.get('/user', { token: impersonation })).status).toBe(401);
    expect(
      (await t.get('/user', { token: null, headers: { authorization: `Bearer ${user.token}` } })).status,
    ).toBe(401);
    const bearer = { token: null, headers: { authorization: `Bearer ${rootOauth}` } };
    const created = await t.post(`/users/${user.id}/personal_access_tokens`, {
      ...bearer,
      body: { name: 'refused', scopes: ['api'] },
    });
    expect(created.status).toBe(422);
    expect(created.body).toEqual({ message: 'Not permitted to create' });
    const impersonated = await t.post(`/users/${user.id}/impersonation_tokens`, {
      ...bearer,
      body: { name: 'refused', scopes: ['api'], expires_at: '2099-01-01' },
    });
    expect(impersonated.status).toBe(422);
    const gql = await t.request('POST', '/api/graphql', {
      ...bearer,
      body: {
        query: `mutation { personalAccessTokenCreate(input: { userId: "gid://gitlab/User/${user.id}", name: "x", scopes: ["api"] }) { token errors } }`,
      },
    });
    expect(gql.body.data.personalAccessTokenCreate).toEqual({
      token: null,
      errors: ['Not permitted to create'],
    });
    const me = await t.get('/user', { token: null, headers: { authorization: `Bearer ${oauth}` } });
    expect(me.status).toBe(200);
    await settle({ disable_personal_access_tokens: false });
    expect((await t.get('/user', { token: user.token })).status).toBe(200);
  });
});

describe('max_login_attempts and failed_login_attempts_unlock_period_in_minutes', () => {
  it('locks an account after ten failed password sign-ins by default', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i++)
      expect((await passwordGrant(user.username, 'wrong-password')).status).toBe(400);
    // The tenth failure locks; a success before it would have cleared the count.
    expect((await passwordGrant(user.username)).status).toBe(200);
    for (let i = 0; i < 10; i++) await passwordGrant(user.username, 'wrong-password');
    expect((await passwordGrant(user.username)).status).toBe(400);
    expect((await t.get(`/users/${user.id}`)).body.locked).toBe(true);
    // Tokens are not affected by the lock, as in GitLab.
    expect((await t.get('/user', { token: user.token })).status).toBe(200);
  });

  it('locks after max_login_attempts and unlocks once the period has passed', async () => {
    await settle({ max_login_attempts: 3, failed_login_attempts_unlock_period_in_minutes: 30 });
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) await passwordGrant(user.username, 'wrong-password');
    const locked = await passwordGrant(user.username);
    expect(locked.status).toBe(400);
    expect(locked.body.error).toBe('invalid_grant');
    // Twenty minutes later: still locked.
    await sql`update users set locked_at = now() - interval '20 minutes' where id = ${user.id}`.execute(db());
    expect((await passwordGrant(user.username)).status).toBe(400);
    await sql`update users set locked_at = now() - interval '31 minutes' where id = ${user.id}`.execute(db());
    expect((await passwordGrant(user.username)).status).toBe(200);
    const row = await sql<{ failed_attempts: number; locked_at: Date | null }>`
      select failed_attempts, locked_at from users where id = ${user.id}`.execute(db());
    expect(row.rows[0]).toEqual({ failed_attempts: 0, locked_at: null });
  });

  it('unlocks after ten minutes while failed_login_attempts_unlock_period_in_minutes is null', async () => {
    const settings = await t.get('/application/settings', {
      token: null,
      headers: { authorization: `Bearer ${rootOauth}` },
    });
    expect(settings.body.failed_login_attempts_unlock_period_in_minutes).toBeNull();
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) await passwordGrant(user.username, 'wrong-password');
    expect((await passwordGrant(user.username)).status).toBe(400);
    // Nine minutes later: still locked.
    await sql`update users set locked_at = now() - interval '9 minutes' where id = ${user.id}`.execute(db());
    expect((await passwordGrant(user.username)).status).toBe(400);
    // Eleven minutes later: Devise's ten-minute default has run out.
    await sql`update users set locked_at = now() - interval '11 minutes' where id = ${user.id}`.execute(db());
    expect((await passwordGrant(user.username)).status).toBe(200);
    const row = await sql<{ failed_attempts: number; locked_at: Date | null }>`
      select failed_attempts, locked_at from users where id = ${user.id}`.execute(db());
    expect(row.rows[0]).toEqual({ failed_attempts: 0, locked_at: null });
  });
});

describe('admin_mode', () => {
  it("gives an administrator's token administrator rights only with the admin_mode scope while enabled", async () => {
    const admin = await createUser(t, { admin: true });
    const plain = await createToken(t, admin.id, ['api']);
    const withMode = await createToken(t, admin.id, ['api', 'admin_mode']);
    const other = await createUser(t);

    // Off (GitLab's default): any token of an administrator is an administrator's.
    expect((await t.get('/application/settings', { token: plain })).status).toBe(200);

    await settle({ admin_mode: true });
    expect((await t.get('/application/settings', { token: plain })).status).toBe(403);
    expect((await t.post(`/users/${other.id}/block`, { token: plain })).status).toBe(403);
    // Admin-visible data is hidden as for anyone else: no email of other users, no admin view.
    const seen = await t.get(`/users/${other.id}`, { token: plain });
    expect(seen.body.email).toBeUndefined();
    expect((await t.get('/user', { token: plain })).body.is_admin).toBeUndefined();
    const sudo = await t.get('/user', { token: plain, headers: { sudo: other.username } });
    expect(sudo.status).toBe(403);

    expect((await t.get('/application/settings', { token: withMode })).status).toBe(200);
    expect((await t.get(`/users/${other.id}`, { token: withMode })).body.email).toBe(other.email);
    expect((await t.get('/user', { token: withMode })).body.is_admin).toBe(true);

    // OAuth: the password grant is the re-authentication; its token is in admin mode if asked for.
    const oauthPlain = (await passwordGrant(admin.username)).body.access_token;
    const oauthMode = (await passwordGrant(admin.username, 'password-123', 'api admin_mode')).body
      .access_token;
    const bearer = (token: string) => ({ token: null, headers: { authorization: `Bearer ${token}` } });
    expect((await t.get('/application/settings', bearer(oauthPlain))).status).toBe(403);
    expect((await t.get('/application/settings', bearer(oauthMode))).status).toBe(200);

    await settle({ admin_mode: false });
    expect((await t.get('/application/settings', { token: plain })).status).toBe(200);
  });

  it('does not let non-administrators ask the password grant for admin scopes', async () => {
    const user = await createUser(t);
    const grant = await passwordGrant(user.username, 'password-123', 'api admin_mode');
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('invalid_scope');
  });

  it('keeps the root start-up token (with admin_mode) an administrator', async () => {
    await settle({ admin_mode: true });
    expect((await t.get('/application/settings', { token: ROOT_TOKEN })).status).toBe(200);
  });
});

describe('require_two_factor_authentication and two_factor_grace_period', () => {
  it('refuses password sign-in to users without two-factor authentication once their grace period is over', async () => {
    const user = await createUser(t);
    await settle({ require_two_factor_authentication: true, two_factor_grace_period: 24 });
    // The first sign-in under the requirement starts the grace period; within it, users pass.
    expect((await passwordGrant(user.username)).status).toBe(200);
    const started = await sql<{ at: Date | null }>`
      select otp_grace_period_started_at as at from users where id = ${user.id}`.execute(db());
    expect(started.rows[0]!.at).not.toBeNull();
    await sql`update users set otp_grace_period_started_at = now() - interval '23 hours' where id = ${user.id}`.execute(
      db(),
    );
    expect((await passwordGrant(user.username)).status).toBe(200);
    await sql`update users set otp_grace_period_started_at = now() - interval '25 hours' where id = ${user.id}`.execute(
      db(),
    );
    const refused = await passwordGrant(user.username);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    // As in GitLab's API, tokens are not refused: the requirement applies where passwords sign in.
    expect((await t.get('/user', { token: user.token })).status).toBe(200);
    await settle({ require_two_factor_authentication: false });
    expect((await passwordGrant(user.username)).status).toBe(200);
  });
});
