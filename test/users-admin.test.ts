import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/users/user.entity.ts';
import {
  UserActivateDocument,
  UserBanDocument,
  UserBlockDocument,
  UserDeactivateDocument,
  UserDeleteDocument,
  UserDisableTwoFactorDocument,
  UserUnbanDocument,
  UserUnblockDocument,
  UserUpdateDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Sets columns the API cannot set (two-factor, LDAP blocks, activity dates) for fixtures. */
async function setUser(
  id: number,
  changes: Partial<Pick<User, 'twoFactorEnabled' | 'state' | 'lastActivityOn' | 'currentSignInAt'>>,
) {
  await t.run(async () => {
    const em = t.running.orm.em;
    const user = await em.findOneOrFail(User, { id });
    Object.assign(user, changes);
    await em.flush();
  });
}

const gid = (id: number) => `gid://gitlab/User/${id}`;

/** API activity is recorded after the response is sent: wait until it shows. */
async function waitForActivity(id: number) {
  for (let i = 0; i < 50; i++) {
    if ((await t.get(`/users/${id}`)).body.last_activity_on) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('activity was never recorded');
}

describe('DELETE /users/:id (last administrator)', () => {
  // Runs first, while root is the only administrator.
  it('refuses to delete the only administrator', async () => {
    const response = await t.delete('/users/1');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden - The last administrator cannot be deleted' });
    expect((await t.get('/users/1')).status).toBe(200);
  });
});

describe('PUT /users/:id', () => {
  it('changes profile and administrative attributes and returns the admin view', async () => {
    const user = await createUser(t);
    const response = await t.put(`/users/${user.id}`, {
      body: {
        name: 'Renamed User',
        note: 'watch this one',
        projects_limit: 7,
        can_create_group: false,
        private_profile: true,
        skype: 'sk',
        linkedin: 'li',
        twitter: 'tw',
        discord: '123',
        website_url: 'https://example.com',
        organization: 'ACME',
        job_title: 'Engineer',
        bio: 'hello',
        external: true,
        theme_id: 2,
        color_scheme_id: 4,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      name: 'Renamed User',
      note: 'watch this one',
      projects_limit: 7,
      can_create_group: false,
      private_profile: true,
      skype: 'sk',
      linkedin: 'li',
      twitter: 'tw',
      discord: '123',
      website_url: 'https://example.com',
      organization: 'ACME',
      job_title: 'Engineer',
      work_information: 'Engineer at ACME',
      bio: 'hello',
      external: true,
      theme_id: 2,
      color_scheme_id: 4,
      is_admin: false,
    });
    const reread = await t.get(`/users/${user.id}`);
    expect(reread.body).toMatchObject({ name: 'Renamed User', note: 'watch this one', external: true });
  });

  it('makes and unmakes administrators', async () => {
    const user = await createUser(t);
    expect((await t.get('/user', { token: user.token })).body).not.toHaveProperty('is_admin');
    const promoted = await t.put(`/users/${user.id}`, { body: { admin: true } });
    expect(promoted.body.is_admin).toBe(true);
    expect((await t.get('/user', { token: user.token })).body.is_admin).toBe(true);
    const demoted = await t.put(`/users/${user.id}`, { body: { admin: false } });
    expect(demoted.body.is_admin).toBe(false);
  });

  it('changes the email and the password', async () => {
    const user = await createUser(t);
    const email = `${unique('new')}@example.com`;
    const response = await t.put(`/users/${user.id}`, { body: { email, password: 'brand-new-pass' } });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(email);
    const withNew = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'password', username: user.username, password: 'brand-new-pass' },
    });
    expect(withNew.status).toBe(200);
    const withOld = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'password', username: user.username, password: 'password-123' },
    });
    expect(withOld.status).toBe(400);
  });

  it('renames the username, moving the personal namespace and leaving a redirect', async () => {
    const user = await createUser(t);
    const before = await t.get(`/users/${user.id}`);
    const username = unique('renamed');
    const response = await t.put(`/users/${user.id}`, { body: { username } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      username,
      web_url: `http://railyard.test/${username}`,
      namespace_id: before.body.namespace_id,
    });
    await t.run(async () => {
      const services = t.running.services;
      expect(await services.namespaces.resolve(username)).toEqual({
        kind: 'Namespace',
        id: before.body.namespace_id,
        redirected: false,
      });
      expect(await services.namespaces.resolve(user.username)).toEqual({
        kind: 'Namespace',
        id: before.body.namespace_id,
        redirected: true,
      });
    });
    // The old username is free for a new user, who takes the path over from the redirect.
    const reuse = await createUser(t, { username: user.username, email: `${unique('other')}@example.com` });
    expect(reuse.username).toBe(user.username);
  });

  it('sets an identity with extern_uid and provider together', async () => {
    const user = await createUser(t);
    const uid = unique('uid');
    const response = await t.put(`/users/${user.id}`, { body: { extern_uid: uid, provider: 'ldapmain' } });
    expect(response.status).toBe(200);
    expect(response.body.identities).toEqual([
      { provider: 'ldapmain', extern_uid: uid, saml_provider_id: null },
    ]);
    const found = await t.get('/users', { query: { extern_uid: uid, provider: 'ldapmain' } });
    expect(found.body.map((u: { id: number }) => u.id)).toEqual([user.id]);
    const half = await t.put(`/users/${user.id}`, { body: { extern_uid: 'x' } });
    expect(half.status).toBe(400);
    expect(half.body).toEqual({
      message: '400 Bad request - extern_uid, provider provide all or none of parameters',
    });
  });

  it('answers 409 for taken emails and usernames, 400 for invalid values, and changes nothing', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const email = await t.put(`/users/${b.id}`, { body: { email: a.email.toUpperCase(), name: 'Changed' } });
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ message: 'Email has already been taken' });
    const username = await t.put(`/users/${b.id}`, { body: { username: a.username.toUpperCase() } });
    expect(username.status).toBe(409);
    expect(username.body).toEqual({ message: 'Username has already been taken' });
    const invalid = await t.put(`/users/${b.id}`, { body: { email: 'not-an-email', name: 'Changed' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ message: { email: ['is invalid'] } });
    const short = await t.put(`/users/${b.id}`, { body: { password: 'short' } });
    expect(short.body).toEqual({ message: { password: ['is too short (minimum is 8 characters)'] } });
    expect((await t.get(`/users/${b.id}`)).body.name).toBe(b.name);
  });

  it('is for administrators only: 401 anonymous, 403 users, 404 missing users', async () => {
    const user = await createUser(t);
    expect((await t.put(`/users/${user.id}`, { token: null, body: { name: 'x' } })).status).toBe(401);
    const forbidden = await t.put(`/users/${user.id}`, { token: user.token, body: { name: 'x' } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: '403 Forbidden' });
    const missing = await t.put('/users/999999', { body: { name: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 User Not Found' });
  });
});

describe('GET /users/:id views', () => {
  it('requires a signed-in caller', async () => {
    const response = await t.get('/users/1', { token: null });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden - Not authorized!' });
  });

  it('shows other users the public profile, administrators the extended view', async () => {
    const viewer = await createUser(t);
    const target = await createUser(t, { bio: 'my bio', note: 'secret note' });
    const asUser = await t.get(`/users/${target.id}`, { token: viewer.token });
    expect(asUser.status).toBe(200);
    expect(Object.keys(asUser.body).sort()).toEqual(
      [
        'id',
        'username',
        'name',
        'state',
        'locked',
        'avatar_url',
        'web_url',
        'created_at',
        'bio',
        'location',
        'public_email',
        'skype',
        'linkedin',
        'twitter',
        'discord',
        'website_url',
        'organization',
        'job_title',
        'pronouns',
        'bot',
        'work_information',
        'followers',
        'following',
        'is_followed',
        'local_time',
      ].sort(),
    );
    expect(asUser.body.bio).toBe('my bio');
    const asAdmin = await t.get(`/users/${target.id}`);
    expect(asAdmin.body).toMatchObject({
      email: target.email,
      is_admin: false,
      note: 'secret note',
      sign_in_count: 0,
      created_by: { id: 1, username: 'root' },
    });
    expect(asAdmin.body).toHaveProperty('namespace_id');
    expect(asAdmin.body).toHaveProperty('two_factor_enabled', false);
  });

  it('hides private profiles from other users but not from the user or administrators', async () => {
    const viewer = await createUser(t);
    const target = await createUser(t, { bio: 'hidden bio', location: 'Lyon', private_profile: true });
    const asUser = await t.get(`/users/${target.id}`, { token: viewer.token });
    expect(asUser.body).toMatchObject({ bio: '', location: '' });
    expect(asUser.body).not.toHaveProperty('created_at');
    expect(asUser.body).not.toHaveProperty('followers');
    const asSelf = await t.get(`/users/${target.id}`, { token: target.token });
    expect(asSelf.body).toMatchObject({ bio: 'hidden bio', location: 'Lyon' });
    const asAdmin = await t.get(`/users/${target.id}`);
    expect(asAdmin.body).toMatchObject({ bio: 'hidden bio', private_profile: true });
  });
});

describe('DELETE /users/:id', () => {
  it('deletes a user (204), their tokens stop working and the username is free again', async () => {
    const user = await createUser(t);
    const response = await t.delete(`/users/${user.id}`);
    expect(response.status).toBe(204);
    expect((await t.get(`/users/${user.id}`)).status).toBe(404);
    expect((await t.get('/user', { token: user.token })).status).toBe(401);
    const again = await createUser(t, { username: user.username, email: user.email });
    expect(again.id).not.toBe(user.id);
  });

  it('deletes the personal projects of the user with them', async () => {
    const user = await createUser(t);
    const project = await t.post('/projects', {
      token: user.token,
      body: { name: 'mine', path: unique('mine') },
    });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    expect((await t.delete(`/users/${user.id}`)).status).toBe(204);
    expect((await t.get(`/projects/${project.body.id}`)).status).toBe(404);
  });

  it('keeps the sole owner of a group unless hard_delete is given', async () => {
    const owner = await createUser(t);
    const path = unique('solo');
    const group = await t.post('/groups', { token: owner.token, body: { name: path, path } });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const refused = await t.delete(`/users/${owner.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'User cannot be removed while is the sole-owner of a group' });
    expect((await t.get(`/users/${owner.id}`)).status).toBe(200);
    const hard = await t.delete(`/users/${owner.id}`, { query: { hard_delete: true } });
    expect(hard.status).toBe(204);
    expect((await t.get(`/users/${owner.id}`)).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    expect((await t.delete(`/users/${other.id}`, { token: user.token })).status).toBe(403);
    expect((await t.delete(`/users/${other.id}`, { token: null })).status).toBe(401);
    const missing = await t.delete('/users/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 User Not Found' });
  });
});

describe('block and unblock', () => {
  it('blocks (201 true), refuses the blocked user API access, and unblocks', async () => {
    const user = await createUser(t);
    const block = await t.post(`/users/${user.id}/block`);
    expect(block.status).toBe(201);
    expect(block.text).toBe('true');
    expect((await t.get(`/users/${user.id}`)).body.state).toBe('blocked');
    const denied = await t.get('/user', { token: user.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: '403 Forbidden - Your account has been blocked.' });

    const again = await t.post(`/users/${user.id}/block`);
    expect(again.status).toBe(201);
    expect(again.text).toBe('null');

    const unblock = await t.post(`/users/${user.id}/unblock`);
    expect(unblock.status).toBe(201);
    expect(unblock.text).toBe('true');
    expect((await t.get('/user', { token: user.token })).status).toBe(200);
    const notBlocked = await t.post(`/users/${user.id}/unblock`);
    expect(notBlocked.status).toBe(201);
    expect(notBlocked.text).toBe('false');
  });

  it('refuses to block oneself and to touch LDAP-blocked users', async () => {
    const self = await t.post('/users/1/block');
    expect(self.status).toBe(403);
    expect(self.body).toEqual({
      message: '403 Forbidden - The API initiating user cannot be blocked by the API',
    });

    const user = await createUser(t);
    await setUser(user.id, { state: 'ldap_blocked' });
    const block = await t.post(`/users/${user.id}/block`);
    expect(block.status).toBe(403);
    expect(block.body).toEqual({
      message: '403 Forbidden - LDAP blocked users cannot be modified by the API',
    });
    const unblock = await t.post(`/users/${user.id}/unblock`);
    expect(unblock.status).toBe(403);
    expect(unblock.body).toEqual({
      message: '403 Forbidden - LDAP blocked users cannot be unblocked by the API',
    });
  });

  it('is for administrators only', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    for (const action of ['block', 'unblock', 'deactivate', 'activate', 'ban', 'unban']) {
      const response = await t.post(`/users/${other.id}/${action}`, { token: user.token });
      expect(response.status, action).toBe(403);
      expect((await t.post(`/users/999999/${action}`)).body, action).toEqual({
        message: '404 User Not Found',
      });
    }
    expect((await t.get(`/users/${other.id}`)).body.state).toBe('active');
  });
});

describe('deactivate and activate', () => {
  it('deactivates a dormant user and reactivates them', async () => {
    const user = await createUser(t);
    const response = await t.post(`/users/${user.id}/deactivate`);
    expect(response.status).toBe(201);
    expect(response.text).toBe('true');
    expect((await t.get(`/users/${user.id}`)).body.state).toBe('deactivated');
    const denied = await t.get('/user', { token: user.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({
      message:
        '403 Forbidden - Your account has been deactivated by your administrator. Please log back in from a web browser to reactivate your account at http://railyard.test',
    });
    expect((await t.post(`/users/${user.id}/deactivate`)).text).toBe('null');
    const unblock = await t.post(`/users/${user.id}/unblock`);
    expect(unblock.status).toBe(403);
    expect(unblock.body).toEqual({
      message: '403 Forbidden - Deactivated users cannot be unblocked by the API',
    });

    const activate = await t.post(`/users/${user.id}/activate`);
    expect(activate.status).toBe(201);
    expect(activate.text).toBe('true');
    expect((await t.get('/user', { token: user.token })).status).toBe(200);
  });

  it('refuses recently active users and blocked users', async () => {
    const active = await createUser(t);
    expect((await t.get('/user', { token: active.token })).status).toBe(200);
    await waitForActivity(active.id);
    const recent = await t.post(`/users/${active.id}/deactivate`);
    expect(recent.status).toBe(403);
    expect(recent.body).toEqual({
      message:
        'The user you are trying to deactivate has been active in the past 90 days and cannot be deactivated',
    });

    await setUser(active.id, {
      lastActivityOn: '2020-01-01',
      currentSignInAt: new Date('2020-01-01'),
    });
    const dormant = await t.post(`/users/${active.id}/deactivate`);
    expect(dormant.status, JSON.stringify(dormant.body)).toBe(201);

    const blocked = await createUser(t);
    await t.post(`/users/${blocked.id}/block`);
    const deactivate = await t.post(`/users/${blocked.id}/deactivate`);
    expect(deactivate.status).toBe(403);
    expect(deactivate.body).toEqual({ message: 'Error occurred. A blocked user cannot be deactivated' });
    const activate = await t.post(`/users/${blocked.id}/activate`);
    expect(activate.status).toBe(403);
    expect(activate.body).toEqual({
      message: 'Error occurred. A blocked user must be unblocked to be activated',
    });
  });
});

describe('ban and unban', () => {
  it('bans active users only and unbans banned users only', async () => {
    const user = await createUser(t);
    const ban = await t.post(`/users/${user.id}/ban`);
    expect(ban.status).toBe(201);
    expect(ban.text).toBe('true');
    expect((await t.get(`/users/${user.id}`)).body.state).toBe('banned');
    expect((await t.get('/user', { token: user.token })).body).toEqual({
      message: '403 Forbidden - Your account has been blocked.',
    });
    const again = await t.post(`/users/${user.id}/ban`);
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ message: 'You cannot ban banned users.' });
    const unban = await t.post(`/users/${user.id}/unban`);
    expect(unban.status).toBe(201);
    expect(unban.text).toBe('true');
    const notBanned = await t.post(`/users/${user.id}/unban`);
    expect(notBanned.status).toBe(403);
    expect(notBanned.body).toEqual({ message: 'You cannot unban active users.' });
  });
});

describe('PATCH /users/:id/disable_two_factor', () => {
  it('disables two-factor authentication (204), then 400 when not enabled', async () => {
    const user = await createUser(t);
    await setUser(user.id, { twoFactorEnabled: true });
    expect((await t.get(`/users/${user.id}`)).body.two_factor_enabled).toBe(true);
    const response = await t.request('PATCH', `/users/${user.id}/disable_two_factor`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect((await t.get(`/users/${user.id}`)).body.two_factor_enabled).toBe(false);
    const again = await t.request('PATCH', `/users/${user.id}/disable_two_factor`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: '400 Bad request - Two-factor authentication is not enabled for this user',
    });
  });

  it("refuses administrators' accounts, non-administrators and unknown users", async () => {
    const admin = await createUser(t, { admin: true });
    await setUser(admin.id, { twoFactorEnabled: true });
    const onAdmin = await t.request('PATCH', `/users/${admin.id}/disable_two_factor`);
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body).toEqual({
      message:
        '403 Forbidden - Two-factor authentication for admins cannot be disabled via the API. Use the Rails console',
    });
    const self = await t.request('PATCH', '/users/1/disable_two_factor');
    expect(self.status).toBe(403);

    const user = await createUser(t);
    const target = await createUser(t);
    await setUser(target.id, { twoFactorEnabled: true });
    const byUser = await t.request('PATCH', `/users/${target.id}/disable_two_factor`, { token: user.token });
    expect(byUser.status).toBe(403);
    expect(byUser.body).toEqual({ message: '403 Forbidden' });
    const missing = await t.request('PATCH', '/users/999999/disable_two_factor');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 User Not Found' });
    expect((await t.get(`/users/${target.id}`)).body.two_factor_enabled).toBe(true);
  });
});

describe('GraphQL user administration', () => {
  it('updates users through userUpdate, with errors for non-administrators', async () => {
    const user = await createUser(t);
    const updated = await t.graphql(UserUpdateDocument, {
      input: { id: gid(user.id), name: 'From GraphQL', note: 'gql note' },
    });
    expect(updated.data?.userUpdate?.errors).toEqual([]);
    expect(updated.data?.userUpdate?.user).toMatchObject({ name: 'From GraphQL', note: 'gql note' });
    expect((await t.get(`/users/${user.id}`)).body.name).toBe('From GraphQL');

    const refused = await t.graphql(
      UserUpdateDocument,
      { input: { id: gid(user.id), name: 'Nope' } },
      user.token,
    );
    expect(refused.data?.userUpdate?.user).toBeNull();
    expect(refused.data?.userUpdate?.errors).toHaveLength(1);
    const invalid = await t.graphql(UserUpdateDocument, { input: { id: gid(user.id), email: 'bad' } });
    expect(invalid.data?.userUpdate?.errors).toEqual(['Email is invalid']);
  });

  it('changes states through the state mutations', async () => {
    const user = await createUser(t);
    const block = await t.graphql(UserBlockDocument, { input: { id: gid(user.id) } });
    expect(block.data?.userBlock).toEqual({ user: { id: gid(user.id), state: 'blocked' }, errors: [] });
    const unblock = await t.graphql(UserUnblockDocument, { input: { id: gid(user.id) } });
    expect(unblock.data?.userUnblock?.user?.state).toBe('active');
    const notBlocked = await t.graphql(UserUnblockDocument, { input: { id: gid(user.id) } });
    expect(notBlocked.data?.userUnblock?.errors).toEqual(['The user is not blocked']);
    const ban = await t.graphql(UserBanDocument, { input: { id: gid(user.id) } });
    expect(ban.data?.userBan?.user?.state).toBe('banned');
    const banAgain = await t.graphql(UserBanDocument, { input: { id: gid(user.id) } });
    expect(banAgain.data?.userBan?.errors).toEqual(['You cannot ban banned users.']);
    const unban = await t.graphql(UserUnbanDocument, { input: { id: gid(user.id) } });
    expect(unban.data?.userUnban?.user?.state).toBe('active');
    const deactivate = await t.graphql(UserDeactivateDocument, { input: { id: gid(user.id) } });
    expect(deactivate.data?.userDeactivate?.user?.state).toBe('deactivated');
    const activate = await t.graphql(UserActivateDocument, { input: { id: gid(user.id) } });
    expect(activate.data?.userActivate?.user?.state).toBe('active');

    const other = await createUser(t);
    const byUser = await t.graphql(UserBlockDocument, { input: { id: gid(user.id) } }, other.token);
    expect(byUser.data?.userBlock?.errors).toHaveLength(1);
    expect((await t.get(`/users/${user.id}`)).body.state).toBe('active');
  });

  it('disables two-factor authentication and deletes users', async () => {
    const user = await createUser(t);
    await setUser(user.id, { twoFactorEnabled: true });
    const disabled = await t.graphql(UserDisableTwoFactorDocument, { input: { id: gid(user.id) } });
    expect(disabled.data?.userDisableTwoFactor).toEqual({
      user: { id: gid(user.id), twoFactorEnabled: false },
      errors: [],
    });
    const again = await t.graphql(UserDisableTwoFactorDocument, { input: { id: gid(user.id) } });
    expect(again.data?.userDisableTwoFactor?.errors).toEqual([
      'Two-factor authentication is not enabled for this user',
    ]);
    const deleted = await t.graphql(UserDeleteDocument, { input: { id: gid(user.id) } });
    expect(deleted.data?.userDelete?.errors).toEqual([]);
    expect((await t.get(`/users/${user.id}`)).status).toBe(404);
  });
});

describe('@gitbeaker/rest', () => {
  it('creates, edits, shows, blocks and removes users through a real client', async () => {
    const api = new Gitlab({ host: await t.listen(), token: 'root-test-token-0123456789abcdef' });
    const username = unique('beaker');
    const created = await api.Users.create({
      username,
      name: 'Beaker',
      email: `${username}@example.com`,
      password: 'beaker-pass-1',
    });
    expect(created).toMatchObject({ username, name: 'Beaker', is_admin: false });
    const edited = await api.Users.edit(created.id, { name: 'Beaker Edited', bio: 'from gitbeaker' });
    expect(edited).toMatchObject({ name: 'Beaker Edited', bio: 'from gitbeaker' });
    const shown = await api.Users.show(created.id);
    expect(shown).toMatchObject({ id: created.id, name: 'Beaker Edited' });
    expect(await api.Users.block(created.id)).toBe(true);
    expect((await api.Users.show(created.id)).state).toBe('blocked');
    expect(await api.Users.unblock(created.id)).toBe(true);
    await api.Users.remove(created.id);
    await expect(api.Users.show(created.id)).rejects.toThrow();
  });
});
