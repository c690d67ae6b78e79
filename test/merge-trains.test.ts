import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Gitlab } from '@gitbeaker/rest';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, tempDir } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { startBundledRunner } from './support/runner-process.ts';
import { GATED_PIPELINE, stopBundledRunner, trainProject } from './support/merge-trains.ts';

let t: TestApp;
let runner: ChildProcess;
let gates: string;
let developer: CreatedUser;
let reporter: CreatedUser;
let maintainer: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };
let base: string;

interface Car {
  id: number;
  status: string;
  target_branch: string;
  merged_at: string | null;
  duration: number | null;
  merge_request: { id: number; iid: number; state: string; web_url: string };
  user: { id: number; username: string } | null;
  pipeline: { id: number; sha: string; ref: string; status: string; source: string } | null;
}

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  gates = await tempDir('railyard-train-gates-');
  developer = await createUser(t);
  reporter = await createUser(t);
  maintainer = await createUser(t);
  outsider = await createUser(t);
  project = await trainProject(
    t,
    [
      { name: 'first', files: { 'first.txt': 'first\n' } },
      { name: 'second', files: { broken: 'this change breaks the build\n' } },
      { name: 'third', files: { 'third.txt': 'third\n' } },
      { name: 'fourth', files: { 'fourth.txt': 'fourth\n' } },
      { name: 'fifth', files: { 'fifth.txt': 'fifth\n' } },
      { name: 'sixth', files: { 'sixth.txt': 'sixth\n' } },
    ],
    GATED_PIPELINE,
    gates,
  );
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
  runner = await startBundledRunner(t, base, { concurrency: 4 });
});

afterAll(async () => {
  await stopBundledRunner(runner, gates);
  await t.close();
  await cleanupDirs();
});

const trains = () => `/projects/${project.id}/merge_trains`;

