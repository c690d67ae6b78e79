import path from 'node:path';
import { z } from 'zod';
import { parseEncryptionKey } from './core/encryption.ts';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public base URL used in web_url, avatar_url and Link headers. Defaults to http://localhost:PORT. */
  EXTERNAL_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** External PostgreSQL; when absent an embedded PostgreSQL runs in DATA_DIR/postgres. */
  DATABASE_URL: z.string().optional(),
  /** Shares domain events (and so GraphQL subscriptions) and rate-limit counts between instances. */
  REDIS_URL: z.string().optional(),
  ROOT_PASSWORD: z.string().min(8, 'ROOT_PASSWORD must have at least 8 characters').optional(),
  ROOT_TOKEN: z.string().min(20, 'ROOT_TOKEN must have at least 20 characters').optional(),
  ROOT_EMAIL: z.email().default('admin@example.com'),
  /**
   * The key secrets are encrypted with at rest (CI/CD variable values...): 32 bytes as 64 hex digits
   * or base64. Without it, a key is generated once into DATA_DIR/encryption.key. Every instance
   * sharing a database needs the same key.
   */
  ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => parseEncryptionKey(v) !== null,
      'ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Impersonation tokens are honoured unless this is false. */
  IMPERSONATION_ENABLED: boolFromEnv.default(true),
  /** Redis channel for domain events; instances sharing it share events. */
  REDIS_CHANNEL: z.string().default('railyard:events'),
  /** Starts the keys instances keep in Redis (rate-limit counts); instances sharing it share the counts. */
  REDIS_KEY_PREFIX: z.string().default('railyard:'),
  /**
   * How long an instance keeps the application settings before reading them again (0: every use).
   * A change made through this instance applies at once; one made through another instance, at the
   * next read, or at once when REDIS_URL is set (instances tell each other).
   */
  APPLICATION_SETTINGS_CACHE_SECONDS: z.coerce.number().min(0).default(60),
  OAUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(7200),
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024),
  /** Beyond this many rows requested by offset, lists that offer keyset pagination (users, jobs) demand it. */
  OFFSET_PAGINATION_LIMIT: z.coerce.number().int().positive().default(50_000),
  /** X-Total and X-Total-Pages are left out above this count, as GitLab does. */
  PAGINATION_COUNT_LIMIT: z.coerce.number().int().positive().default(10_000),
  GRAPHQL_MAX_COMPLEXITY_ANONYMOUS: z.coerce.number().int().positive().default(200),
  GRAPHQL_MAX_COMPLEXITY_AUTHENTICATED: z.coerce.number().int().positive().default(250),
  GRAPHQL_MAX_COMPLEXITY_ADMIN: z.coerce.number().int().positive().default(300),
  GRAPHQL_MAX_DEPTH_ANONYMOUS: z.coerce.number().int().positive().default(15),
  GRAPHQL_MAX_DEPTH_AUTHENTICATED: z.coerce.number().int().positive().default(20),
  GRAPHQL_MAX_QUERY_LENGTH: z.coerce.number().int().positive().default(10_000),
  /** Nodes a query may ask for, counted as GitHub's node limit (connection page sizes multiplied down the tree). */
  GRAPHQL_MAX_NODES_ANONYMOUS: z.coerce.number().int().positive().default(10_000),
  GRAPHQL_MAX_NODES_AUTHENTICATED: z.coerce.number().int().positive().default(20_000),
  /** Past this, an operation starts no further resolvers and answers "Timeout on Type.field". */
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Database connections one GraphQL operation may hold at once (the rest of the pool stays free for others). */
  GRAPHQL_MAX_DB_CONNECTIONS: z.coerce.number().int().positive().default(1),
  /** Threads that run the queries able to return many nodes, off the main event loop (0: none). */
  GRAPHQL_QUERY_WORKERS: z.coerce.number().int().min(0).default(1),
  /** Queries that can return at least this many nodes (summed over a batch) run on a query worker. */
  GRAPHQL_WORKER_MIN_NODES: z.coerce.number().int().min(0).default(1000),
  /** Requests one query worker runs at once. */
  GRAPHQL_WORKER_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /**
   * Named repository storages: `name=/path,other=/path2` (or a JSON object). Default: `default` in
   * DATA_DIR/repositories. Relative paths are resolved against DATA_DIR.
   */
  GIT_STORAGES: z.string().optional(),
  /** Weights new projects' storage is picked by (`default=100,other=50`); storages not named weigh 0. */
  REPOSITORY_STORAGES_WEIGHTED: z.string().optional(),
  /** A compare whose diff takes longer answers without diffs and `compare_timeout: true`. */
  COMPARE_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /** Archive downloads per user (or IP, when anonymous) per minute; 0 turns the limit off. */
  ARCHIVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  /** How often scheduled, timed-out and stuck CI jobs are looked for. */
  CI_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  /**
   * How long a job request that sends `last_update` is held while no job is queued for its runner
   * (Workhorse's `apiCiLongPollingDuration`); 0 answers at once.
   */
  CI_JOB_REQUEST_LONG_POLL_SECONDS: z.coerce.number().min(0).default(50),
  /** How long a webhook delivery may take (connection, request and response), as GitLab's `webhook_timeout`. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  /** Webhook deliveries one instance sends at once. */
  WEBHOOK_DELIVERY_CONCURRENCY: z.coerce.number().int().positive().max(1000).default(50),
  /**
   * Worker threads (0 or 1) that send webhook deliveries, at a lower priority than the threads
   * answering requests; with 0 the main thread sends them.
   */
  WEBHOOK_DELIVERY_THREADS: z.coerce.number().int().min(0).max(1).default(1),
  /** How often deliveries a crash left unsent are looked for (and sent). */
  WEBHOOK_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** A job pending this long without a runner taking it fails as stuck. */
  CI_STUCK_PENDING_SECONDS: z.coerce.number().int().positive().default(86_400),
  /** A running job fails as timed out this long after its timeout, if its runner has not reported. */
  CI_TIMEOUT_GRACE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Test-only fault injection: `merge-after-ref-move` (a merge) and `train-merge-after-ref-move` (a
   * merge train car) make the process exit right after the target branch moved and before the
   * database records the merge; `merge-request-before-diff` right after a merge request is written
   * and before its diff is computed (crash-recovery tests).
   */
  FAULT_INJECTION: z
    .enum(['', 'merge-after-ref-move', 'train-merge-after-ref-move', 'merge-request-before-diff'])
    .default(''),
  DB_DEBUG: boolFromEnv.default(false),
  /** Sign-in and group sync against an LDAP directory, as GitLab's `ldapmain` provider. */
  LDAP_ENABLED: boolFromEnv.default(false),
  LDAP_HOST: z.string().optional(),
  /** Default: 636 with simple_tls, 389 otherwise. */
  LDAP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LDAP_ENCRYPTION: z.enum(['plain', 'start_tls', 'simple_tls']).default('plain'),
  /** Verify the directory's TLS certificate (false: accept any, e.g. self-signed). */
  LDAP_VERIFY_CERTIFICATES: boolFromEnv.default(true),
  /** A PEM file of CA certificates trusted for the directory, besides the system's (GitLab's `tls_options.ca_file`). */
  LDAP_TLS_CA_FILE: z.string().optional(),
  /** The account that searches the directory; without it, searches are anonymous. */
  LDAP_BIND_DN: z.string().optional(),
  LDAP_PASSWORD: z.string().optional(),
  /** Where users are searched (subtree). */
  LDAP_BASE: z.string().optional(),
  /** The attribute users sign in with, and their username on first sign-in. */
  LDAP_UID: z.string().default('uid'),
  /** An LDAP filter users must also match, e.g. `(memberOf=cn=staff,ou=groups,dc=example,dc=org)`. */
  LDAP_USER_FILTER: z.string().optional(),
  /** Where the groups named by `cn` in group links are searched (subtree). Default: LDAP_BASE. */
  LDAP_GROUP_BASE: z.string().optional(),
  /**
   * More providers (or all of them): a JSON object keyed by provider name (`ldapsecondary`...), each
   * with host, port, encryption, verify_certificates, tls_options (ca_file), bind_dn, password, base, uid, user_filter, group_base.
   */
  LDAP_SERVERS: z.string().optional(),
  /** How often every group with LDAP links is synced; 0 turns the scheduled sync off. */
  LDAP_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /**
   * How often inactive projects are looked for (warned, deleted) while `delete_inactive_projects` is
   * on; GitLab's cron runs every 10 minutes. 0 turns the rounds off.
   */
  INACTIVE_PROJECTS_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
  /** How often errors and events past the error-tracking retention (90 days) are removed; 0: never. */
  ERROR_TRACKING_PURGE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Outgoing mail server. Without it, mail is written to DATA_DIR/mail, one .eml file per message. */
  SMTP_HOST: z.string().optional(),
  /** Default: 465 when SMTP_SECURE, 587 otherwise. */
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Credentials for SMTP AUTH; without a user, mail is sent unauthenticated. */
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** TLS from the start of the connection (SMTPS, usually port 465). */
  SMTP_SECURE: boolFromEnv.default(false),
  /** true: STARTTLS is required; false: it is never tried; unset: used when the server offers it. */
  SMTP_STARTTLS: boolFromEnv.optional(),
  /** Verify the SMTP server's TLS certificate (false: accept any, e.g. self-signed). */
  SMTP_TLS_VERIFY: boolFromEnv.default(true),
  /** Sender of the instance's email. */
  MAIL_FROM: z
    .string()
    .refine(
      (v) => /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>\s*$/.test(v.trim()),
      'MAIL_FROM must be an email address, optionally as "Name <address>"',
    )
    .default('Railyard <railyard@localhost>'),
});

