import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the priority of the calling thread alone (Linux gives each thread its own nice value), so
 * that background work in a worker thread yields the processor to the threads answering requests.
 * Returns whether it could; elsewhere than Linux nothing changes.
 */
export function lowerThreadPriority(nice: number): boolean {
  try {
    // `/proc/thread-self` links to `<pid>/task/<tid>`.
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid)) return false;
    os.setPriority(tid, Math.max(os.getPriority(tid), nice));
    return true;
  } catch {
    return false;
  }
}
