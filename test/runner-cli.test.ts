import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { cleanupDirs, projectWithFiles, tempDir } from './support/git.ts';
import { spawnRunner } from './support/runner-process.ts';

/** The bundled runner as an operator starts it (`npm run runner -- ...`), in its own process. */
interface RunnerProcess {
  stdout: () => string;
  stderr: () => string;
  /** Standard error, one parsed JSON object per line (every line must be one). */
  log: () => Record<string, any>[];
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

function runner(args: string[]): RunnerProcess {
  const env = { ...process.env };
  for (const name of ['RUNNER_TOKEN', 'RAILYARD_URL', 'LOG_LEVEL']) delete env[name];
  const child = spawnRunner(args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    log: () =>
      stderr
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, any>),
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits (every 100 ms, at most `timeoutMs`) until the runner has logged a line that `matches`. */
async function logged(
  started: RunnerProcess,
  matches: (entry: Record<string, any>) => boolean,
  timeoutMs = 45_000,
): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entry = started.log().find(matches);
    if (entry) return entry;
    if (Date.now() > deadline) throw new Error(`not logged; the log so far:\n${started.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const STACK_FRAME = /^\s+at /m;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('the runner command line', () => {
  it('prints its usage for --help and exits 0, and names a wrong option with exit status 2', async () => {
    const help = runner(['--help']);
    expect(await help.exited).toBe(0);
    expect(help.stdout()).toMatch(/^Usage: npm run runner -- --token <runner token> \[options\]/);
    for (const option of ['--url', '--token', '--clone-url', '--cache-dir', '--concurrency', '--log-level'])
      expect(help.stdout()).toContain(option);
    expect(help.stderr()).toBe('');

    const wrong = runner(['--frobnicate']);
    expect(await wrong.exited).toBe(2);
    expect(wrong.stderr()).toBe(
      "railyard-runner: Unknown option '--frobnicate'\nSee --help for the options.\n",
    );

    const noToken = runner(['--url', base]);
    expect(await noToken.exited).toBe(2);
    expect(noToken.stderr()).toContain('A runner token is needed: --token glrt-...');
    expect(noToken.stderr()).not.toMatch(STACK_FRAME);
  });

  it('exits 1 with one error line when the service refuses the token', async () => {
    const refused = runner(['--url', base, '--token', 'glrt-not-a-runner-token-123']);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).not.toMatch(STACK_FRAME);
    expect(refused.stderr()).not.toContain('glrt-not-a-runner-token-123');
    const errors = refused.log().filter((entry) => entry['level'] >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'Verifying runner... is not valid',
        status: '403 Forbidden',
        url: base,
      }),
    ]);
  });

  it('exits 1 with one error line when the service cannot be reached', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const unreachable = runner(['--url', nowhere, '--token', 'glrt-any-token-1234567890']);
    expect(await unreachable.exited).toBe(1);
    expect(unreachable.stderr()).not.toMatch(STACK_FRAME);
    const errors = unreachable.log().filter((entry) => entry['level'] >= 50);
    expect(errors).toEqual([expect.objectContaining({ msg: 'Verifying runner... failed', url: nowhere })]);
    expect(errors[0]!['error']).toMatch(/ECONNREFUSED/);
  });
});

describe('the runner log', () => {
  it('says each job it takes and how each ended, as JSON lines, and stops on SIGTERM with status 0', async () => {
    const created = await t.post('/user/runners', { body: { runner_type: 'instance_type' } });
    expect(created.status, created.text).toBe(201);
    const token = created.body.token as string;
    const project = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'passes:\n  script: echo fine\nfails:\n  script: exit 3\n',
    });
    const started = runner([
      ...['--url', base, '--clone-url', base, '--token', token],
      ...['--cache-dir', await tempDir('railyard-runner-cache-')],
    ]);
    try {
      const verified = await logged(started, (e) => e['msg'] === 'Verifying runner... is valid');
      expect(verified).toMatchObject({ level: 30, runner: created.body.id });
      const succeeded = await logged(started, (e) => e['msg'] === 'Job succeeded');
      const failed = await logged(started, (e) => e['msg'] === 'Job failed: exit code 3');

      const jobs = (await t.get(`/projects/${project.id}/jobs`)).body as { id: number; name: string }[];
      const idOf = (name: string) => jobs.find((job) => job.name === name)!.id;
      expect(succeeded).toMatchObject({
        level: 30,
        job: idOf('passes'),
        project: project.id,
        runner: created.body.id,
        job_status: 'success',
        duration_s: expect.any(Number),
      });
      expect(failed).toMatchObject({
        level: 40,
        job: idOf('fails'),
        project: project.id,
        job_status: 'failed',
        failure_reason: 'script_failure',
        exit_code: 3,
      });
      const received = started.log().filter((e) => e['msg'] === 'Checking for jobs... received');
      expect(received.map((e) => e['job']).sort()).toEqual([idOf('passes'), idOf('fails')].sort());
      // The clone URL it logs carries no job token.
      for (const entry of received)
        expect(entry['repo_url']).toBe(`http://railyard.test/${project.fullPath}.git`);
    } finally {
      expect(await started.stop()).toBe(0);
    }
    expect(started.log().at(-1)).toMatchObject({ msg: 'Runner stopped' });
    expect(started.stdout()).toBe('');
    expect(started.stderr()).not.toContain(token);
  });
});
