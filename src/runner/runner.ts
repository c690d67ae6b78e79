import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../core/logger.ts';
import { RunnerClient, type JobPayload, type JobRequest } from './client.ts';
import { runJob, type JobOutcome } from './executor.ts';
import type { RetryPolicy } from './retry.ts';

export interface RunnerOptions {
  url: string;
  token: string;
  /** Where to clone from, when the service's external URL is not reachable from here. */
  cloneUrl?: string;
  /** Where the shell executor keeps caches (default: a directory under the system's temp). */
  cacheDir?: string;
  /** Jobs run at once. */
  concurrency?: number;
  pollIntervalMs?: number;
  /** How a job's log, artifacts and status are sent again while the server is away. */
  retry?: RetryPolicy;
  signal?: AbortSignal;
  logger: Logger;
}

export const RUNNER_VERSION = '17.5.0-railyard';

/** The runner did not start: the service refused its token, or could not be reached (said in the log). */
export class RunnerStartError extends Error {}

/**
 * Verifies the token, then polls for jobs and runs them until the signal aborts. It logs as GitLab
 * Runner does, in its words: the verification, each job received and how it ended, and the
 * service going away and coming back (once each, not at every poll).
 */
export async function startRunner(options: RunnerOptions): Promise<void> {
  const { logger } = options;
  const client = new RunnerClient(options.url, options.token, {
    retry: options.retry,
    log: (message) => logger.warn(message),
  });
  const systemId = `s_${randomBytes(6).toString('hex')}`;
  const limit = options.concurrency ?? 1;
  logger.info(
    { version: RUNNER_VERSION, url: options.url, concurrency: limit, executor: 'shell' },
    'Starting railyard-runner',
  );
  const runnerId = await verify(client, systemId, logger);
  const polls = new PollReporter(logger);
  const interval = options.pollIntervalMs ?? 1000;
  const running = new Set<Promise<void>>();
  // One loop per job slot, each asking for a job whenever it is free, so that jobs queued together
  // start together; the idle loops' polls are spread over the interval. Each sends the queue version
  // it last saw, so that the service may hold the request until a job comes (long polling); after an
  // empty answer a slot waits out the rest of the interval, so a service that does not hold is asked
  // once per interval.
  const slot = async (index: number): Promise<void> => {
    await sleep((interval * index) / limit);
    let lastUpdate: string | null = null;
    let askedAgainAtOnce = false;
    while (!options.signal?.aborted) {
      const asked = Date.now();
      const answer: JobRequest | { kind: 'unreachable'; error: string } = await client
        .requestJob(systemId, RUNNER_VERSION, {
          lastUpdate,
          ...(options.signal ? { signal: options.signal } : {}),
        })
        .catch((error: unknown) => ({ kind: 'unreachable' as const, error: describe(error) }));
      if (options.signal?.aborted) break;
      polls.report(answer);
      if (answer.kind !== 'job') {
        const next: string | null = answer.kind === 'none' ? answer.lastUpdate : null;
        // A new version (the first, or the queue moved on meanwhile): ask again at once, to be held.
        const moved: boolean = next !== null && next !== lastUpdate && !askedAgainAtOnce;
        lastUpdate = next;
        askedAgainAtOnce = moved;
        if (!moved) await sleep(Math.max(0, interval - (Date.now() - asked)));
        continue;
      }
      askedAgainAtOnce = false;
      const job = answer.job;
      const jobLogger = logger.child({ job: job.id, project: job.job_info.project_id, runner: runnerId });
      jobLogger.info(
        { repo_url: withoutCredentials(job.git_info.repo_url) },
        'Checking for jobs... received',
      );
      const started = Date.now();
      const cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'railyard-runner-cache');
      const task = runJob(client, job, { cloneUrl: options.cloneUrl, cacheDir }).then(
        (outcome) => reportOutcome(jobLogger, job, outcome, (Date.now() - started) / 1000),
        (error: unknown) =>
          jobLogger.error({ err: error }, `Job ${job.id} ended, but its status could not be sent`),
      );
      running.add(task);
      await task;
      running.delete(task);
    }
  };
  const slots = Promise.all(Array.from({ length: limit }, (_, index) => slot(index)));
  await new Promise<void>((resolve) => {
    if (options.signal?.aborted) resolve();
    options.signal?.addEventListener('abort', () => resolve(), { once: true });
    void slots.then(() => resolve());
  });
  if (running.size > 0)
    logger.info({ jobs: running.size }, 'Stopping: waiting for the running jobs to finish');
  await slots;
  logger.info('Runner stopped');
}

