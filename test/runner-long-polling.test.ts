import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

/**
 * Long polling of job requests (Workhorse's, which GitLab Runner relies on): a runner that sends the
 * queue version it last saw is held while there is no job for it, and answered the moment one is
 * queued; one that hangs up, or a service shutting down, releases the request.
 */
let t: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ env: { CI_JOB_REQUEST_LONG_POLL_SECONDS: '30' } });
  base = await t.listen();
  const runner = await t.post('/user/runners', { body: { runner_type: 'instance_type' } });
  expect(runner.status).toBe(201);
  token = runner.body.token;
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

interface Answer {
  status: number;
  lastUpdate: string | undefined;
  body: string;
}

/** POST /jobs/request on a connection of its own (closed after), as a runner sends it. */
function requestJob(lastUpdate?: string, signal?: AbortSignal): Promise<Answer> {
  const body = JSON.stringify({ token, ...(lastUpdate === undefined ? {} : { last_update: lastUpdate }) });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/v4/jobs/request`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' }, signal },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            lastUpdate: response.headers['x-gitlab-last-update'] as string | undefined,
            body: text,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const queue = () => t.running.services.runnerJobs.queue;
const held = (n: number) =>
  waitFor(
    async () => queue().waiting,
    (w) => w === n,
    `${n} held requests`,
  );

describe('job requests with last_update', () => {
  it('answer at once without last_update, and hold one that sends it until a job is queued', async () => {
    const first = await requestJob();
    expect(first.status).toBe(204);
    expect(first.lastUpdate).toBeTruthy();

    const waiting = requestJob(first.lastUpdate);
    await held(1);
    await projectWithFiles(t, { '.gitlab-ci.yml': 'build:\n  script: echo hi\n' });
    const answer = await waiting;
    expect(answer.status).toBe(201);
    expect((JSON.parse(answer.body) as { job_info: { name: string } }).job_info.name).toBe('build');
    expect(answer.lastUpdate).not.toBe(first.lastUpdate);
    expect(queue().waiting).toBe(0);
  });

  it('answers at once when the runner saw an older version of the queue', async () => {
    const answer = await requestJob('an-older-version');
    expect(answer.status).toBe(204);
    expect(answer.lastUpdate).toBe(queue().version);
  });

  it('lets go of a request whose runner hung up, and answers held requests when the service stops', async () => {
    const hangUp = new AbortController();
    const abandoned = requestJob(queue().version, hangUp.signal).catch((error: unknown) => error);
    await held(1);
    hangUp.abort();
    expect(await abandoned).toBeInstanceOf(Error);
    await held(0);

    const waiting = requestJob(queue().version);
    await held(1);
    queue().stop();
    expect((await waiting).status).toBe(204);
    expect(queue().waiting).toBe(0);
  });
});
