import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupRefusal } from '../core/startup-refusal.ts';

/**
 * What a service that died without stopping its embedded PostgreSQL (kill -9, out of memory) leaves
 * behind, cleared before the next start: a postmaster still running on the data directory, owned by
 * nobody (PostgreSQL does not die with its parent), is shut down; a `postmaster.pid` naming a process
 * that is gone, or that is now some other program, is removed, since PostgreSQL refuses to start
 * when the pid in it belongs to a live process. A postmaster whose owning service is still alive is
 * left alone: the data directory is in use, and starting is refused.
 *
 * The owner file next to `postmaster.pid` names the service process (pid and start time, so that a
 * reused pid is not taken for it) and is written before PostgreSQL starts.
 */

const OWNER_FILE = 'railyard.owner';
const LOCK_FILE = 'postmaster.pid';

export interface ProcessInfo {
  state: string;
  comm: string;
  startTime: string;
  cwd: string | null;
}

/** What /proc says about a process; null when there is none (or it is a zombie waiting to be reaped). */
export async function processInfo(pid: number): Promise<ProcessInfo | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const state = fields[0] ?? '';
    if (state === 'Z' || state === 'X') return null;
    const cwd = await fs.readlink(`/proc/${pid}/cwd`).catch(() => null);
    return { state, comm, startTime: fields[19] ?? '', cwd };
  } catch {
    return null;
  }
}

/** Records this process as the owner of the PostgreSQL about to start in `databaseDir`. */
export async function claimOwnership(databaseDir: string): Promise<void> {
  const me = await processInfo(process.pid);
  await fs.writeFile(path.join(databaseDir, OWNER_FILE), `${process.pid} ${me?.startTime ?? ''}\n`);
}

export async function releaseOwnership(databaseDir: string): Promise<void> {
  await fs.rm(path.join(databaseDir, OWNER_FILE), { force: true });
}

/** Clears what a dead owner left in `databaseDir`; throws when a live service still uses it. */
export async function clearLeftovers(
  databaseDir: string,
  notice: (message: string) => void,
  timeouts: { fastMs: number; immediateMs: number } = { fastMs: 60_000, immediateMs: 15_000 },
): Promise<void> {
  const lockFile = path.join(databaseDir, LOCK_FILE);
  const pid = await readPid(lockFile);
  if (pid === undefined) return;
  const realDir = await fs.realpath(databaseDir);
  const isPostmaster = async (candidate: number) => {
    const info = await processInfo(candidate);
    // The postmaster works in its data directory; a backend's pid is never in the lock file.
    return info !== null && info.comm === 'postgres' && info.cwd === realDir;
  };
  if (pid === null || !(await isPostmaster(pid))) {
    notice(`Removing a stale ${LOCK_FILE} from ${databaseDir} (its process ${pid ?? '?'} is gone)`);
    await fs.rm(lockFile, { force: true });
    return;
  }
  const owner = await readOwner(databaseDir);
  if (owner && owner.pid !== process.pid) {
    const ownerInfo = await processInfo(owner.pid);
    if (ownerInfo && ownerInfo.startTime === owner.startTime) {
      throw new StartupRefusal(
        `The embedded PostgreSQL in ${databaseDir} belongs to a service that is still running (pid ${owner.pid}); stop it first`,
      );
    }
  }
  notice(`Stopping the PostgreSQL (pid ${pid}) an earlier run left behind in ${databaseDir}`);
  // As `pg_ctl stop -m fast` does: SIGINT, then SIGQUIT (immediate shutdown) if it takes too long.
  const gone = async () => !(await isPostmaster(pid));
  if (await signalAndWait(pid, 'SIGINT', gone, timeouts.fastMs)) return;
  notice(`PostgreSQL (pid ${pid}) did not stop in time; shutting it down immediately`);
  if (await signalAndWait(pid, 'SIGQUIT', gone, timeouts.immediateMs)) return;
  throw new Error(`PostgreSQL (pid ${pid}) left behind in ${databaseDir} could not be stopped`);
}

/** The pid in the lock file: undefined when there is no file, null when it holds no pid. */
async function readPid(lockFile: string): Promise<number | null | undefined> {
  let text: string;
  try {
    text = await fs.readFile(lockFile, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n', 1)[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function readOwner(databaseDir: string): Promise<{ pid: number; startTime: string } | null> {
  const text = await fs.readFile(path.join(databaseDir, OWNER_FILE), 'utf8').catch(() => null);
  const [pid, startTime] = text?.trim().split(' ') ?? [];
  return pid && startTime ? { pid: Number(pid), startTime } : null;
}

async function signalAndWait(
  pid: number,
  signal: NodeJS.Signals,
  gone: () => Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return gone();
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await gone()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
