import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { jobsByName, latestPipeline, protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { CI_SWEEP_INTERVAL_MS: '100' } });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

/** A runner that takes only jobs tagged `tag`, so each test sees only its own jobs. */
async function runnerFor(tag: string) {
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: [tag], run_untagged: false },
  });
  return protocolRunner(t, created.body.token);
}

const variablesOf = (job: JobPayload) => Object.fromEntries(job.variables.map((v) => [v.key, v.value]));

async function pipelinesOf(projectId: number) {
  return (await t.get(`/projects/${projectId}/pipelines`)).body as { id: number; status: string }[];
}

async function pushFiles(dir: string, files: Record<string, string>, message: string) {
  const sha = await commitFiles(dir, files, message);
  await git(dir, ['push', '--quiet', 'origin', 'main']);
  return sha;
}

describe('jobs from parallel and matrix', () => {
  it('expands parallel into numbered jobs and matrix into one job per combination', async () => {
    const runner = await runnerFor('parallel');
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': `
default:
  tags: [parallel]
build:
  parallel: 2
  script: echo $CI_NODE_INDEX of $CI_NODE_TOTAL
deploy:
  parallel:
    matrix:
      - PROVIDER: [aws, gcp]
        STACK: [app]
  script: echo $PROVIDER
`,
    });
    const pipeline = await latestPipeline(t, repo.id);
    const jobs = await jobsByName(t, repo.id, pipeline.id);
    expect(Object.keys(jobs).sort()).toEqual([
      'build 1/2',
      'build 2/2',
      'deploy: [aws, app]',
      'deploy: [gcp, app]',
    ]);
    const taken: JobPayload[] = [];
    for (let job = await runner.request(); job; job = await runner.request()) taken.push(job);
    const byName = Object.fromEntries(taken.map((j) => [j.job_info.name, variablesOf(j)]));
    expect(byName['build 2/2']).toMatchObject({ CI_NODE_INDEX: '2', CI_NODE_TOTAL: '2' });
    expect(byName['deploy: [gcp, app]']).toMatchObject({ PROVIDER: 'gcp', STACK: 'app' });
    for (const job of taken) await runner.finish(job, 'success');
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}`)).body.status).toBe('success');
  });
});

describe('rules on pushes', () => {
  it('keeps jobs whose rules:changes match the pushed files and whose rules:exists find a file', async () => {
    const config = `
default:
  tags: [rules]
docs:
  rules:
    - changes: [docs/**/*]
  script: echo docs
container:
  rules:
    - exists: [Dockerfile]
  script: echo container
always:
  script: echo always
`;
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': config });
    const first = await latestPipeline(t, repo.id);
    // A new branch has no previous commit to compare with: changes match.
    expect(Object.keys(await jobsByName(t, repo.id, first.id)).sort()).toEqual(['always', 'docs']);

    await pushFiles(repo.dir, { 'README.md': 'readme\n' }, 'Readme only');
    const second = await waitFor(
      () => pipelinesOf(repo.id),
      (l) => l.length === 2,
    );
    expect(Object.keys(await jobsByName(t, repo.id, second[0]!.id))).toEqual(['always']);

    await pushFiles(repo.dir, { 'docs/guide.md': 'guide\n', Dockerfile: 'FROM scratch\n' }, 'Docs and image');
    const third = await waitFor(
      () => pipelinesOf(repo.id),
      (l) => l.length === 3,
    );
    expect(Object.keys(await jobsByName(t, repo.id, third[0]!.id)).sort()).toEqual([
      'always',
      'container',
      'docs',
    ]);
  });
});

describe('pipelines of tags', () => {
  it('creates a pipeline for a pushed tag, with the tag variables and only the jobs meant for tags', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': `
default:
  tags: [tagged]
release:
  rules:
    - if: $CI_COMMIT_TAG
  script: echo releasing $CI_COMMIT_TAG
check:
  only: [branches]
  script: echo check
`,
    });
    await latestPipeline(t, repo.id);
    await git(repo.dir, ['tag', 'v1.0.0']);
    await git(repo.dir, ['push', '--quiet', 'origin', 'v1.0.0']);
    const pipelines = await waitFor(
      async () =>
        (await t.get(`/projects/${repo.id}/pipelines`, { query: { scope: 'tags' } })).body as {
          id: number;
          ref: string;
        }[],
      (l) => l.length === 1,
      'tag pipeline',
    );
    expect(pipelines[0]).toMatchObject({ ref: 'v1.0.0' });
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipelines[0]!.id}`)).body.tag).toBe(true);
    expect(Object.keys(await jobsByName(t, repo.id, pipelines[0]!.id))).toEqual(['release']);
    const runner = await runnerFor('tagged');
    const jobs: JobPayload[] = [];
    for (let job = await runner.request(); job; job = await runner.request()) jobs.push(job);
    const release = jobs.find((j) => j.job_info.name === 'release')!;
    expect(variablesOf(release)).toMatchObject({ CI_COMMIT_TAG: 'v1.0.0', CI_COMMIT_REF_NAME: 'v1.0.0' });
    expect(release.git_info).toMatchObject({ ref: 'v1.0.0', ref_type: 'tag' });
    for (const job of jobs) await runner.finish(job, 'success');
  });
});

