import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteOneArtifactDocument,
  DeleteSomeArtifactsDocument,
  FailedJobsOfPipelineRowDocument,
  FailedJobsWithTheirLogsDocument,
  InstanceJobsCountsDocument,
  InstanceJobsTableDocument,
  ManualVariablesOfJobDocument,
  PipelineNeedsGraphDocument,
  PlayManualJobWithDocument,
  ProjectJobsCountDocument,
  UnscheduleDelayedJobDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import {
  jobsByName,
  latestPipeline,
  protocolRunner,
  uploadArchive,
  waitFor,
  type JobPayload,
} from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
const REPORTER = 20;
const DEVELOPER = 30;

let t: TestApp;
let base: string;
let runner: ReturnType<typeof protocolRunner>;
let runnerId: number;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  const created = await t.post('/user/runners', {
    body: {
      runner_type: 'instance_type',
      tag_list: ['shape'],
      run_untagged: false,
      description: 'shape runner',
    },
  });
  runnerId = created.body.id;
  runner = protocolRunner(t, created.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;

/** Takes the next job, which must be `name`. */
async function take(name: string): Promise<JobPayload> {
  const job = await runner.request();
  expect(job?.job_info.name).toBe(name);
  return job!;
}

const GRAPH_CONFIG = `
stages: [build, test, deploy]
build:
  stage: build
  tags: [shape]
  script: make
test:
  stage: test
  tags: [shape]
  parallel: 2
  needs: [build]
  script: make test
lint:
  stage: test
  tags: [shape]
  script: make lint
deploy:
  stage: deploy
  tags: [shape]
  needs: [test]
  when: manual
  script: make deploy
later:
  stage: deploy
  tags: [shape]
  needs: []
  when: delayed
  start_in: 1 hour
  script: make later
`;

const LOG =
  'section_start:1700000000:step_script\r\x1b[0K\x1b[32;1m$ make test\x1b[0;m\n' +
  'compiling <core>\n' +
  'progress 10%\rprogress 100%\n' +
  '\x1b[31mFAIL\x1b[0m: 1 test & more\n' +
  'section_end:1700000001:step_script\r\x1b[0K';

describe("GitLab's job pages on a pipeline with needs, a failed job, a manual and a delayed job", () => {
  let repo: Awaited<ReturnType<typeof projectWithFiles>>;
  let iid: string;
  let jobs: Record<string, { id: number; status: string }>;

  beforeAll(async () => {
    repo = await projectWithFiles(t, { '.gitlab-ci.yml': GRAPH_CONFIG });
    const pipeline = await latestPipeline(t, repo.id);
    iid = String((await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}`)).body.iid);
    await runner.finish(await take('build'), 'success');
    const taken: string[] = [];
    for (let i = 0; i < 3; i++) {
      const job = (await runner.request())!;
      taken.push(job.job_info.name);
      if (job.job_info.name === 'lint') {
        await runner.trace(job, LOG);
        await runner.finish(job, 'failed', 1);
      } else {
        await runner.finish(job, 'success');
      }
    }
    expect(taken.sort()).toEqual(['lint', 'test 1/2', 'test 2/2']);
    jobs = await waitFor(
      () => jobsByName(t, repo.id, pipeline.id),
      (byName) => byName['deploy']?.status === 'manual',
      'deploy waits to be played',
    );
  }, 60_000);

  it('draws the needs graph: parallel needs name every instance, stage-ordered jobs need nothing', async () => {
    const graph = await t.graphql(PipelineNeedsGraphDocument, { fullPath: repo.fullPath, iid });
    expect(graph.errors).toBeUndefined();
    const needs = Object.fromEntries(
      graph.data!.project!.pipeline!.stages!.nodes.flatMap((stage) =>
        stage.groups!.nodes.flatMap((group) =>
          group.jobs!.nodes.map((job) => [job.name, job.needs!.nodes.map((need) => need.name)]),
        ),
      ),
    );
    expect(needs).toEqual({
      build: [],
      'test 1/2': ['build'],
      'test 2/2': ['build'],
      lint: [],
      deploy: ['test 1/2', 'test 2/2'],
      later: [],
    });
    const testGroup = graph.data!.project!.pipeline!.stages!.nodes[1]!.groups!.nodes.find(
      (g) => g.name === 'test',
    )!;
    expect(testGroup.size).toBe(2);
    const ids = testGroup.jobs!.nodes.flatMap((job) => job.needs!.nodes.map((need) => need.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows a failed job's log tail as HTML, its colours as classes and its markup escaped", async () => {
    const failed = await t.graphql(FailedJobsWithTheirLogsDocument, { fullPath: repo.fullPath, iid });
    expect(failed.errors).toBeUndefined();
    const [job] = failed.data!.project!.pipeline!.jobs!.nodes;
    expect(failed.data!.project!.pipeline!.jobs!.nodes).toHaveLength(1);
    expect(job).toMatchObject({
      name: 'lint',
      status: 'FAILED',
      retryable: true,
      failureMessage: 'script failure',
      stage: { name: 'test' },
      userPermissions: { readBuild: true, updateBuild: true },
    });
    expect(job!.trace!.htmlSummary).toBe(
      '<span class="term-fg-green term-bold">$ make test</span><br/>' +
        'compiling &lt;core&gt;<br/>' +
        'progress 100%<br/>' +
        '<span class="term-fg-red">FAIL</span>: 1 test &amp; more<br/>',
    );
    const lastTwo = await t.graphql(FailedJobsWithTheirLogsDocument, {
      fullPath: repo.fullPath,
      iid,
      lastLines: 2,
    });
    expect(lastTwo.data!.project!.pipeline!.jobs!.nodes[0]!.trace!.htmlSummary).toBe(
      'progress 100%<br/><span class="term-fg-red">FAIL</span>: 1 test &amp; more<br/>',
    );

    const row = await t.graphql(FailedJobsOfPipelineRowDocument, { fullPath: repo.fullPath, iid });
    expect(row.data!.project!.pipeline).toMatchObject({
      active: true,
      troubleshootJobWithAi: false,
      jobs: { count: 1, nodes: [{ name: 'lint', kind: 'BUILD', retried: false, allowFailure: false }] },
    });
  });

  it('plays a manual job with variables, which its runner gets and developers see as its manual variables', async () => {
    const deployId = gid('Ci::Build', jobs['deploy']!.id);
    const none = await t.graphql(ManualVariablesOfJobDocument, { fullPath: repo.fullPath, id: deployId });
    expect(none.data!.project!.job).toMatchObject({ manualJob: true, manualVariables: { nodes: [] } });

    const played = await t.graphql(PlayManualJobWithDocument, {
      id: deployId,
      variables: [
        { key: 'TARGET', value: 'eu-west' },
        { key: 'DRY_RUN', value: 'no' },
      ],
    });
    expect(played.data!.jobPlay!.errors).toEqual([]);
    expect(played.data!.jobPlay!.job!.webPath).toBe(`/${repo.fullPath}/-/jobs/${jobs['deploy']!.id}`);
    expect(played.data!.jobPlay!.job!.manualVariables!.nodes).toEqual([
      { id: expect.stringMatching(/^gid:\/\/gitlab\/Ci::JobVariable\//), key: 'TARGET', value: 'eu-west' },
      { id: expect.stringMatching(/^gid:\/\/gitlab\/Ci::JobVariable\//), key: 'DRY_RUN', value: 'no' },
    ]);
    const deploy = await take('deploy');
    expect(deploy.variables).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'TARGET', value: 'eu-west' })]),
    );

    const developer = await createUser(t);
    const reporter = await createUser(t);
    await addMember(t, 'projects', repo.id, developer.id, DEVELOPER);
    await addMember(t, 'projects', repo.id, reporter.id, REPORTER);
    const asDeveloper = await t.graphql(
      ManualVariablesOfJobDocument,
      { fullPath: repo.fullPath, id: deployId },
      developer.token,
    );
    expect(asDeveloper.data!.project!.job!.manualVariables!.nodes.map((v) => [v.key, v.value])).toEqual([
      ['TARGET', 'eu-west'],
      ['DRY_RUN', 'no'],
    ]);
    const asReporter = await t.graphql(
      ManualVariablesOfJobDocument,
      { fullPath: repo.fullPath, id: deployId },
      reporter.token,
    );
    expect(asReporter.data!.project!.job!.manualVariables).toBeNull();
    await runner.finish(deploy, 'success');
  });

  it('unschedules a delayed job, which then waits to be played; a job not scheduled cannot be', async () => {
    expect(jobs['later']!.status).toBe('scheduled');
    const id = gid('Ci::Build', jobs['later']!.id);
    const unscheduled = await t.graphql(UnscheduleDelayedJobDocument, { id });
    expect(unscheduled.data!.jobUnschedule).toEqual({
      job: {
        id,
        status: 'MANUAL',
        scheduledAt: null,
        detailedStatus: {
          id: expect.any(String),
          detailsPath: `/${repo.fullPath}/-/jobs/${jobs['later']!.id}`,
        },
      },
      errors: [],
    });
    expect((await t.get(`/projects/${repo.id}/jobs/${jobs['later']!.id}`)).body.status).toBe('manual');
    const again = await t.graphql(UnscheduleDelayedJobDocument, { id });
    expect(again.data!.jobUnschedule).toEqual({ job: null, errors: ['Job is not scheduled'] });
    const reporter = await createUser(t);
    await addMember(t, 'projects', repo.id, reporter.id, REPORTER);
    const refused = await t.graphql(UnscheduleDelayedJobDocument, { id }, reporter.token);
    expect(refused.data!.jobUnschedule!.errors).toHaveLength(1);
    expect(refused.data!.jobUnschedule!.job).toBeNull();
  });

  it("counts a project's jobs by their pipeline's source", async () => {
    const count = async (sources: ('PUSH' | 'WEB' | 'API' | 'DUO_WORKFLOW')[], name?: string) =>
      (await t.graphql(ProjectJobsCountDocument, { fullPath: repo.fullPath, sources, name })).data!.project!
        .jobs!.count;
    expect(await count(['PUSH'])).toBe(6);
    expect(await count(['PUSH'], 'lint')).toBe(1);
    expect(await count(['WEB'])).toBe(0);
    expect(await count(['DUO_WORKFLOW'])).toBe(0);
    expect((await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
    expect(await count(['API'])).toBe(6);
    expect(await count(['WEB'])).toBe(0);
    expect(await count(['API', 'PUSH'])).toBe(12);
    expect(await count([])).toBe(12);
  });

  it('lists every job of the instance for administrators, with its runner, by status and runner type', async () => {
    const table = await t.graphql(InstanceJobsTableDocument, {
      statuses: ['FAILED'],
      runnerTypes: ['INSTANCE_TYPE'],
    });
    expect(table.errors).toBeUndefined();
    expect(table.data!.jobs!.nodes).toHaveLength(1);
    expect(table.data!.jobs!.nodes[0]).toMatchObject({
      name: 'lint',
      status: 'FAILED',
      runner: { id: gid('Ci::Runner', runnerId), description: 'shape runner', runnerType: 'INSTANCE_TYPE' },
      stage: { name: 'test' },
      pipeline: {
        project: { fullPath: repo.fullPath },
        path: expect.stringContaining(`/${repo.fullPath}/-/pipelines/`),
      },
      userPermissions: { readBuild: true, readJobArtifacts: true, updateBuild: true },
    });
    const byOtherRunners = await t.graphql(InstanceJobsTableDocument, {
      statuses: ['FAILED'],
      runnerTypes: ['PROJECT_TYPE', 'GROUP_TYPE'],
    });
    expect(byOtherRunners.data!.jobs!.nodes).toEqual([]);

    const counts = await t.graphql(InstanceJobsCountsDocument, { statuses: ['SUCCESS'] });
    // build, test 1/2, test 2/2, deploy.
    expect(counts.data!.matching!.count).toBe(4);
    expect(counts.data!.cancelable!.count).toBe(
      (await t.get(`/projects/${repo.id}/jobs?scope[]=pending&scope[]=running`)).body.length,
    );

    const user = await createUser(t);
    const refused = await t.graphql(InstanceJobsCountsDocument, {}, user.token);
    expect(refused.data?.matching ?? null).toBeNull();
    expect(refused.errors).toHaveLength(2);
  });
});

const ARTIFACTS_CONFIG = `
build:
  tags: [shape-artifacts]
  script: make
  artifacts:
    paths: [out.txt]
`;

/** Takes the next job, uploads a zip holding `out.txt` as its archive, and succeeds. */
async function buildWithArchive(artifactsRunner: ReturnType<typeof protocolRunner>): Promise<JobPayload> {
  const job = (await artifactsRunner.request())!;
  expect(job.job_info.name).toBe('build');
  await uploadArchive(base, job, `job ${job.id}\n`);
  await artifactsRunner.finish(job, 'success');
  return job;
}

/** The artifacts of a project's jobs, by job id (from the admin jobs table). */
async function artifactIds(projectPath: string): Promise<Map<number, string[]>> {
  const table = await t.graphql(InstanceJobsTableDocument, { first: 100 });
  return new Map(
    table
      .data!.jobs!.nodes.filter((job) => job.pipeline!.project!.fullPath === projectPath)
      .map((job) => [Number(job.id.split('/').pop()), job.artifacts!.nodes.map((a) => a.id)]),
  );
}

describe("GitLab's artifacts page: deleting one artifact, or several of a project at once", () => {
  it('deletes an artifact, and in bulk all the given ones of the project or none', async () => {
    const created = await t.post('/user/runners', {
      body: { runner_type: 'instance_type', tag_list: ['shape-artifacts'], run_untagged: false },
    });
    const artifactsRunner = protocolRunner(t, created.body.token);
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': ARTIFACTS_CONFIG });
    await latestPipeline(t, repo.id);
    const jobs = [await buildWithArchive(artifactsRunner)];
    for (let i = 0; i < 2; i++) {
      expect((await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
      jobs.push(await buildWithArchive(artifactsRunner));
    }
    const other = await projectWithFiles(t, { '.gitlab-ci.yml': ARTIFACTS_CONFIG });
    await latestPipeline(t, other.id);
    const otherJob = await buildWithArchive(artifactsRunner);
    const ids = await artifactIds(repo.fullPath);
    const [first, second, third] = jobs.map((job) => ids.get(job.id)!);
    expect(first).toHaveLength(1);
    const otherArtifact = (await artifactIds(other.fullPath)).get(otherJob.id)![0]!;

    const developer = await createUser(t);
    await addMember(t, 'projects', repo.id, developer.id, DEVELOPER);
    const refused = await t.graphql(DeleteOneArtifactDocument, { id: first![0]! }, developer.token);
    expect(refused.data!.artifactDestroy).toMatchObject({ artifact: null, errors: [expect.any(String)] });

    const deleted = await t.graphql(DeleteOneArtifactDocument, { id: first![0]! });
    expect(deleted.data!.artifactDestroy).toEqual({
      artifact: { id: first![0]!, fileType: 'ARCHIVE' },
      errors: [],
    });
    expect((await t.get(`/projects/${repo.id}/jobs/${jobs[0]!.id}/artifacts`)).status).toBe(404);

    const projectId = gid('Project', repo.id);
    const mixed = await t.graphql(DeleteSomeArtifactsDocument, {
      projectId,
      ids: [second![0]!, otherArtifact],
    });
    expect(mixed.data!.bulkDestroyJobArtifacts).toEqual({
      destroyedCount: null,
      destroyedIds: null,
      errors: ['Not all artifacts belong to requested project'],
    });
    expect((await t.get(`/projects/${repo.id}/jobs/${jobs[1]!.id}/artifacts`)).status).toBe(200);
    const tooMany = await t.graphql(DeleteSomeArtifactsDocument, {
      projectId,
      ids: Array.from({ length: 51 }, (_, i) => gid('Ci::JobArtifact', 1_000_000 + i)),
    });
    expect(tooMany.data!.bulkDestroyJobArtifacts!.errors).toEqual([
      'Can only delete up to 50 job artifacts per call',
    ]);
    const byDeveloper = await t.graphql(
      DeleteSomeArtifactsDocument,
      { projectId, ids: [second![0]!] },
      developer.token,
    );
    expect(byDeveloper.data!.bulkDestroyJobArtifacts!.errors).toHaveLength(1);

    const bulk = await t.graphql(DeleteSomeArtifactsDocument, { projectId, ids: [second![0]!, third![0]!] });
    expect(bulk.data!.bulkDestroyJobArtifacts).toEqual({
      destroyedCount: 2,
      destroyedIds: [second![0]!, third![0]!],
      errors: [],
    });
    for (const job of jobs.slice(1))
      expect((await t.get(`/projects/${repo.id}/jobs/${job.id}/artifacts`)).status).toBe(404);
    expect((await t.get(`/projects/${other.id}/jobs/${otherJob.id}/artifacts`)).status).toBe(200);
  });
});