export type Config = z.infer<typeof configSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** Base URL without trailing slash. */
  externalUrl: string;
  /** Repository storages by name, with absolute paths. */
  storages: Record<string, string>;
  /** Weight of each storage for new projects. */
  storageWeights: Record<string, number>;
  /** The LDAP providers, by provider name (`ldapmain`...); empty when LDAP is off. */
  ldapServers: Record<string, LdapServerConfig>;
};

export interface LdapServerConfig {
  host: string;
  port: number;
  encryption: 'plain' | 'start_tls' | 'simple_tls';
  verifyCertificates: boolean;
  /** Extra CA certificates (PEM file) to trust for the directory's TLS certificate. */
  caFile: string | null;
  bindDn: string | null;
  password: string | null;
  base: string;
  uid: string;
  userFilter: string | null;
  groupBase: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  const storages = Object.fromEntries(
    Object.entries(parseNamedList(c.GIT_STORAGES, 'GIT_STORAGES') ?? { default: 'repositories' }).map(
      ([name, dir]) => [name, path.resolve(dataDir, dir)],
    ),
  );
  const weights = parseNamedList(c.REPOSITORY_STORAGES_WEIGHTED, 'REPOSITORY_STORAGES_WEIGHTED');
  const storageWeights: Record<string, number> = {};
  for (const name of Object.keys(storages)) {
    const weight = weights ? Number(weights[name] ?? 0) : name === 'default' ? 100 : 0;
    if (!Number.isFinite(weight) || weight < 0)
      throw new ConfigError(`REPOSITORY_STORAGES_WEIGHTED: weight of ${name} must be a number >= 0`);
    storageWeights[name] = weight;
  }
  for (const name of Object.keys(weights ?? {})) {
    if (!(name in storages))
      throw new ConfigError(`REPOSITORY_STORAGES_WEIGHTED: ${name} is not a storage of GIT_STORAGES`);
  }
  return {
    ...c,
    dataDir,
    externalUrl: (c.EXTERNAL_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    storages,
    storageWeights,
    ldapServers: parseLdapServers(c),
  };
}

const ldapServerSchema = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65535).optional(),
  encryption: z.enum(['plain', 'start_tls', 'simple_tls']).default('plain'),
  verify_certificates: z.boolean().default(true),
  tls_options: z.object({ ca_file: z.string().min(1).optional() }).optional(),
  bind_dn: z.string().optional(),
  password: z.string().optional(),
  base: z.string().min(1),
  uid: z.string().default('uid'),
  user_filter: z.string().optional(),
  group_base: z.string().optional(),
});

