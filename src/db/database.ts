import type { InferKyselyDB } from '@mikro-orm/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import type { entities } from './entities.ts';

/** Table and column types of the whole schema, inferred from the entities, for typed Kysely queries. */
export type Database = InferKyselyDB<(typeof entities)[number]>;

/** A Kysely instance bound to the entity manager's connection (and its transaction, if one is open). */
export function kysely(em: EntityManager): Kysely<Database> {
  return em.getKysely<Database>();
}
