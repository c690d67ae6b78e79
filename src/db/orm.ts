import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import type { CompiledQuery, DatabaseConnection } from 'kysely';
import type { Logger } from '../core/logger.ts';
import { lowerBackendPriority } from './backend-priority.ts';
import { shareConnections } from './connection-share.ts';
import { prepareMarkedStatements } from './prepared-statements.ts';
import { entities } from './entities.ts';
import { TransactionAwareEntityManager } from './transaction-aware-entity-manager.ts';

export const migrationsPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Orm = MikroORM;

export interface OrmOptions {
  url: string;
  poolMax?: number;
  /** Log every statement MikroORM runs (DB_DEBUG), at the info level. */
  debug?: boolean;
  /** Where `debug` writes. */
  logger?: Logger;
  /** Receives every SQL statement (tests count them). */
  onQuery?: (sql: string) => void;
  /** Whether to check (on connecting) that the database exists; off where another thread has made sure. */
  ensureDatabase?: boolean;
  /** A nice value for the server processes of this pool's connections (embedded database only). */
  backendNice?: number;
}

export function ormConfig(options: OrmOptions): Options {
  return defineConfig({
    clientUrl: options.url,
    entities: [...entities],
    entityManager: TransactionAwareEntityManager,
    extensions: [Migrator],
    migrations: {
      path: migrationsPath,
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    ensureDatabase: options.ensureDatabase ?? true,
    // No entity has a bidirectional relation to keep in step, so entities need no accessor defined
    // per instance for every property: defining them was a fifth of the time of a page of 100 jobs.
    // (Rows deleted by SQL of our own leave a unit of work through forgetDeleted, not unsetIdentity.)
    propagationOnPrototype: false,
    // Work inside a connection share (GraphQL operations) holds at most its share of the pool;
    // statements marked as prepared are parsed and planned once per connection.
    driverOptions: {
      onPoolCreated: (
        pool: Parameters<typeof shareConnections>[0] &
          Parameters<typeof prepareMarkedStatements>[0] &
          Parameters<typeof lowerBackendPriority>[0],
      ) => {
        shareConnections(pool);
        prepareMarkedStatements(pool);
        if (options.backendNice !== undefined) lowerBackendPriority(pool, options.backendNice);
      },
    },
    debug: options.debug ? ['query'] : false,
    colors: false,
    logger: (message) => {
      if (options.debug) options.logger?.info({ component: 'orm' }, message);
    },
    // Every statement, from the ORM and from Kysely queries alike, runs on these connections.
    onCreateConnection: options.onQuery
      ? (connection: unknown) => observeQueries(connection as DatabaseConnection, options.onQuery!)
      : undefined,
    // Timestamps are stored as timestamptz and read back as Date objects in UTC.
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}

function observeQueries(connection: DatabaseConnection, onQuery: (sql: string) => void): Promise<void> {
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = <R>(query: CompiledQuery) => {
    onQuery(query.sql);
    return execute<R>(query);
  };
  return Promise.resolve();
}

export async function createOrm(options: OrmOptions): Promise<Orm> {
  return MikroORM.init(ormConfig(options));
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.migrator.up();
}
