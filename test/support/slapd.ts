import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const LDAP_BASE = 'dc=example,dc=org';
export const LDAP_ADMIN_DN = `cn=admin,${LDAP_BASE}`;
export const LDAP_ADMIN_PASSWORD = 'directory-admin-secret';
export const LDAP_PEOPLE = `ou=people,${LDAP_BASE}`;
export const LDAP_GROUPS = `ou=groups,${LDAP_BASE}`;

export interface DirectoryUser {
  uid: string;
  cn: string;
  mail: string;
  password: string;
}

/** A throwaway OpenLDAP server of our own (not the system's), on a free port of 127.0.0.1. */
export interface Slapd {
  url: string;
  port: number;
  /** With `tls`: the ldaps:// port (simple_tls; the ldap:// port offers StartTLS) and the CA that signed the server's certificate. */
  tls?: { ldapsPort: number; caFile: string };
  userDn(uid: string): string;
  /** Adds entries (LDIF) as the directory administrator. */
  add(ldif: string): Promise<void>;
  /** Applies changes (LDIF with changetype) as the directory administrator. */
  modify(ldif: string): Promise<void>;
  /** The environment that points the service at this directory as its `ldapmain` provider. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

export function userLdif(user: DirectoryUser): string {
  return [
    `dn: uid=${user.uid},${LDAP_PEOPLE}`,
    'objectClass: inetOrgPerson',
    `uid: ${user.uid}`,
    `cn: ${user.cn}`,
    `sn: ${user.cn.split(' ').at(-1)}`,
    `mail: ${user.mail}`,
    `userPassword: ${user.password}`,
    '',
  ].join('\n');
}

/** A groupOfNames whose members are the given uids. */
export function groupLdif(cn: string, uids: readonly string[]): string {
  const members = uids.length ? uids.map((uid) => `uid=${uid},${LDAP_PEOPLE}`) : [LDAP_ADMIN_DN];
  return [
    `dn: cn=${cn},${LDAP_GROUPS}`,
    'objectClass: groupOfNames',
    `cn: ${cn}`,
    ...members.map((dn) => `member: ${dn}`),
    '',
  ].join('\n');
}

/** `tls`: also serve TLS, with a certificate for 127.0.0.1 from a throwaway CA of its own. */
export async function startSlapd(options: { tls?: boolean } = {}): Promise<Slapd> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-slapd-'));
  await fs.mkdir(path.join(dir, 'db'));
  const schema = (name: string) => `include /etc/ldap/schema/${name}.schema`;
  const certs = options.tls ? await makeCertificates(dir) : null;
  await fs.writeFile(
    path.join(dir, 'slapd.conf'),
    [
      schema('core'),
      schema('cosine'),
      schema('inetorgperson'),
      schema('nis'),
      ...(certs
        ? [
            `TLSCACertificateFile ${certs.caFile}`,
            `TLSCertificateFile ${certs.certFile}`,
            `TLSCertificateKeyFile ${certs.keyFile}`,
          ]
        : []),
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${path.join(dir, 'slapd.pid')}`,
      'database mdb',
      `suffix "${LDAP_BASE}"`,
      `rootdn "${LDAP_ADMIN_DN}"`,
      `rootpw ${LDAP_ADMIN_PASSWORD}`,
      `directory ${path.join(dir, 'db')}`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsPort = certs ? await freePort() : null;
  const listeners = [`${url}/`, ...(ldapsPort ? [`ldaps://127.0.0.1:${ldapsPort}/`] : [])];
  // `-d none` keeps slapd in the foreground, so the test owns the process and awaits its exit.
  const child = spawn(
    '/usr/sbin/slapd',
    ['-f', path.join(dir, 'slapd.conf'), '-h', listeners.join(' '), '-d', 'none'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ldapTool = async (tool: string, ldif: string, extra: string[] = []) => {
    const file = path.join(dir, `input-${Date.now()}-${Math.random()}.ldif`);
    await fs.writeFile(file, ldif);
    await run(tool, ['-x', '-H', url, '-D', LDAP_ADMIN_DN, '-w', LDAP_ADMIN_PASSWORD, ...extra, '-f', file]);
  };
  try {
    await waitForBind(url, child, () => log);
    await ldapTool(
      'ldapadd',
      [
        `dn: ${LDAP_BASE}`,
        'objectClass: dcObject',
        'objectClass: organization',
        'dc: example',
        'o: Example',
        '',
        `dn: ${LDAP_PEOPLE}`,
        'objectClass: organizationalUnit',
        'ou: people',
        '',
        `dn: ${LDAP_GROUPS}`,
        'objectClass: organizationalUnit',
        'ou: groups',
        '',
      ].join('\n'),
    );
  } catch (error) {
    await stopChild(child, exited);
    throw error;
  }
  return {
    url,
    port,
    ...(certs && ldapsPort ? { tls: { ldapsPort, caFile: certs.caFile } } : {}),
    userDn: (uid) => `uid=${uid},${LDAP_PEOPLE}`,
    add: (ldif) => ldapTool('ldapadd', ldif),
    modify: (ldif) => ldapTool('ldapmodify', ldif),
    env: () => ({
      LDAP_ENABLED: 'true',
      LDAP_HOST: '127.0.0.1',
      LDAP_PORT: String(port),
      LDAP_BIND_DN: LDAP_ADMIN_DN,
      LDAP_PASSWORD: LDAP_ADMIN_PASSWORD,
      LDAP_BASE: LDAP_PEOPLE,
      LDAP_GROUP_BASE: LDAP_GROUPS,
    }),
    async stop() {
      await stopChild(child, exited);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** A CA and a server certificate it signs for 127.0.0.1 and localhost, made with openssl in `dir`. */
async function makeCertificates(dir: string): Promise<{ caFile: string; certFile: string; keyFile: string }> {
  const file = (name: string) => path.join(dir, name);
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Railyard throwaway test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', [
    'req',
    ...ecKey,
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
    '-subj',
    '/CN=127.0.0.1',
  ]);
  await fs.writeFile(
    file('server.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.pem'),
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
  ]);
  return { caFile: file('ca.pem'), certFile: file('server.pem'), keyFile: file('server.key') };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await exited;
}

async function waitForBind(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`slapd exited: ${log()}`);
    try {
      await run('ldapwhoami', ['-x', '-H', url, '-D', LDAP_ADMIN_DN, '-w', LDAP_ADMIN_PASSWORD]);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`slapd did not answer at ${url}: ${log()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
