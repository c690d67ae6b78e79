import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, uploadArchive, waitFor, type JobPayload } from './support/ci.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let base: string;
let runner: ReturnType<typeof protocolRunner>;
let project: { id: number };

const CONFIG = `
build:
  tags: [expiry]
  script: echo
  artifacts:
    paths: [out.txt]
    expire_in: 1 week
`;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['expiry'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
  project = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
});

afterAll(async () => {
  await t?.close();
  await cleanupDirs();
});

/** Runs the next job: uploads its archive with the job's `expire_in`, and succeeds; waits for its pipeline. */
async function runBuild(): Promise<JobPayload> {
  const job = (await runner.request())!;
  await uploadArchive(base, job, `job ${job.id}\n`, '1 week');
  await runner.finish(job, 'success');
  const pipelineId = (await t.get(`/projects/${project.id}/jobs/${job.id}`)).body.pipeline.id as number;
  await waitFor(
    async () => (await t.get(`/projects/${project.id}/pipelines/${pipelineId}`)).body as { status: string },
    (p) => p.status === 'success',
    'pipeline success',
  );
  return job;
}

async function newPipeline(): Promise<JobPayload> {
  const created = await t.post(`/projects/${project.id}/pipeline`, { body: { ref: 'main' } });
  expect(created.status, created.text).toBe(201);
  return runBuild();
}

/** Every artifact of the project expired a minute ago. */
async function expireAll(): Promise<void> {
  await t.running.orm.em
    .fork()
    .getConnection()
    .execute(
      `update ci_job_artifacts set expire_at = now() - interval '1 minute' where project_id = ? and file_type <> 'trace'`,
      [project.id],
    );
}

const archiveStatus = async (job: JobPayload) =>
  (await t.get(`/projects/${project.id}/jobs/${job.id}/artifacts`)).status;

async function storedFiles(): Promise<number> {
  const rows = await t.running.orm.em
    .fork()
    .getConnection()
    .execute<{ storage_path: string }[]>(`select storage_path from ci_job_artifacts where project_id = ?`, [
      project.id,
    ]);
  return rows.length;
}

describe('expired artifacts and keep_latest_artifact', () => {
  it("removes expired artifacts except the newest successful pipeline's, while instance and project keep them", async () => {
    await latestPipeline(t, project.id);
    const first = await runBuild();
    const second = await newPipeline();
    await expireAll();
    const before = await storedFiles();

    expect(await t.running.services.expiredArtifacts.removeExpired()).toBeGreaterThan(0);
    expect(await archiveStatus(first)).toBe(404);
    expect(await archiveStatus(second)).toBe(200);
    expect(await storedFiles()).toBeLessThan(before);
    // The expiry of a kept artifact is still shown.
    expect(
      (await t.get(`/projects/${project.id}/jobs/${second.id}`)).body.artifacts_expire_at,
    ).not.toBeNull();

    // The project stops keeping them.
    const unkept = await t.put(`/projects/${project.id}`, { body: { keep_latest_artifact: false } });
    expect(unkept.status, unkept.text).toBe(200);
    await t.running.services.expiredArtifacts.removeExpired();
    expect(await archiveStatus(second)).toBe(404);

    // The project keeps them again, the instance does not: the instance decides.
    expect((await t.put(`/projects/${project.id}`, { body: { keep_latest_artifact: true } })).status).toBe(
      200,
    );
    const third = await newPipeline();
    await expireAll();
    const instance = await t.put('/application/settings', { body: { keep_latest_artifact: false } });
    expect(instance.status, instance.text).toBe(200);
    expect(instance.body.keep_latest_artifact).toBe(false);
    try {
      await t.running.services.expiredArtifacts.removeExpired();
      expect(await archiveStatus(third)).toBe(404);
    } finally {
      await t.put('/application/settings', { body: { keep_latest_artifact: true } });
    }
  });

  it("deletes a project's artifacts at once keeping the newest pipeline's only while keep_latest_artifact holds", async () => {
    const kept = await newPipeline();
    const deleted = await t.delete(`/projects/${project.id}/artifacts`);
    expect(deleted.status).toBe(202);
    expect(await archiveStatus(kept)).toBe(200);

    await t.put('/application/settings', { body: { keep_latest_artifact: false } });
    try {
      expect((await t.delete(`/projects/${project.id}/artifacts`)).status).toBe(202);
      expect(await archiveStatus(kept)).toBe(404);
    } finally {
      await t.put('/application/settings', { body: { keep_latest_artifact: true } });
    }
  });
});
