import { AsyncLocalStorage } from 'node:async_hooks';
import { TransactionContext } from '@mikro-orm/core';

/**
 * A cap on the database connections one unit of work (a GraphQL operation, say) may hold at once.
 *
 * A query that fans out (a connection field under a list of 100 parents) would otherwise start
 * every parent's reads together: they would take the whole pool, so every other request's reads
 * queue behind them, and their results would all arrive together and be processed in one long
 * stretch while other requests wait. Inside a share, reads beyond the cap wait for one of the
 * share's own connections to come back, and so leave the rest of the pool to everyone else.
 *
 * A connection asked for inside a transaction is not counted: the transaction already holds one of
 * the share's connections, and waiting for another could wait for itself.
 */
interface Share {
  limit: number;
  held: number;
  waiting: (() => void)[];
}

const shares = new AsyncLocalStorage<Share>();

/** Runs `work` (and everything it starts) holding at most `limit` pooled connections at once. */
export function withConnectionShare<T>(limit: number, work: () => T): T {
  return shares.run({ limit, held: 0, waiting: [] }, work);
}

interface PooledClient {
  release(error?: Error | boolean): void;
}

interface Pool {
  connect(...callback: unknown[]): Promise<PooledClient>;
}

/** Makes a `pg` pool honour the share of whoever asks it for a connection (promise form). */
export function shareConnections(pool: Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = async (...callback: unknown[]) => {
    if (callback.length > 0) return connect(...callback);
    const share = shares.getStore();
    if (!share || TransactionContext.currentTransactionContext()) return connect();
    if (share.held < share.limit) share.held += 1;
    else await new Promise<void>((resolve) => share.waiting.push(resolve));
    let client: PooledClient;
    try {
      client = await connect();
    } catch (error) {
      handOn(share);
      throw error;
    }
    const release = client.release.bind(client);
    let returned = false;
    client.release = (error) => {
      if (!returned) handOn(share);
      returned = true;
      release(error);
    };
    return client;
  };
}

/** Passes a returned connection's place to the next waiting read of the share, or frees it. */
function handOn(share: Share): void {
  const next = share.waiting.shift();
  if (next) next();
  else share.held -= 1;
}
