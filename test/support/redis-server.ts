import { spawn } from 'node:child_process';
import { freePort } from '../../src/db/embedded-postgres.ts';

/** Debian's `redis-server` package (README requirements; .ci/run installs it). */
const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway Redis of this test's own on a free port of 127.0.0.1 (never the machine's Redis on
 * 6379): no persistence, stopped by the test.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${log}`)), 15_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(`${REDIS_SERVER} could not be started (apt-get install redis-server): ${error.message}`),
      );
    });
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
