import fs from 'node:fs/promises';
import { sql } from 'kysely';
import type { Tx, UnitOfWork } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import type { RepositoryOwner, Storages } from '../../git/storages.ts';

/**
 * A repository is written to disk inside the transaction that records its owner, so a crash
 * between the two leaves a repository nobody owns (as does one between deleting an owner and
 * removing its repository). Creation holds an advisory lock on the repository's path until its
 * transaction ends: a repository without an owner whose lock is free is abandoned, not being
 * created, and goes.
 */
const CREATION_LOCK = 7_401;

/** Taken in the owner's transaction before its repository is written to disk. */
export async function lockRepositoryCreation(
  tx: Tx,
  storages: Storages,
  owner: RepositoryOwner,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CREATION_LOCK}, hashtext(${storages.relativePath(owner)}))`.execute(
    kysely(tx.em),
  );
}

/** Removes the repositories of a kind whose owner has no row; returns their paths. */
export async function removeOrphanRepositories(
  uow: UnitOfWork,
  storages: Storages,
  kind: RepositoryOwner['kind'],
  ownerIds: (tx: Tx) => Promise<number[]>,
): Promise<string[]> {
  const onDisk = await storages.list(kind);
  if (onDisk.length === 0) return [];
  return uow.run(async (tx) => {
    const owned = async () => new Set((await ownerIds(tx)).map((id) => storages.relativePath({ kind, id })));
    const before = await owned();
    const free: typeof onDisk = [];
    for (const repo of onDisk.filter((r) => !before.has(r.relativePath))) {
      const { rows } = await sql<{ free: boolean }>`
        select pg_try_advisory_xact_lock(${CREATION_LOCK}, hashtext(${repo.relativePath})) as free`.execute(
        kysely(tx.em),
      );
      if (rows[0]?.free) free.push(repo);
    }
    // An owner committed after the first look had finished its creation before the lock was free.
    const after = await owned();
    const orphans = free.filter((r) => !after.has(r.relativePath));
    for (const orphan of orphans) await fs.rm(orphan.path, { recursive: true, force: true });
    return orphans.map((o) => o.path);
  });
}