/** `ldapmain` from the LDAP_* variables, and the providers of LDAP_SERVERS. */
function parseLdapServers(c: z.infer<typeof configSchema>): Record<string, LdapServerConfig> {
  if (!c.LDAP_ENABLED) return {};
  const servers: Record<string, LdapServerConfig> = {};
  if (c.LDAP_HOST) {
    if (!c.LDAP_BASE) throw new ConfigError('LDAP_BASE is required with LDAP_HOST');
    servers['ldapmain'] = ldapServer({
      host: c.LDAP_HOST,
      port: c.LDAP_PORT,
      encryption: c.LDAP_ENCRYPTION,
      verify_certificates: c.LDAP_VERIFY_CERTIFICATES,
      tls_options: { ca_file: c.LDAP_TLS_CA_FILE },
      bind_dn: c.LDAP_BIND_DN,
      password: c.LDAP_PASSWORD,
      base: c.LDAP_BASE,
      uid: c.LDAP_UID,
      user_filter: c.LDAP_USER_FILTER,
      group_base: c.LDAP_GROUP_BASE,
    });
  }
  if (c.LDAP_SERVERS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(c.LDAP_SERVERS);
    } catch {
      throw new ConfigError('LDAP_SERVERS is not valid JSON');
    }
    const result = z.record(z.string().regex(/^ldap[a-z0-9_]+$/), ldapServerSchema).safeParse(parsed);
    if (!result.success) {
      const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new ConfigError(`LDAP_SERVERS: ${lines.join('; ')} (keys are provider names such as ldapmain)`);
    }
    for (const [name, server] of Object.entries(result.data)) servers[name] = ldapServer(server);
  }
  if (Object.keys(servers).length === 0)
    throw new ConfigError('LDAP_ENABLED needs LDAP_HOST or LDAP_SERVERS');
  return servers;
}

function ldapServer(s: z.input<typeof ldapServerSchema>): LdapServerConfig {
  const encryption = s.encryption ?? 'plain';
  return {
    host: s.host,
    port: s.port ?? (encryption === 'simple_tls' ? 636 : 389),
    encryption,
    verifyCertificates: s.verify_certificates ?? true,
    caFile: s.tls_options?.ca_file ?? null,
    bindDn: s.bind_dn ?? null,
    password: s.password ?? null,
    base: s.base,
    uid: s.uid ?? 'uid',
    userFilter: s.user_filter ?? null,
    groupBase: s.group_base ?? s.base,
  };
}

/** `a=x,b=y` or a JSON object of strings/numbers, as a record; undefined when absent. */
function parseNamedList(value: string | undefined, name: string): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    } catch {
      throw new ConfigError(`${name} is not valid JSON`);
    }
  }
  const entries = text
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq <= 0) throw new ConfigError(`${name}: expected name=value, got "${part}"`);
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()] as const;
    });
  return Object.fromEntries(entries);
}
