import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { startSlapd, userLdif, type DirectoryUser, type Slapd } from './support/slapd.ts';

/** The accounts settings at LDAP sign-in: new users' defaults and the failed-sign-in lock. */
let slapd: Slapd;
let t: TestApp;

const person = (uid: string, domain = 'directory.example.org'): DirectoryUser => ({
  uid,
  cn: `${uid[0]!.toUpperCase()}${uid.slice(1)} Example`,
  mail: `${uid}@${domain}`,
  password: `${uid}-ldap-secret`,
});
const OUTSIDER = person('olivia');
const STAFF = person('sam', 'staff.example');
const LOCKED = person('lena');

beforeAll(async () => {
  slapd = await startSlapd();
  await slapd.add([OUTSIDER, STAFF, LOCKED].map(userLdif).join('\n'));
  t = await startTestApp({ env: { ...slapd.env(), LDAP_SYNC_INTERVAL_SECONDS: '0' } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await slapd?.stop();
});

function signIn(username: string, password: string) {
  return t.post('/oauth/token', { token: null, body: { grant_type: 'password', username, password } });
}

async function userNamed(username: string) {
  const [found] = (await t.get('/users', { query: { username } })).body;
  return (await t.get(`/users/${found.id}`)).body;
}

describe('LDAP first sign-in', () => {
  it('gives new users the external and private-profile defaults of the settings', async () => {
    const settings = await t.put('/application/settings', {
      body: {
        user_default_external: true,
        user_default_internal_regex: '@staff\\.example$',
        user_defaults_to_private_profile: true,
      },
    });
    expect(settings.status).toBe(200);
    expect((await signIn(OUTSIDER.uid, OUTSIDER.password)).status).toBe(200);
    expect(await userNamed(OUTSIDER.uid)).toMatchObject({ external: true, private_profile: true });
    expect((await signIn(STAFF.uid, STAFF.password)).status).toBe(200);
    expect(await userNamed(STAFF.uid)).toMatchObject({ external: false, private_profile: true });
  });
});

describe('LDAP sign-in and max_login_attempts', () => {
  it('counts wrong directory passwords and refuses the right one while the account is locked', async () => {
    expect((await t.put('/application/settings', { body: { max_login_attempts: 2 } })).status).toBe(200);
    expect((await signIn(LOCKED.uid, LOCKED.password)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(LOCKED.uid, 'not-the-password')).status).toBe(400);
    const refused = await signIn(LOCKED.uid, LOCKED.password);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect((await userNamed(LOCKED.uid)).locked).toBe(true);
  });
});
