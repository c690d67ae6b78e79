import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  startSlapd,
  userLdif,
  LDAP_ADMIN_DN,
  LDAP_ADMIN_PASSWORD,
  LDAP_PEOPLE,
  type Slapd,
} from './support/slapd.ts';

let slapd: Slapd;
let tls: NonNullable<Slapd['tls']>;

const TESS = {
  uid: 'tess',
  cn: 'Tess Tls',
  mail: 'tess@directory.example.org',
  password: 'tess-ldap-secret',
};
const DANA = {
  uid: 'dana',
  cn: 'Dana Mail',
  mail: 'dana@directory.example.org',
  password: 'dana-ldap-secret',
};

beforeAll(async () => {
  slapd = await startSlapd({ tls: true });
  tls = slapd.tls!;
  await slapd.add([TESS, DANA].map(userLdif).join('\n'));
}, 60_000);

afterAll(async () => {
  await slapd?.stop();
});

/** A provider of LDAP_SERVERS (GitLab's YAML keys) for this directory. */
function provider(settings: Record<string, unknown>) {
  return {
    host: '127.0.0.1',
    bind_dn: LDAP_ADMIN_DN,
    password: LDAP_ADMIN_PASSWORD,
    base: LDAP_PEOPLE,
    ...settings,
  };
}

/** Runs `check` against an app configured with `env`, and closes the app. */
async function withApp(env: Record<string, string>, check: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await startTestApp({ env: { LDAP_ENABLED: 'true', LDAP_SYNC_INTERVAL_SECONDS: '0', ...env } });
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

function signIn(t: TestApp, username: string, password: string) {
  return t.post('/oauth/token', { token: null, body: { grant_type: 'password', username, password } });
}

async function identitiesOf(
  t: TestApp,
  username: string,
): Promise<{ provider: string; extern_uid: string }[]> {
  const found = await t.get('/users', { query: { username } });
  expect(found.body).toHaveLength(1);
  return (await t.get(`/users/${found.body[0].id}`)).body.identities;
}

async function expectRefusedAndNobodyCreated(t: TestApp, username: string, password: string): Promise<void> {
  const response = await signIn(t, username, password);
  expect(response.status).toBe(400);
  expect(response.body.error).toBe('invalid_grant');
  expect((await t.get('/users', { query: { username } })).body).toEqual([]);
}

describe('LDAP sign-in over TLS, verifying the directory certificate', () => {
  it('signs in through start_tls on the ldap:// port, trusting the CA of LDAP_TLS_CA_FILE', async () => {
    await withApp(
      {
        ...slapd.env(),
        LDAP_ENCRYPTION: 'start_tls',
        LDAP_VERIFY_CERTIFICATES: 'true',
        LDAP_TLS_CA_FILE: tls.caFile,
      },
      async (t) => {
        const response = await signIn(t, 'tess', TESS.password);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(await identitiesOf(t, 'tess')).toEqual([
          expect.objectContaining({ provider: 'ldapmain', extern_uid: slapd.userDn('tess') }),
        ]);
        expect((await signIn(t, 'tess', 'not-tess-password')).status).toBe(400);
      },
    );
  });

  it('signs in through simple_tls on the ldaps:// port, trusting the CA of tls_options.ca_file', async () => {
    await withApp(
      {
        LDAP_SERVERS: JSON.stringify({
          ldapsecure: provider({
            port: tls.ldapsPort,
            encryption: 'simple_tls',
            verify_certificates: true,
            tls_options: { ca_file: tls.caFile },
          }),
        }),
      },
      async (t) => {
        const response = await signIn(t, 'tess', TESS.password);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(await identitiesOf(t, 'tess')).toEqual([
          expect.objectContaining({ provider: 'ldapsecure', extern_uid: slapd.userDn('tess') }),
        ]);
      },
    );
  });

  it('refuses sign-in, creating no one, when the certificate is from a CA not trusted here', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'railyard-other-ca-'));
    const otherCa = path.join(dir, 'other-ca.pem');
    // A CA file is given, but of another CA than the one that signed the directory's certificate.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'other-ca.key'),
        '-out',
        otherCa,
        '-days',
        '2',
        '-subj',
        '/CN=Another CA',
      ],
      { stdio: 'ignore' },
    );
    try {
      await withApp(
        {
          LDAP_SERVERS: JSON.stringify({
            ldapstarttls: provider({ port: slapd.port, encryption: 'start_tls', verify_certificates: true }),
            ldapsimpletls: provider({
              port: tls.ldapsPort,
              encryption: 'simple_tls',
              verify_certificates: true,
            }),
            ldapotherca: provider({
              port: tls.ldapsPort,
              encryption: 'simple_tls',
              tls_options: { ca_file: otherCa },
            }),
          }),
        },
        async (t) => {
          await expectRefusedAndNobodyCreated(t, 'tess', TESS.password);
        },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts the untrusted certificate with LDAP_VERIFY_CERTIFICATES=false (start_tls and simple_tls)', async () => {
    for (const [encryption, port] of [
      ['start_tls', slapd.port],
      ['simple_tls', tls.ldapsPort],
    ] as const) {
      await withApp(
        {
          ...slapd.env(),
          LDAP_PORT: String(port),
          LDAP_ENCRYPTION: encryption,
          LDAP_VERIFY_CERTIFICATES: 'false',
        },
        async (t) => {
          const response = await signIn(t, 'tess', TESS.password);
          expect(response.status, `${encryption}: ${JSON.stringify(response.body)}`).toBe(200);
          expect(await identitiesOf(t, 'tess')).toEqual([
            expect.objectContaining({ provider: 'ldapmain', extern_uid: slapd.userDn('tess') }),
          ]);
        },
      );
    }
  });
});

describe('a provider whose uid attribute is not uid', () => {
  it('signs users in by that attribute (mail), not by their uid, named after its local part', async () => {
    await withApp({ ...slapd.env(), LDAP_UID: 'mail' }, async (t) => {
      await expectRefusedAndNobodyCreated(t, 'dana', DANA.password);
      const response = await signIn(t, DANA.mail, DANA.password);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const me = await t.get('/user', {
        token: null,
        headers: { authorization: `Bearer ${response.body.access_token}` },
      });
      expect(me.body).toMatchObject({ username: 'dana', email: DANA.mail, name: 'Dana Mail' });
      expect(await identitiesOf(t, 'dana')).toEqual([
        expect.objectContaining({ provider: 'ldapmain', extern_uid: slapd.userDn('dana') }),
      ]);
      expect((await signIn(t, DANA.mail, 'not-dana-password')).status).toBe(400);
    });
  });

  it('signs users in by cn through an LDAP_SERVERS provider with uid: cn', async () => {
    await withApp(
      { LDAP_SERVERS: JSON.stringify({ ldapbycn: provider({ port: slapd.port, uid: 'cn' }) }) },
      async (t) => {
        const response = await signIn(t, TESS.cn, TESS.password);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        const me = await t.get('/user', {
          token: null,
          headers: { authorization: `Bearer ${response.body.access_token}` },
        });
        expect(me.body).toMatchObject({ email: TESS.mail, name: TESS.cn });
        expect((await signIn(t, 'tess', TESS.password)).status).toBe(400);
      },
    );
  });
});
