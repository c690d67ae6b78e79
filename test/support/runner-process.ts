import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestApp } from './app.ts';
import { tempDir } from './git.ts';

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');
const RUNNER_ENTRY = 'src/runner/main.ts';

/**
 * `node src/runner/main.ts ...args`, as `npm run runner` starts the bundled runner. Its pid is
 * recorded for the run's global teardown, which kills every runner still alive: a runner outliving
 * its test (a worker that died, a job the server went away under) would otherwise keep retrying
 * for its whole retry timeout, holding the run's output open.
 */
export function spawnRunner(
  args: string[],
  options: { stdio?: StdioOptions; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  const child = spawn(process.execPath, [RUNNER_ENTRY, ...args], {
    cwd: REPOSITORY_ROOT,
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
    ...(options.env ? { env: options.env } : {}),
  });
  const pid = child.pid;
  if (pid !== undefined) {
    const record = path.join(inject('runnerPidsDir'), String(pid));
    fs.writeFileSync(record, '');
    child.once('exit', () => fs.rmSync(record, { force: true }));
  }
  return child;
}

/** Registers an instance runner on `t` and starts the bundled runner for it against `base`. */
export async function startBundledRunner(
  t: TestApp,
  base: string,
  options: { concurrency?: number; stdio?: StdioOptions } = {},
): Promise<ChildProcess> {
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', description: 'bundled' },
  });
  if (created.status !== 201) throw new Error(created.text);
  const args = ['--url', base, '--clone-url', base, '--token', created.body.token];
  args.push('--cache-dir', await tempDir('railyard-runner-cache-'));
  if (options.concurrency !== undefined) args.push('--concurrency', String(options.concurrency));
  return spawnRunner(args, options.stdio ? { stdio: options.stdio } : {});
}

/**
 * SIGTERM (the runner finishes its running jobs first), then SIGKILL when it has not exited within
 * `graceMs`; resolves once it has exited.
 */
export async function stopRunner(runner: ChildProcess, graceMs = 20_000): Promise<void> {
  if (runner.exitCode !== null || runner.signalCode !== null) return;
  const exited = new Promise((resolve) => runner.once('exit', resolve));
  runner.kill('SIGTERM');
  const forced = setTimeout(() => runner.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(forced);
}
