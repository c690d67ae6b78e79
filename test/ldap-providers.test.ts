import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import {
  groupLdif,
  startSlapd,
  userLdif,
  LDAP_ADMIN_DN,
  LDAP_ADMIN_PASSWORD,
  LDAP_GROUPS,
  LDAP_PEOPLE,
  type Slapd,
} from './support/slapd.ts';

describe('LDAP configuration', () => {
  it('reads ldapmain from LDAP_* and more providers from LDAP_SERVERS, with GitLab defaults', () => {
    const config = loadConfig({
      LDAP_ENABLED: 'true',
      LDAP_HOST: 'ldap.example.org',
      LDAP_BASE: 'ou=people,dc=example,dc=org',
      LDAP_SERVERS: JSON.stringify({
        ldapsecondary: {
          host: 'ad.example.org',
          encryption: 'simple_tls',
          tls_options: { ca_file: '/etc/ssl/ad-ca.pem' },
          base: 'dc=ad',
          uid: 'sAMAccountName',
        },
      }),
    });
    expect(config.ldapServers).toEqual({
      ldapmain: {
        host: 'ldap.example.org',
        port: 389,
        encryption: 'plain',
        verifyCertificates: true,
        caFile: null,
        bindDn: null,
        password: null,
        base: 'ou=people,dc=example,dc=org',
        uid: 'uid',
        userFilter: null,
        groupBase: 'ou=people,dc=example,dc=org',
      },
      ldapsecondary: {
        host: 'ad.example.org',
        port: 636,
        encryption: 'simple_tls',
        verifyCertificates: true,
        caFile: '/etc/ssl/ad-ca.pem',
        bindDn: null,
        password: null,
        base: 'dc=ad',
        uid: 'sAMAccountName',
        userFilter: null,
        groupBase: 'dc=ad',
      },
    });
    expect(loadConfig({ LDAP_HOST: 'ldap.example.org' }).ldapServers).toEqual({});
    expect(
      loadConfig({ LDAP_ENABLED: 'true', LDAP_HOST: 'h', LDAP_BASE: 'b', LDAP_TLS_CA_FILE: '/etc/ca.pem' })
        .ldapServers['ldapmain']?.caFile,
    ).toBe('/etc/ca.pem');
  });

  it('refuses to start on an incomplete or malformed LDAP configuration', () => {
    expect(() => loadConfig({ LDAP_ENABLED: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ LDAP_ENABLED: 'true', LDAP_HOST: 'h' })).toThrow('LDAP_BASE is required');
    expect(() => loadConfig({ LDAP_ENABLED: 'true', LDAP_SERVERS: '{nope' })).toThrow('not valid JSON');
    expect(() =>
      loadConfig({ LDAP_ENABLED: 'true', LDAP_SERVERS: '{"main": {"host": "h", "base": "b"}}' }),
    ).toThrow('LDAP_SERVERS');
    expect(() =>
      loadConfig({ LDAP_ENABLED: 'true', LDAP_HOST: 'h', LDAP_BASE: 'b', LDAP_ENCRYPTION: 'ssl' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        LDAP_ENABLED: 'true',
        LDAP_SERVERS: '{"ldapmain": {"host": "h", "base": "b", "tls_options": {"ca_file": 1}}}',
      }),
    ).toThrow('ldapmain.tls_options.ca_file');
  });
});

describe('a provider of LDAP_SERVERS, with a user filter, synced on schedule', () => {
  let slapd: Slapd;
  let t: TestApp;

  beforeAll(async () => {
    slapd = await startSlapd();
    await slapd.add(
      [
        { uid: 'ivan', cn: 'Ivan Staff', mail: 'ivan@example.org', password: 'ivan-secret', title: 'staff' },
        { uid: 'judy', cn: 'Judy Guest', mail: 'judy@example.org', password: 'judy-secret', title: 'guest' },
      ]
        .map((u) => userLdif(u).replace(/\n$/, `\ntitle: ${u.title}\n`))
        .join('\n'),
    );
    await slapd.add(groupLdif('staff', ['ivan', 'judy']));
    t = await startTestApp({
      env: {
        LDAP_ENABLED: 'true',
        LDAP_SERVERS: JSON.stringify({
          ldapsecondary: {
            host: '127.0.0.1',
            port: slapd.port,
            bind_dn: LDAP_ADMIN_DN,
            password: LDAP_ADMIN_PASSWORD,
            base: LDAP_PEOPLE,
            user_filter: 'title=staff',
            group_base: LDAP_GROUPS,
          },
        }),
        LDAP_SYNC_INTERVAL_SECONDS: '1',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await slapd?.stop();
  });

  const signIn = (username: string, password: string) =>
    t.post('/oauth/token', { token: null, body: { grant_type: 'password', username, password } });

  it('signs in only users who match the filter, with an identity at that provider', async () => {
    expect((await signIn('ivan', 'ivan-secret')).status).toBe(200);
    expect((await signIn('judy', 'judy-secret')).status).toBe(400);
    const [ivan] = (await t.get('/users', { query: { username: 'ivan' } })).body;
    const user = await t.get(`/users/${ivan.id}`);
    expect(user.body.identities).toEqual([
      expect.objectContaining({ provider: 'ldapsecondary', extern_uid: slapd.userDn('ivan') }),
    ]);
  });

  it('syncs groups with links on its own, and takes only links of configured providers', async () => {
    const group = await t.post('/groups', { body: { name: 'Synced', path: 'synced' } });
    const base = `/groups/${group.body.id}/ldap_group_links`;
    expect(
      (await t.post(base, { body: { cn: 'staff', group_access: 30, provider: 'ldapmain' } })).status,
    ).toBe(400);
    expect(
      (await t.post(base, { body: { cn: 'staff', group_access: 30, provider: 'ldapsecondary' } })).status,
    ).toBe(201);
    const members = await waitFor(
      async () =>
        (await t.get(`/groups/${group.body.id}/members`)).body as {
          username: string;
          access_level: number;
        }[],
      (list) => list.some((m) => m.username === 'ivan'),
      'the scheduled sync',
      30_000,
    );
    expect(members.map((m) => [m.username, m.access_level]).sort()).toEqual([
      ['ivan', 30],
      ['root', 50],
    ]);
  });

  it('keeps local sign-in working, and refuses directory sign-in cleanly, while the directory is down', async () => {
    const local = await t.post('/users', {
      body: { username: 'local-lin', name: 'Lin', email: 'lin@example.com', password: 'password-123' },
    });
    expect(local.status).toBe(201);
    await slapd.stop();
    expect((await signIn('local-lin', 'password-123')).status).toBe(200);
    const ivan = await signIn('ivan', 'ivan-secret');
    expect(ivan.status).toBe(400);
    expect(ivan.body.error).toBe('invalid_grant');
  });
});
