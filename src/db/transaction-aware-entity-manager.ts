import { EntityManager, type ForkOptions } from '@mikro-orm/postgresql';

/**
 * The entity manager of the application. A fork made while a unit of work's transaction is open
 * (services read through `orm.em.fork()`, whoever calls them) joins that transaction instead of
 * taking a second pooled connection: reads see the transaction's own writes, and a burst of
 * requests that each hold a transaction cannot exhaust the pool while waiting for one more
 * connection (a deadlock that never ends). Outside a transaction a fork is as usual.
 */
export class TransactionAwareEntityManager extends EntityManager {
  override fork(options: ForkOptions = {}): this {
    return super.fork({ keepTransactionContext: true, ...options });
  }
}