describe('auto-cancel of redundant pipelines', () => {
  it('cancels an older pipeline of the branch when a pipeline for a newer commit starts, unless a job that is not interruptible has started', async () => {
    const runner = await runnerFor('interrupt');
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': `
stages: [test, deploy]
test:
  stage: test
  tags: [interrupt]
  interruptible: true
  script: echo test
deploy:
  stage: deploy
  tags: [interrupt]
  script: echo deploy
`,
    });
    const first = await latestPipeline(t, repo.id);
    const firstTest = (await runner.request())!;
    expect(firstTest.job_info.name).toBe('test');

    await pushFiles(repo.dir, { 'a.txt': 'a\n' }, 'Second');
    const [second] = await waitFor(
      () => pipelinesOf(repo.id),
      (l) => l.length === 2 && l[1]!.status === 'canceled',
      'first pipeline canceled',
    );
    expect(await jobsByName(t, repo.id, first.id)).toMatchObject({
      test: { status: 'canceled' },
      deploy: { status: 'canceled' },
    });

    const secondTest = (await runner.request())!;
    await runner.finish(secondTest, 'success');
    const deploy = (await runner.request())!;
    expect(deploy.job_info.name).toBe('deploy');

    await pushFiles(repo.dir, { 'b.txt': 'b\n' }, 'Third');
    await waitFor(
      () => pipelinesOf(repo.id),
      (l) => l.length === 3,
    );
    // The second pipeline's deploy job is not interruptible and has started: it runs on.
    expect((await t.get(`/projects/${repo.id}/pipelines/${second!.id}`)).body.status).toBe('running');
    await runner.finish(deploy, 'success');
    expect((await t.get(`/projects/${repo.id}/pipelines/${second!.id}`)).body.status).toBe('success');
    // A pipeline created through the API for the same commit does not make the third one redundant.
    const byApi = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    expect(byApi.status, byApi.text).toBe(201);
    const all = await pipelinesOf(repo.id);
    expect(all.map((p) => p.status)).toEqual(['pending', 'pending', 'success', 'canceled']);
    for (let job = await runner.request(); job; job = await runner.request()) {
      await runner.finish(job, 'success');
    }

    // A project that turns auto-cancel off keeps its older pipelines running.
    const disabled = await t.put(`/projects/${repo.id}`, {
      body: { auto_cancel_pending_pipelines: 'disabled' },
    });
    expect(disabled.body.auto_cancel_pending_pipelines).toBe('disabled');
    await pushFiles(repo.dir, { 'c.txt': 'c\n' }, 'Fourth');
    const [fourth] = await waitFor(
      () => pipelinesOf(repo.id),
      (l) => l.length === 5,
    );
    await pushFiles(repo.dir, { 'd.txt': 'd\n' }, 'Fifth');
    await waitFor(
      () => pipelinesOf(repo.id),
      (l) => l.length === 6,
    );
    expect((await t.get(`/projects/${repo.id}/pipelines/${fourth!.id}`)).body.status).toBe('pending');
    for (let job = await runner.request(); job; job = await runner.request()) {
      await runner.finish(job, 'success');
    }
  });
});

describe('the jobs API', () => {
  it('lists by scope with keyset pagination, times jobs, retries a pipeline and erases a job', async () => {
    const runner = await runnerFor('api');
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': `
default:
  tags: [api]
one:
  script: echo one
two:
  script: echo two
three:
  script: echo three
`,
    });
    const pipeline = await latestPipeline(t, repo.id);
    const taken = [(await runner.request())!, (await runner.request())!, (await runner.request())!];
    const log = 'hello from the job\n';
    await runner.trace(taken[0]!, log);
    await runner.finish(taken[0]!, 'success');
    await runner.finish(taken[1]!, 'failed', 1);
    await runner.finish(taken[2]!, 'success');

    const succeeded = await t.get(`/projects/${repo.id}/jobs`, {
      query: { 'scope[]': ['success'], pagination: 'keyset', per_page: '1' },
    });
    expect(succeeded.body).toHaveLength(1);
    const next = /<([^>]+)>; rel="next"/.exec(String(succeeded.headers['link']))?.[1];
    expect(next).toBeDefined();
    const nextUrl = new URL(next!);
    const second = await t.get(nextUrl.pathname.replace('/api/v4', ''), {
      query: Object.fromEntries(nextUrl.searchParams),
    });
    expect(second.body).toHaveLength(1);
    expect([succeeded.body[0].id, second.body[0].id].sort()).toEqual([taken[0]!.id, taken[2]!.id].sort());
    expect(succeeded.body[0]).toMatchObject({
      status: 'success',
      duration: expect.any(Number),
      queued_duration: expect.any(Number),
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });

    const retried = await t.post(`/projects/${repo.id}/pipelines/${pipeline.id}/retry`);
    expect(retried.status, retried.text).toBe(201);
    // Two jobs succeeded and one waits again: GitLab calls that running.
    expect(retried.body.status).toBe('running');
    const again = (await runner.request())!;
    expect(again.job_info.name).toBe(taken[1]!.job_info.name);
    await runner.finish(again, 'success');
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipeline.id}`)).body.status).toBe('success');

    expect((await t.get(`/projects/${repo.id}/jobs/${taken[0]!.id}/trace`)).text).toBe(log);
    const erased = await t.post(`/projects/${repo.id}/jobs/${taken[0]!.id}/erase`);
    expect(erased.status, erased.text).toBe(201);
    expect(erased.body.erased_at).toEqual(expect.any(String));
    expect((await t.get(`/projects/${repo.id}/jobs/${taken[0]!.id}/trace`)).text).toBe('');
    expect((await t.post(`/projects/${repo.id}/jobs/${taken[0]!.id}/erase`)).body).toEqual({
      message: '403 Forbidden - Job is not erasable!',
    });
  });
});
