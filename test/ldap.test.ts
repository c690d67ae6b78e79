import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup } from './support/membership.ts';
import {
  groupLdif,
  startSlapd,
  userLdif,
  LDAP_ADMIN_DN,
  LDAP_GROUPS,
  type DirectoryUser,
  type Slapd,
} from './support/slapd.ts';

let slapd: Slapd;
let t: TestApp;

const person = (uid: string): DirectoryUser => ({
  uid,
  cn: `${uid[0]!.toUpperCase()}${uid.slice(1)} Example`,
  mail: `${uid}@directory.example.org`,
  password: `${uid}-ldap-secret`,
});
const PEOPLE = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'].map(person);
const byUid = (uid: string) => PEOPLE.find((p) => p.uid === uid)!;

beforeAll(async () => {
  slapd = await startSlapd();
  await slapd.add(PEOPLE.map(userLdif).join('\n'));
  await slapd.add(
    [
      groupLdif('developers', ['alice', 'bob']),
      groupLdif('maintainers', ['carol']),
      groupLdif('founders', ['grace']),
    ].join('\n'),
  );
  // No scheduled sync here: each test syncs when it means to.
  t = await startTestApp({ env: { ...slapd.env(), LDAP_SYNC_INTERVAL_SECONDS: '0' } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await slapd?.stop();
});

function signIn(username: string, password: string) {
  return t.post('/oauth/token', { token: null, body: { grant_type: 'password', username, password } });
}

/** Signs a directory user in (creating them here on first sign-in); their id and a personal access token. */
async function signInAs(uid: string): Promise<{ id: number; token: string }> {
  const response = await signIn(uid, byUid(uid).password);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const me = await t.get('/user', {
    token: null,
    headers: { authorization: `Bearer ${response.body.access_token}` },
  });
  expect(me.status).toBe(200);
  return { id: me.body.id, token: await createToken(t, me.body.id) };
}

async function memberLevels(groupId: number): Promise<Record<string, number>> {
  const response = await t.get(`/groups/${groupId}/members`, { query: { per_page: 100 } });
  expect(response.status).toBe(200);
  return Object.fromEntries(
    (response.body as { username: string; access_level: number }[]).map((m) => [m.username, m.access_level]),
  );
}

function setGroupMembers(cn: string, uids: readonly string[]) {
  return slapd.modify(
    [
      `dn: cn=${cn},${LDAP_GROUPS}`,
      'changetype: modify',
      'replace: member',
      // groupOfNames needs a member: an empty group holds the directory administrator.
      ...(uids.length ? uids.map((uid) => `member: ${slapd.userDn(uid)}`) : [`member: ${LDAP_ADMIN_DN}`]),
      '',
    ].join('\n'),
  );
}

describe('sign-in with directory credentials (POST /oauth/token, password grant)', () => {
  it('creates the user and its ldapmain identity on first sign-in, and signs the same user in again', async () => {
    const first = await signInAs('alice');
    const user = await t.get(`/users/${first.id}`);
    expect(user.body).toMatchObject({
      username: 'alice',
      email: 'alice@directory.example.org',
      name: 'Alice Example',
      state: 'active',
      identities: [{ provider: 'ldapmain', extern_uid: slapd.userDn('alice') }],
    });
    const again = await signInAs('alice');
    expect(again.id).toBe(first.id);
    const named = await t.get('/users', { query: { username: 'alice' } });
    expect(named.body).toHaveLength(1);
  });

  it('refuses a wrong password and creates no one', async () => {
    const response = await signIn('erin', 'not-erins-password');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_grant');
    expect((await t.get('/users', { query: { username: 'erin' } })).body).toEqual([]);
    expect((await signIn('nobody-at-all', 'whatever-password')).status).toBe(400);
  });

  it('refuses a user blocked here even when the directory accepts the password', async () => {
    const { id } = await signInAs('frank');
    expect((await t.post(`/users/${id}/block`)).status).toBe(201);
    const response = await signIn('frank', byUid('frank').password);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_grant');
  });

  it('links an existing user with the same email instead of creating another', async () => {
    const local = await createUser(t, { username: 'heidi-local', email: 'heidi@directory.example.org' });
    const { id } = await signInAs('heidi');
    expect(id).toBe(local.id);
    const user = await t.get(`/users/${id}`);
    expect(user.body.identities).toEqual([
      expect.objectContaining({ provider: 'ldapmain', extern_uid: slapd.userDn('heidi') }),
    ]);
  });

  it('still signs local users in with their local password', async () => {
    const local = await createUser(t);
    expect((await signIn(local.username, 'password-123')).status).toBe(200);
    expect((await signIn(local.username, 'wrong-password-1')).status).toBe(400);
  });
});

describe('/groups/:id/ldap_group_links', () => {
  it('adds, lists and deletes links by cn and by filter, in GitLab shape', async () => {
    const group = await createGroup(t);
    const base = `/groups/${group.id}/ldap_group_links`;
    const byCn = await t.post(base, { body: { cn: 'developers', group_access: 30, provider: 'ldapmain' } });
    expect(byCn.status).toBe(201);
    expect(byCn.body).toEqual({
      cn: 'developers',
      group_access: 30,
      provider: 'ldapmain',
      filter: null,
      member_role_id: null,
    });
    const byFilter = await t.post(base, {
      body: { filter: '(uid=dave)', group_access: 20, provider: 'ldapmain' },
    });
    expect(byFilter.status).toBe(201);
    expect(byFilter.body).toMatchObject({ cn: null, filter: '(uid=dave)', group_access: 20 });
    expect(
      (await t.post(base, { body: { cn: 'maintainers', group_access: 40, provider: 'ldapmain' } })).status,
    ).toBe(201);
    const list = await t.get(base);
    expect(list.status).toBe(200);
    expect(list.body.map((l: { cn: string | null; filter: string | null }) => l.cn ?? l.filter)).toEqual([
      'developers',
      '(uid=dave)',
      'maintainers',
    ]);

    expect((await t.delete(base, { body: { filter: '(uid=dave)', provider: 'ldapmain' } })).status).toBe(204);
    expect((await t.delete(`${base}/ldapmain/maintainers`)).status).toBe(204);
    expect((await t.delete(`${base}/developers`)).status).toBe(204);
    expect((await t.get(base)).body).toEqual([]);
    const missing = await t.delete(`${base}/developers`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Linked LDAP group not found' });
    expect((await t.delete(base, { body: { cn: 'developers', provider: 'ldapmain' } })).status).toBe(404);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const group = await createGroup(t);
    const base = `/groups/${group.id}/ldap_group_links`;
    const both = await t.post(base, {
      body: { cn: 'developers', filter: '(uid=dave)', group_access: 30, provider: 'ldapmain' },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ message: '400 Bad request - cn, filter are mutually exclusive' });
    const neither = await t.post(base, { body: { group_access: 30, provider: 'ldapmain' } });
    expect(neither.status).toBe(400);
    expect(neither.body).toEqual({
      message: '400 Bad request - cn, filter are missing, exactly one parameter must be provided',
    });
    const unknownProvider = await t.post(base, {
      body: { cn: 'developers', group_access: 30, provider: 'ldapother' },
    });
    expect(unknownProvider.status).toBe(400);
    expect(unknownProvider.body).toEqual({
      message: { provider: ['must be a configured LDAP provider (ldapmain)'] },
    });
    const badLevel = await t.post(base, {
      body: { cn: 'developers', group_access: 35, provider: 'ldapmain' },
    });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body).toEqual({ message: { group_access: ['does not have a valid value'] } });
    const badFilter = await t.post(base, {
      body: { filter: '(uid=dave', group_access: 30, provider: 'ldapmain' },
    });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body).toEqual({ message: { filter: ['must be a valid filter'] } });
    const longCn = await t.post(base, {
      body: { cn: 'x'.repeat(256), group_access: 30, provider: 'ldapmain' },
    });
    expect(longCn.status).toBe(400);
    expect(longCn.body).toEqual({ message: { cn: ['is too long (maximum is 255 characters)'] } });
    const noProvider = await t.post(base, { body: { cn: 'developers', group_access: 30 } });
    expect(noProvider.status).toBe(400);
    expect((await t.get(base)).body).toEqual([]);

    expect(
      (await t.post(base, { body: { cn: 'developers', group_access: 30, provider: 'ldapmain' } })).status,
    ).toBe(201);
    const duplicate = await t.post(base, {
      body: { cn: 'developers', group_access: 40, provider: 'ldapmain' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: 'Cn has already been taken' });
    expect((await t.get(base)).body).toHaveLength(1);
    const deleteBoth = await t.delete(base, {
      body: { cn: 'developers', filter: '(uid=x)', provider: 'ldapmain' },
    });
    expect(deleteBoth.status).toBe(400);
    expect((await t.get(base)).body).toHaveLength(1);
  });

  it('is for owners and administrators: maintainers are refused, non-members see no group', async () => {
    const owner = await createUser(t);
    const maintainer = await createUser(t);
    const outsider = await createUser(t);
    const group = await createGroup(t, {}, owner.token);
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    const base = `/groups/${group.id}/ldap_group_links`;
    const link = { cn: 'developers', group_access: 30, provider: 'ldapmain' };
    const as = (user: CreatedUser) => ({ token: user.token });

    expect((await t.post(base, { ...as(maintainer), body: link })).status).toBe(403);
    expect((await t.get(base, as(maintainer))).status).toBe(403);
    expect((await t.post(`/groups/${group.id}/ldap_sync`, as(maintainer))).status).toBe(403);
    expect((await t.get(base, as(outsider))).status).toBe(404);
    expect((await t.post(`/groups/${group.id}/ldap_sync`, as(outsider))).status).toBe(404);
    expect((await t.get(base, { token: null })).status).toBe(401);

    expect((await t.post(base, { ...as(owner), body: link })).status).toBe(201);
    expect((await t.delete(`${base}/developers`, as(maintainer))).status).toBe(403);
    expect((await t.get(base, as(owner))).body).toHaveLength(1);
    expect((await t.post(`/groups/${group.id}/ldap_sync`, as(owner))).status).toBe(202);
    // Administrators (root) too.
    expect((await t.delete(`${base}/developers`)).status).toBe(204);
  });
});

describe('POST /groups/:id/ldap_sync', () => {
  it('adds members at their highest linked level, changes levels and removes those who left, leaving manual members', async () => {
    await signInAs('alice');
    await signInAs('bob');
    await signInAs('carol');
    await signInAs('dave');
    const manual = await createUser(t);
    const group = await createGroup(t);
    await addMember(t, 'groups', group.id, manual.id, 10);
    const base = `/groups/${group.id}/ldap_group_links`;
    for (const body of [
      { cn: 'developers', group_access: 30, provider: 'ldapmain' },
      { cn: 'maintainers', group_access: 40, provider: 'ldapmain' },
      { filter: '(|(uid=dave)(uid=alice))', group_access: 20, provider: 'ldapmain' },
    ]) {
      expect((await t.post(base, { body })).status).toBe(201);
    }

    const sync = await t.post(`/groups/${group.id}/ldap_sync`);
    expect(sync.status).toBe(202);
    expect(sync.body).toEqual({ message: '202 Accepted' });
    expect(await memberLevels(group.id)).toEqual({
      root: 50,
      [manual.username]: 10,
      alice: 30,
      bob: 30,
      carol: 40,
      dave: 20,
    });

    await setGroupMembers('developers', ['bob']);
    await setGroupMembers('maintainers', ['carol', 'alice']);
    expect(
      (await t.delete(base, { body: { filter: '(|(uid=dave)(uid=alice))', provider: 'ldapmain' } })).status,
    ).toBe(204);
    expect((await t.post(`/groups/${group.id}/ldap_sync`)).status).toBe(202);
    // alice rises to maintainer, dave (no link names him now) goes; the manual member stays.
    expect(await memberLevels(group.id)).toEqual({
      root: 50,
      [manual.username]: 10,
      alice: 40,
      bob: 30,
      carol: 40,
    });
  });

  it('removes a member who left the directory group while the link stays, keeping members added by hand', async () => {
    await slapd.add(groupLdif('reviewers', ['alice', 'dave']));
    await signInAs('alice');
    await signInAs('dave');
    const manual = await createUser(t);
    const group = await createGroup(t);
    await addMember(t, 'groups', group.id, manual.id, 30);
    const base = `/groups/${group.id}/ldap_group_links`;
    expect(
      (await t.post(base, { body: { cn: 'reviewers', group_access: 30, provider: 'ldapmain' } })).status,
    ).toBe(201);
    expect((await t.post(`/groups/${group.id}/ldap_sync`)).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ root: 50, [manual.username]: 30, alice: 30, dave: 30 });

    // dave leaves the directory group; the link is not touched.
    await slapd.modify(
      [
        `dn: cn=reviewers,${LDAP_GROUPS}`,
        'changetype: modify',
        'delete: member',
        `member: ${slapd.userDn('dave')}`,
        '',
      ].join('\n'),
    );
    expect((await t.post(`/groups/${group.id}/ldap_sync`)).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ root: 50, [manual.username]: 30, alice: 30 });
    const links = await t.get(base);
    expect(links.body).toEqual([expect.objectContaining({ cn: 'reviewers', group_access: 30 })]);
  });

  it('skips directory users who never signed in here', async () => {
    const group = await createGroup(t);
    expect(
      (
        await t.post(`/groups/${group.id}/ldap_group_links`, {
          body: { cn: 'founders', group_access: 30, provider: 'ldapmain' },
        })
      ).status,
    ).toBe(201);
    expect((await t.post(`/groups/${group.id}/ldap_sync`)).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ root: 50 });
    // Once grace has signed in, the next sync adds her.
    await signInAs('grace');
    expect((await t.post(`/groups/${group.id}/ldap_sync`)).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ root: 50, grace: 30 });
  });

  it('grants the pending access request of a user the directory adds', async () => {
    const bob = await signInAs('bob');
    await setGroupMembers('developers', ['bob']);
    const group = await createGroup(t);
    await t.run(() =>
      sql`insert into members (source_type, source_id, user_id, access_level, requested_at, created_at, updated_at)
          values ('Namespace', ${group.id}, ${bob.id}, 30, now(), now(), now())`.execute(
        t.running.orm.em.getKysely(),
      ),
    );
    expect(await memberLevels(group.id)).toEqual({ root: 50 });
    expect(
      (
        await t.post(`/groups/${group.id}/ldap_group_links`, {
          body: { cn: 'developers', group_access: 20, provider: 'ldapmain' },
        })
      ).status,
    ).toBe(201);
    expect((await t.post(`/groups/${group.id}/ldap_sync`)).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ root: 50, bob: 20 });
  });

  it('reads posixGroup members by memberUid', async () => {
    await slapd.add(
      [
        `dn: cn=ops,${LDAP_GROUPS}`,
        'objectClass: posixGroup',
        'cn: ops',
        'gidNumber: 5000',
        'memberUid: carol',
        '',
      ].join('\n'),
    );
    await signInAs('carol');
    const group = await createGroup(t);
    expect(
      (
        await t.post(`/groups/${group.id}/ldap_group_links`, {
          body: { cn: 'ops', group_access: 20, provider: 'ldapmain' },
        })
      ).status,
    ).toBe(201);
    expect((await t.post(`/groups/${group.id}/ldap_sync`)).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ root: 50, carol: 20 });
  });

  it('never removes or demotes the last owner', async () => {
    await setGroupMembers('founders', ['grace']);
    const grace = await signInAs('grace');
    const group = await createGroup(t, {}, grace.token);
    // The group's creator is its one owner; root is an administrator, not a member.
    expect(await memberLevels(group.id)).toEqual({ grace: 50 });
    const base = `/groups/${group.id}/ldap_group_links`;
    expect(
      (
        await t.post(base, {
          token: grace.token,
          body: { cn: 'founders', group_access: 30, provider: 'ldapmain' },
        })
      ).status,
    ).toBe(201);
    expect((await t.post(`/groups/${group.id}/ldap_sync`, { token: grace.token })).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ grace: 50 });
    await setGroupMembers('founders', []);
    expect((await t.post(`/groups/${group.id}/ldap_sync`, { token: grace.token })).status).toBe(202);
    expect(await memberLevels(group.id)).toEqual({ grace: 50 });
  });
});
