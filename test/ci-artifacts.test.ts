import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProjectJobArtifactsDestroyDocument,
  ProjectJobsWithTheirArtifactsDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, uploadArchive, waitFor, type JobPayload } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { addMember } from './support/membership.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let base: string;
let runner: ReturnType<typeof protocolRunner>;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['artifacts'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CONFIG = `
build:
  tags: [artifacts]
  script: echo
  artifacts:
    paths: [out.txt]
`;

/** Takes the next job, uploads a zip holding `out.txt` with `content` as its artifacts, and succeeds. */
async function runBuild(content: string): Promise<JobPayload> {
  const job = (await runner.request())!;
  expect(job.job_info.name).toBe('build');
  await uploadArchive(base, job, content);
  await runner.finish(job, 'success');
  return job;
}

async function pipelineSucceeded(projectId: number, pipelineId: number) {
  await waitFor(
    async () => (await t.get(`/projects/${projectId}/pipelines/${pipelineId}`)).body as { status: string },
    (p) => p.status === 'success',
    'pipeline success',
  );
}

describe('job artifacts by ref, and a project’s artifacts deleted at once', () => {
  it('reads one file of the newest successful job of a ref, and keeps only the newest pipeline’s artifacts', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    const first = await latestPipeline(t, repo.id);
    const older = await runBuild('first\n');
    await pipelineSucceeded(repo.id, first.id);

    const byRef = (file: string, job = 'build') =>
      t.get(`/projects/${repo.id}/jobs/artifacts/main/raw/${file}`, { query: { job } });
    expect((await byRef('out.txt')).text).toBe('first\n');

    const second = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    expect(second.status, second.text).toBe(201);
    const newer = await runBuild('second\n');
    await pipelineSucceeded(repo.id, second.body.id);

    const read = await byRef('out.txt');
    expect(read.status).toBe(200);
    expect(read.text).toBe('second\n');
    expect(read.headers['content-disposition']).toBe('attachment; filename="out.txt"');
    expect(await byRef('missing.txt')).toMatchObject({ status: 404, body: { message: '404 Not found' } });
    expect((await byRef('out.txt', 'deploy')).status).toBe(404);
    expect((await t.get(`/projects/${repo.id}/jobs/artifacts/main/raw/out.txt`)).body).toEqual({
      message: '400 Bad request - job is missing',
    });

    // GraphQL: the jobs with artifacts, each artifact with a global id of its own.
    const listed = await t.graphql(ProjectJobsWithTheirArtifactsDocument, {
      fullPath: repo.fullPath,
      first: 10,
    });
    expect(listed.errors).toBeUndefined();
    const jobs = listed.data!.project!.jobs!.nodes;
    expect(jobs.map((j) => j.id)).toEqual([
      `gid://gitlab/Ci::Build/${newer.id}`,
      `gid://gitlab/Ci::Build/${older.id}`,
    ]);
    const artifactIds = jobs.flatMap((j) => j.artifacts!.nodes.map((a) => a.id));
    expect(artifactIds.length).toBeGreaterThanOrEqual(2);
    for (const id of artifactIds) expect(id).toMatch(/^gid:\/\/gitlab\/Ci::JobArtifact\/\d+$/);
    expect(new Set(artifactIds).size).toBe(artifactIds.length);

    // Developers may not delete a project's artifacts; maintainers may.
    const developer = await createUser(t);
    await addMember(t, 'projects', repo.id, developer.id, 30);
    const refused = await t.delete(`/projects/${repo.id}/artifacts`, { token: developer.token });
    expect(refused.status).toBe(403);
    const refusedGraphql = await t.graphql(
      ProjectJobArtifactsDestroyDocument,
      { projectPath: repo.fullPath },
      developer.token,
    );
    expect(refusedGraphql.data!.projectJobArtifactsDestroy!.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    expect((await t.get(`/projects/${repo.id}/jobs/${older.id}/artifacts`)).status).toBe(200);

    const deleted = await t.delete(`/projects/${repo.id}/artifacts`);
    expect(deleted.status).toBe(202);
    expect(deleted.body).toEqual({ message: '202 Accepted' });
    expect((await t.get(`/projects/${repo.id}/jobs/${older.id}/artifacts`)).status).toBe(404);
    expect((await t.get(`/projects/${repo.id}/jobs/${older.id}`)).body.artifacts).toEqual([]);
    // The newest successful pipeline of the ref keeps its artifacts.
    expect((await t.get(`/projects/${repo.id}/jobs/${newer.id}/artifacts`)).status).toBe(200);
    expect((await byRef('out.txt')).text).toBe('second\n');

    // The same through GraphQL, once a newer pipeline has succeeded.
    const third = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    const newest = await runBuild('third\n');
    await pipelineSucceeded(repo.id, third.body.id);
    const destroyed = await t.graphql(ProjectJobArtifactsDestroyDocument, { projectPath: repo.fullPath });
    expect(destroyed.data!.projectJobArtifactsDestroy).toEqual({ errors: [] });
    expect((await t.get(`/projects/${repo.id}/jobs/${newer.id}/artifacts`)).status).toBe(404);
    expect((await t.get(`/projects/${repo.id}/jobs/${newest.id}/artifacts`)).status).toBe(200);
  });
});
