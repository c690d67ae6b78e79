import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupLdapGroupLinksDocument,
  GroupsLdapGroupLinksDocument,
  LdapGroupLinkCreateDocument,
  LdapGroupLinkDestroyDocument,
  LdapSyncDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { addMember, createGroup } from './support/membership.ts';
import { groupLdif, startSlapd, userLdif, type Slapd } from './support/slapd.ts';

// GraphQL's face of LDAP links: Group.ldapGroupLinks, ldapGroupLinkCreate/Destroy and ldapSync.
let slapd: Slapd;
let t: TestApp;
beforeAll(async () => {
  slapd = await startSlapd();
  await slapd.add(
    userLdif({ uid: 'kim', cn: 'Kim Example', mail: 'kim@example.org', password: 'kim-secret' }),
  );
  await slapd.add(groupLdif('engineers', ['kim']));
  t = await startTestApp({ env: { ...slapd.env(), LDAP_SYNC_INTERVAL_SECONDS: '0' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await slapd?.stop();
});

const create = (input: Record<string, unknown>, token?: string) =>
  t.graphql(LdapGroupLinkCreateDocument, { input: input as never }, token);

describe('LDAP group links in GraphQL', () => {
  it('creates, lists and destroys links, and syncs the group', async () => {
    const signIn = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'password', username: 'kim', password: 'kim-secret' },
    });
    expect(signIn.status).toBe(200);
    const group = await createGroup(t);
    const groupPath = group.full_path;

    const byCn = await create({
      groupPath,
      cn: 'engineers',
      accessLevel: 'MAINTAINER',
      provider: 'ldapmain',
    });
    expect(byCn.data?.ldapGroupLinkCreate).toEqual({
      ldapGroupLink: {
        cn: 'engineers',
        filter: null,
        provider: 'ldapmain',
        accessLevel: { integerValue: 40 },
      },
      errors: [],
    });
    const byFilter = await create({
      groupPath,
      filter: '(uid=kim)',
      accessLevel: 'GUEST',
      provider: 'ldapmain',
    });
    expect(byFilter.data?.ldapGroupLinkCreate?.errors).toEqual([]);

    const listed = await t.graphql(GroupLdapGroupLinksDocument, { fullPath: groupPath });
    expect(listed.data?.group?.ldapGroupLinks).toEqual([
      {
        cn: 'engineers',
        filter: null,
        provider: 'ldapmain',
        accessLevel: { integerValue: 40, stringValue: 'MAINTAINER' },
      },
      {
        cn: null,
        filter: '(uid=kim)',
        provider: 'ldapmain',
        accessLevel: { integerValue: 10, stringValue: 'GUEST' },
      },
    ]);

    const synced = await t.graphql(LdapSyncDocument, { input: { groupPath } });
    expect(synced.data?.ldapSync).toEqual({ group: { fullPath: groupPath }, errors: [] });
    const members = await t.get(`/groups/${group.id}/members`);
    expect(
      members.body.map((m: { username: string; access_level: number }) => [m.username, m.access_level]),
    ).toEqual([
      ['root', 50],
      ['kim', 40],
    ]);

    const destroyed = await t.graphql(LdapGroupLinkDestroyDocument, {
      input: { groupPath, filter: '(uid=kim)', provider: 'ldapmain' },
    });
    expect(destroyed.data?.ldapGroupLinkDestroy?.errors).toEqual([]);
    const again = await t.graphql(LdapGroupLinkDestroyDocument, {
      input: { groupPath, filter: '(uid=kim)', provider: 'ldapmain' },
    });
    expect(again.data?.ldapGroupLinkDestroy?.errors).toEqual(['Linked LDAP group not found']);
    const after = await t.graphql(GroupLdapGroupLinksDocument, { fullPath: groupPath });
    expect(after.data?.group?.ldapGroupLinks?.map((l) => l.cn)).toEqual(['engineers']);
  });

  it('answers bad input in the payload errors and writes nothing', async () => {
    const group = await createGroup(t);
    const groupPath = group.full_path;
    const both = await create({
      groupPath,
      cn: 'a',
      filter: '(uid=a)',
      accessLevel: 'GUEST',
      provider: 'ldapmain',
    });
    expect(both.data?.ldapGroupLinkCreate).toEqual({
      ldapGroupLink: null,
      errors: ['Exactly one of cn and filter must be given'],
    });
    const neither = await create({ groupPath, accessLevel: 'GUEST', provider: 'ldapmain' });
    expect(neither.data?.ldapGroupLinkCreate?.errors).toEqual(['Exactly one of cn and filter must be given']);
    const unknown = await create({ groupPath, cn: 'a', accessLevel: 'GUEST', provider: 'ldapnone' });
    expect(unknown.data?.ldapGroupLinkCreate?.errors).toEqual([
      'Provider must be a configured LDAP provider (ldapmain)',
    ]);
    const destroyNeither = await t.graphql(LdapGroupLinkDestroyDocument, {
      input: { groupPath, provider: 'ldapmain' },
    });
    expect(destroyNeither.data?.ldapGroupLinkDestroy?.errors).toEqual([
      'Exactly one of cn and filter must be given',
    ]);
    const listed = await t.graphql(GroupLdapGroupLinksDocument, { fullPath: groupPath });
    expect(listed.data?.group?.ldapGroupLinks).toEqual([]);
  });

  it('shows links to owners only, and refuses changes to others', async () => {
    const developer = await createUser(t);
    const group = await createGroup(t, { visibility: 'public' });
    await addMember(t, 'groups', group.id, developer.id, 30);
    const groupPath = group.full_path;
    expect(
      (await create({ groupPath, cn: 'engineers', accessLevel: 'GUEST', provider: 'ldapmain' })).data
        ?.ldapGroupLinkCreate?.errors,
    ).toEqual([]);

    const seen = await t.graphql(GroupLdapGroupLinksDocument, { fullPath: groupPath }, developer.token);
    expect(seen.data?.group?.id).toBeTruthy();
    expect(seen.data?.group?.ldapGroupLinks).toBeNull();
    const refused = await create(
      { groupPath, cn: 'other', accessLevel: 'GUEST', provider: 'ldapmain' },
      developer.token,
    );
    expect(refused.data?.ldapGroupLinkCreate?.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    const sync = await t.graphql(LdapSyncDocument, { input: { groupPath } }, developer.token);
    expect(sync.data?.ldapSync?.group).toBeNull();
    expect(sync.data?.ldapSync?.errors).toHaveLength(1);
  });

  it('loads the links of a page of groups in a number of statements that does not grow with the page', async () => {
    const prefix = unique('ldapmany');
    for (let i = 0; i < 6; i++) {
      const group = await t.post('/groups', { body: { name: `${prefix}-${i}`, path: `${prefix}-${i}` } });
      await create({
        groupPath: group.body.full_path,
        cn: `cn${i}`,
        accessLevel: 'GUEST',
        provider: 'ldapmain',
      });
    }
    const statementsFor = async (search: string) => {
      t.sql.reset();
      const response = await t.graphql(GroupsLdapGroupLinksDocument, { search });
      expect(response.errors).toBeUndefined();
      const links = response.data!.groups!.nodes.flatMap((g) => g.ldapGroupLinks!.map((l) => l.cn));
      return {
        links,
        count: t.sql.statements.filter((s) => /ldap_group_links/.test(s)).length,
      };
    };
    const one = await statementsFor(`${prefix}-1`);
    const all = await statementsFor(prefix);
    expect(one.links).toEqual(['cn1']);
    expect(all.links.sort()).toEqual(['cn0', 'cn1', 'cn2', 'cn3', 'cn4', 'cn5']);
    expect(all.count).toBe(one.count);
  });
});