async function mergeRequest(source: string): Promise<{ iid: number; id: number }> {
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    body: { source_branch: source, target_branch: 'main', title: `Merge ${source}` },
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function car(iid: number): Promise<Car> {
  const response = await t.get(`${trains()}/merge_requests/${iid}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

async function carWhere(iid: number, done: (car: Car) => boolean, what: string): Promise<Car> {
  return waitFor(() => car(iid), done, what, 90_000);
}

async function open(iid: number): Promise<void> {
  await fs.writeFile(path.join(gates, String(iid)), '');
}

async function mainHead(): Promise<string> {
  const branch = await t.get(`/projects/${project.id}/repository/branches/main`);
  return branch.body.commit.id as string;
}

describe('merge trains', () => {
  it('answers 403 while trains are off, 404 to outsiders of a private project and 403 below developer', async () => {
    const other = await trainProject(t, [], 'x:\n  script: true\n', gates);
    await t.put(`/projects/${other.id}`, { body: { merge_trains_enabled: false } });
    const off = await t.get(`/projects/${other.id}/merge_trains`);
    expect(off.status).toBe(403);
    expect(off.body.message).toMatch(/^403/);
    expect((await t.get(trains(), { token: outsider.token })).status).toBe(404);
    expect((await t.get(trains(), { token: reporter.token })).status).toBe(403);
    expect((await t.get(trains(), { token: developer.token })).status).toBe(200);
    expect((await t.get(`${trains()}/merge_requests/999`)).status).toBe(404);
  });

  it('runs three cars: the first merged, the failing second dropped with a note, the third restarted and merged', async () => {
    const first = await mergeRequest('first');
    const second = await mergeRequest('second');
    const third = await mergeRequest('third');

    const wrongSha = await t.post(`${trains()}/merge_requests/${first.iid}`, { body: { sha: project.sha } });
    expect(wrongSha.status).toBe(409);

    // Developers may not merge into the protected default branch: neither may they add to its train.
    expect((await t.post(`${trains()}/merge_requests/${first.iid}`, { token: developer.token })).status).toBe(
      403,
    );
    const added = await t.post(`${trains()}/merge_requests/${first.iid}`, { token: maintainer.token });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toHaveLength(1);
    expect(Object.keys(added.body[0]).sort()).toEqual(
      [
        'id',
        'merge_request',
        'user',
        'pipeline',
        'created_at',
        'updated_at',
        'target_branch',
        'status',
        'merged_at',
        'duration',
      ].sort(),
    );
    expect(added.body[0].user.username).toBe(maintainer.username);
    expect(added.body[0].merge_request.iid).toBe(first.iid);
    const again = await t.post(`${trains()}/merge_requests/${first.iid}`);
    expect(again.status).toBe(400);
    expect((await t.post(`${trains()}/merge_requests/${second.iid}`)).status).toBe(201);
    const all = await t.post(`${trains()}/merge_requests/${third.iid}`);
    expect(all.body.map((c: Car) => c.merge_request.iid)).toEqual([first.iid, second.iid, third.iid]);

    // Every car tests its own train commit: main merged with every car ahead of it.
    const running = await Promise.all(
      [first, second, third].map((m) =>
        carWhere(m.iid, (c) => c.status === 'fresh' && c.pipeline !== null, 'a fresh car'),
      ),
    );
    for (const [i, c] of running.entries()) {
      expect(c.pipeline!.ref).toBe(`refs/merge-requests/${[first, second, third][i]!.iid}/train`);
      expect(c.pipeline!.source).toBe('merge_request_event');
    }
    const parents = async (sha: string) =>
      (
        await git(project.dir, ['fetch', '--quiet', 'origin', sha]).then(() =>
          git(project.dir, ['rev-list', '--parents', '-n', '1', sha]),
        )
      ).stdout
        .trim()
        .split(' ')
        .slice(1);
    expect((await parents(running[0]!.pipeline!.sha))[0]).toBe(project.sha);
    expect((await parents(running[1]!.pipeline!.sha))[0]).toBe(running[0]!.pipeline!.sha);
    expect((await parents(running[2]!.pipeline!.sha))[0]).toBe(running[1]!.pipeline!.sha);
    const oldThirdPipeline = running[2]!.pipeline!.id;

    await open(first.iid);
    const merged = await carWhere(first.iid, (c) => c.status === 'merged', 'the first car merged');
    expect(merged.merged_at).not.toBeNull();
    expect(merged.duration).toBeGreaterThanOrEqual(0);
    expect(await mainHead()).toBe(running[0]!.pipeline!.sha);
    const firstMr = await t.get(`/projects/${project.id}/merge_requests/${first.iid}`);
    expect(firstMr.body.state).toBe('merged');
    expect(firstMr.body.merge_commit_sha).toBe(running[0]!.pipeline!.sha);

    await open(second.iid);
    await waitFor(
      () => t.get(`${trains()}/merge_requests/${second.iid}`),
      (r) => r.status === 404,
      'the second car to leave',
      90_000,
    );
    const notes = await t.get(`/projects/${project.id}/merge_requests/${second.iid}/notes`);
    if (notes.status === 200) {
      expect(
        (notes.body as { body: string; system: boolean }[]).some(
          (n) => n.system && /merge train/.test(n.body),
        ),
      ).toBe(true);
    }
    const restarted = await carWhere(
      third.iid,
      (c) => c.status === 'fresh' && c.pipeline !== null && c.pipeline.id !== oldThirdPipeline,
      'the third car restarted',
    );
    expect((await parents(restarted.pipeline!.sha))[0]).toBe(running[0]!.pipeline!.sha);
    const old = await t.get(`/projects/${project.id}/pipelines/${oldThirdPipeline}`);
    expect(old.body.status).toBe('canceled');

    await open(third.iid);
    await carWhere(third.iid, (c) => c.status === 'merged', 'the third car merged');
    expect(await mainHead()).toBe(restarted.pipeline!.sha);
    expect((await t.get(`/projects/${project.id}/merge_requests/${second.iid}`)).body.state).toBe('opened');

    const complete = await t.get(trains(), { query: { scope: 'complete', sort: 'asc' } });
    expect(complete.body.map((c: Car) => c.merge_request.iid)).toEqual([first.iid, third.iid]);
    const active = await t.get(`${trains()}/main`, { query: { scope: 'active' } });
    expect(active.body).toEqual([]);
  });

  it('takes a car off its train when its source branch is pushed to, and on request', async () => {
    const fourth = await mergeRequest('fourth');
    expect((await t.post(`${trains()}/merge_requests/${fourth.iid}`)).status).toBe(201);
    await carWhere(fourth.iid, (c) => c.status === 'fresh', 'a fresh car');
    expect((await t.delete(`${trains()}/merge_requests/${fourth.iid}`)).status).toBe(204);
    expect((await t.get(`${trains()}/merge_requests/${fourth.iid}`)).status).toBe(404);

    expect((await t.post(`${trains()}/merge_requests/${fourth.iid}`)).status).toBe(201);
    await carWhere(fourth.iid, (c) => c.status === 'fresh', 'a fresh car');
    await git(project.dir, ['checkout', '--quiet', 'fourth']);
    await commitFiles(project.dir, { 'more.txt': 'more\n' }, 'More');
    await git(project.dir, ['push', '--quiet', 'origin', 'fourth']);
    await waitFor(
      () => t.get(`${trains()}/merge_requests/${fourth.iid}`),
      (r) => r.status === 404,
      'the car to leave after a push',
      30_000,
    );
  });

  it('puts a merge request on its train through /merge with auto_merge, and cancelling auto-merge takes it off', async () => {
    const listed = await t.get(`/projects/${project.id}/merge_requests`, {
      query: { source_branch: 'fourth' },
    });
    const fourth = (listed.body[0] as { iid: number } | undefined) ?? (await mergeRequest('fourth'));
    const mrPath = `/projects/${project.id}/merge_requests/${fourth.iid}`;
    const merged = await t.put(`${mrPath}/merge`, { body: { auto_merge: true } });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body).toMatchObject({ state: 'opened', merge_when_pipeline_succeeds: true });
    expect((await car(fourth.iid)).user?.username).toBe('root');
    const again = await t.put(`${mrPath}/merge`, { body: { auto_merge: true } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('400 Bad request - The merge request is already on a merge train');

    const cancelled = await t.post(`${mrPath}/cancel_merge_when_pipeline_succeeds`);
    expect(cancelled.status, cancelled.text).toBe(201);
    expect(cancelled.body.merge_when_pipeline_succeeds).toBe(false);
    expect((await t.get(`${trains()}/merge_requests/${fourth.iid}`)).status).toBe(404);
    const notes = await t.get(`${mrPath}/notes`, { query: { sort: 'asc' } });
    expect(notes.body.map((n: { body: string }) => n.body).slice(-2)).toEqual([
      'removed this merge request from the merge train',
      'canceled the automatic merge',
    ]);
  });

  it('with when_pipeline_succeeds, schedules (202) and joins the train once the running pipeline succeeds', async () => {
    const ci = `${GATED_PIPELINE}
head:
  rules:
    - if: $CI_MERGE_REQUEST_EVENT_TYPE == "merged_result"
  script:
    - while [ ! -f "$GATES/head-$CI_PROJECT_ID-$CI_MERGE_REQUEST_IID" ]; do sleep 0.1; done
`;
    const other = await trainProject(t, [{ name: 'waiting', files: { 'waiting.txt': 'w\n' } }], ci, gates);
    const created = await t.post(`/projects/${other.id}/merge_requests`, {
      body: { source_branch: 'waiting', target_branch: 'main', title: 'Wait for it' },
    });
    expect(created.status, created.text).toBe(201);
    const mrPath = `/projects/${other.id}/merge_requests/${created.body.iid}`;
    await waitFor(
      () => t.get(mrPath),
      (r) => ['pending', 'running'].includes(r.body.head_pipeline?.status),
      'a running head pipeline',
      60_000,
    );
    const otherTrains = `/projects/${other.id}/merge_trains`;
    const scheduled = await t.post(`${otherTrains}/merge_requests/${created.body.iid}`, {
      body: { when_pipeline_succeeds: true },
    });
    expect(scheduled.status, scheduled.text).toBe(202);
    expect(scheduled.body).toEqual([]);
    expect((await t.get(mrPath)).body.merge_when_pipeline_succeeds).toBe(true);
    expect((await t.get(`${otherTrains}/merge_requests/${created.body.iid}`)).status).toBe(404);

    await fs.writeFile(path.join(gates, `head-${other.id}-${created.body.iid}`), '');
    const joined = await waitFor(
      () => t.get(`${otherTrains}/merge_requests/${created.body.iid}`),
      (r) => r.status === 200,
      'the car once the pipeline succeeded',
      60_000,
    );
    expect(joined.body.user.username).toBe('root');
    const notes = await t.get(`${mrPath}/notes`, { query: { sort: 'asc' } });
    const head = (await t.get(mrPath)).body.sha as string;
    expect(notes.body.map((n: { body: string }) => n.body)).toContain(
      `enabled automatic add to merge train when the pipeline for ${head} succeeds`,
    );
  });

  it('finishes at startup a merge whose branch moved before a crash, and puts back one whose branch did not', async () => {
    const fifth = await mergeRequest('fifth');
    expect((await t.post(`${trains()}/merge_requests/${fifth.iid}`)).status).toBe(201);
    const fresh = await carWhere(fifth.iid, (c) => c.status === 'fresh', 'a fresh car');
    const services = t.running.services;
    await services.mergeTrains.engine.stop();
    const db = t.running.orm.em.fork().getKysely();
    const before = await mainHead();
    // What a crash between the branch moving and the merge being recorded leaves: the journal, the branch moved.
    await sql`update merge_train_cars set status = 'merging', merging_from_sha = ${before} where id = ${fresh.id}`.execute(
      db,
    );
    await git(project.dir, ['fetch', '--quiet', 'origin', fresh.pipeline!.sha]);
    await git(project.dir, [
      'push',
      '--quiet',
      '--force',
      'origin',
      `${fresh.pipeline!.sha}:refs/heads/main`,
    ]);
    await services.mergeTrains.engine.start();
    const merged = await carWhere(fifth.iid, (c) => c.status === 'merged', 'the journalled car merged');
    expect(merged.merged_at).not.toBeNull();
    expect((await t.get(`/projects/${project.id}/merge_requests/${fifth.iid}`)).body.state).toBe('merged');
    expect(await mainHead()).toBe(fresh.pipeline!.sha);

    // A crash before the branch moved: the car goes back on the train; nothing is merged.
    const sixth = await mergeRequest('sixth');
    expect((await t.post(`${trains()}/merge_requests/${sixth.iid}`)).status).toBe(201);
    const waiting = await carWhere(sixth.iid, (c) => c.status === 'fresh', 'a fresh car');
    await services.mergeTrains.engine.stop();
    const head = await mainHead();
    await sql`update merge_train_cars set status = 'merging', merging_from_sha = ${head} where id = ${waiting.id}`.execute(
      db,
    );
    await services.mergeTrains.engine.start();
    await carWhere(sixth.iid, (c) => c.status === 'fresh', 'the car back on its train');
    expect(await mainHead()).toBe(head);
    expect((await t.get(`/projects/${project.id}/merge_requests/${sixth.iid}`)).body.state).toBe('opened');
  });

  it('serves @gitbeaker/rest MergeTrains', async () => {
    const api = new Gitlab({ host: base, token: ROOT_TOKEN });
    const all = await api.MergeTrains.all(project.id, { scope: 'complete', sort: 'asc' });
    expect(all.map((c) => c.merge_request.iid).slice(0, 2)).toEqual([1, 3]);
    expect(all.every((c) => c.status === 'merged' && c.target_branch === 'main')).toBe(true);
    const status = await api.MergeTrains.showStatus(project.id, 1);
    expect(status.status).toBe('merged');
    const onMain = await api.MergeTrains.all(project.id, { targetBranch: 'main', scope: 'active' });
    expect(onMain.map((c) => c.merge_request.iid)).toEqual([6]);
  });
});