/** The runner's id when the service takes its token; otherwise says why not and throws. */
async function verify(client: RunnerClient, systemId: string, logger: Logger): Promise<number> {
  let verdict;
  try {
    verdict = await client.verify(systemId);
  } catch (error) {
    logger.error({ url: client.url, error: describe(error) }, 'Verifying runner... failed');
    throw new RunnerStartError(`The service at ${client.url} could not be reached`);
  }
  if (verdict.valid) {
    logger.info({ runner: verdict.runnerId }, 'Verifying runner... is valid');
    return verdict.runnerId;
  }
  if (verdict.status.startsWith('403')) {
    logger.error({ url: client.url, status: verdict.status }, 'Verifying runner... is not valid');
    throw new RunnerStartError('The service refused the runner token');
  }
  logger.error({ url: client.url, status: verdict.status }, 'Verifying runner... failed');
  throw new RunnerStartError(`The service answered ${verdict.status}`);
}

/** Says when polling starts failing (once per kind of failure) and when it works again. */
class PollReporter {
  private last = 'ok';
  private readonly logger: Logger;

  constructor(logger: Logger) {
    this.logger = logger;
  }

  report(answer: JobRequest | { kind: 'unreachable'; error: string }): void {
    const state =
      answer.kind === 'job' || answer.kind === 'none'
        ? 'ok'
        : `${answer.kind}:${'status' in answer ? answer.status : answer.error}`;
    if (state === this.last) return;
    const wasFailing = this.last !== 'ok';
    this.last = state;
    if (answer.kind === 'forbidden')
      this.logger.error({ status: answer.status }, 'Checking for jobs... forbidden');
    else if (answer.kind === 'failed')
      this.logger.warn({ status: answer.status }, 'Checking for jobs... failed');
    else if (answer.kind === 'unreachable')
      this.logger.warn({ error: answer.error }, 'Checking for jobs... failed');
    else if (wasFailing) this.logger.info('Checking for jobs... the service answers again');
  }
}

/** One line for how a job ended, worded as GitLab Runner words it. */
function reportOutcome(logger: Logger, job: JobPayload, outcome: JobOutcome, seconds: number): void {
  const fields = { duration_s: Math.round(seconds * 1000) / 1000, job_status: outcome.state };
  if (outcome.state === 'success') logger.info(fields, 'Job succeeded');
  else if (outcome.state === 'canceled') logger.warn(fields, 'Job canceled');
  else if (outcome.failureReason === 'runner_system_failure')
    logger.error(
      { ...fields, failure_reason: outcome.failureReason },
      `Job failed (system failure): ${outcome.systemError ?? 'unknown error'}`,
    );
  else if (outcome.failureReason === 'job_execution_timeout')
    logger.warn(
      { ...fields, failure_reason: outcome.failureReason },
      `Job failed: execution took longer than ${job.runner_info.timeout} seconds`,
    );
  else
    logger.warn(
      { ...fields, failure_reason: outcome.failureReason, exit_code: outcome.exitCode },
      `Job failed: exit code ${outcome.exitCode}`,
    );
}

/** The repository URL without the job token it carries. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '[invalid URL]';
  }
}

/** A failed fetch, as its cause says it: `connect ECONNREFUSED 127.0.0.1:1`. */
function describe(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: string }).code;
    if (cause.message || code) return cause.message || code!;
  }
  return error instanceof Error ? error.message : String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
