import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';
import { groupLdif, startSlapd, userLdif, type Slapd } from './support/slapd.ts';

// python-gitlab's group.ldap_group_links, delete_ldap_group_link and ldap_sync (test/python/ldap.py)
// against a listening app whose ldapmain provider is a throwaway slapd.
let slapd: Slapd;
let t: TestApp;
beforeAll(async () => {
  slapd = await startSlapd();
  await slapd.add(
    ['alice', 'bob']
      .map((uid) =>
        userLdif({ uid, cn: `${uid} Example`, mail: `${uid}@example.org`, password: `${uid}-secret` }),
      )
      .join('\n'),
  );
  await slapd.add(groupLdif('developers', ['alice', 'bob']));
  t = await startTestApp({ env: { ...slapd.env(), LDAP_SYNC_INTERVAL_SECONDS: '0' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await slapd?.stop();
});

describe('python-gitlab LDAP group links and sync', () => {
  it('creates, lists and deletes links (all three delete forms) and syncs a group', async () => {
    const signIn = await t.post('/oauth/token', {
      token: null,
      body: { grant_type: 'password', username: 'alice', password: 'alice-secret' },
    });
    expect(signIn.status).toBe(200);
    const result = await runPythonGitlab<any>(t, 'ldap.py');
    expect(result).toEqual({
      created: {
        cn: 'developers',
        group_access: 30,
        provider: 'ldapmain',
        filter: null,
        member_role_id: null,
      },
      listed: ['developers', '(uid=bob)', 'maintainers', 'founders'],
      // bob never signed in here, so no sync can add him.
      members: [
        ['alice', 30],
        ['root', 50],
      ],
      after_delete: ['developers'],
    });
  });
});
