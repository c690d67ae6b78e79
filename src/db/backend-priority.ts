import os from 'node:os';

interface Client {
  query: (text: string) => Promise<{ rows: { pid: number }[] }>;
}

interface Pool {
  on(event: 'connect', listener: (client: Client) => void): unknown;
}

/**
 * Gives the database server processes behind a pool's connections a lower priority (a higher nice
 * value), so that background work yields the processor there too, not only in its own thread. Only
 * for a server on this machine run by the same user (the embedded one): a remote server's process
 * ids mean nothing here. Connections whose process cannot be reniced are left as they are.
 */
export function lowerBackendPriority(pool: Pool, nice: number): void {
  pool.on('connect', (client) => {
    client
      .query('select pg_backend_pid() as pid')
      .then(({ rows }) => {
        const pid = rows[0]?.pid;
        if (pid) os.setPriority(pid, Math.max(os.getPriority(pid), nice));
      })
      .catch(() => undefined);
  });
}
