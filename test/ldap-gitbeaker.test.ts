import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createGroup } from './support/membership.ts';
import { groupLdif, startSlapd, userLdif, type Slapd } from './support/slapd.ts';

// @gitbeaker/rest's GroupLDAPLinks (add, all, remove, sync) against a real slapd.
let slapd: Slapd;
let t: TestApp;
let api: InstanceType<typeof Gitlab>;
beforeAll(async () => {
  slapd = await startSlapd();
  await slapd.add(
    userLdif({ uid: 'lee', cn: 'Lee Example', mail: 'lee@example.org', password: 'lee-secret' }),
  );
  await slapd.add(groupLdif('writers', ['lee']));
  t = await startTestApp({ env: { ...slapd.env(), LDAP_SYNC_INTERVAL_SECONDS: '0' } });
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await slapd?.stop();
});

describe('LDAP group links through @gitbeaker/rest', () => {
  it('adds, lists, syncs and removes links', async () => {
    const signIn = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'password', username: 'lee', password: 'lee-secret' },
    });
    expect(signIn.status).toBe(200);
    const group = await createGroup(t);
    const links = api.GroupLDAPLinks;
    const added = await links.add(group.id, 30, 'ldapmain', { cn: 'writers' });
    expect(added).toEqual({
      cn: 'writers',
      group_access: 30,
      provider: 'ldapmain',
      filter: null,
      member_role_id: null,
    });
    expect(await links.all(group.id, {})).toEqual([added]);

    await links.sync(group.id);
    const members = await api.GroupMembers.all(group.id);
    expect(members.map((m) => [m.username, m.access_level]).sort()).toEqual([
      ['lee', 30],
      ['root', 50],
    ]);

    await links.remove(group.id, 'ldapmain', { cn: 'writers' });
    expect(await links.all(group.id, {})).toEqual([]);
    await expect(links.remove(group.id, 'ldapmain', { cn: 'writers' })).rejects.toMatchObject({
      cause: { response: { status: 404 } },
    });
  });
});
