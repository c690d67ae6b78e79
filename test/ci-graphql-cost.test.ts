import { gitProcessesStarted } from '../src/git/run.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestPipeline, waitFor } from './support/ci.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { projectWithFiles } from './support/git.ts';

/** Two stages, eight jobs (one of them manual, so that statuses and actions differ). */
const CONFIG = [
  'stages: [build, test]',
  ...Array.from({ length: 4 }, (_, i) => `build${i}:\n  stage: build\n  script: echo ${i}\n  tags: [linux]`),
  ...Array.from({ length: 3 }, (_, i) => `test${i}:\n  stage: test\n  script: echo ${i}`),
  'deploy:\n  stage: test\n  script: echo\n  when: manual\n  needs: []',
].join('\n');

const PIPELINES = 8;

const nested = (path: string, n: number) => `{
  project(fullPath: "${path}") {
    pipelines(first: ${n}) {
      nodes {
        id status detailedStatus { icon } latest totalJobs hasManualActions commit { title }
        stages { nodes { name jobs { nodes { id name status } } } }
        jobs { nodes { id name status stage { name } } }
      }
    }
  }
}`;

/** GitLab's pipeline page: one pipeline's jobs with what the jobs table shows. */
const pipelineJobs = (path: string, iid: string, n: number) => `{
  project(fullPath: "${path}") {
    pipeline(iid: "${iid}") {
      id path
      jobs(first: ${n}, retried: false) {
        count
        pageInfo { hasNextPage endCursor }
        nodes {
          id name status allowFailure retryable playable cancelable active manualJob refName refPath shortSha
          tags webPath createdAt startedAt finishedAt duration queuedDuration kind
          detailedStatus { id icon text label group tooltip hasDetails detailsPath action { id icon path title buttonTitle method } }
          stage { id name }
          pipeline { id path user { username } }
          artifacts { nodes { name fileType downloadPath } }
          userPermissions { readBuild updateBuild cancelBuild }
        }
      }
    }
  }
}`;

/** GitLab's jobs page: a project's jobs with their pipelines. */
const projectJobs = (path: string, n: number) => `{
  project(fullPath: "${path}") {
    jobs(first: ${n}, statuses: [CREATED, PENDING, MANUAL, SKIPPED]) {
      pageInfo { hasNextPage }
      nodes {
        id name status refName shortSha tags createdAt duration queuedDuration
        detailedStatus { icon label action { path } }
        stage { name }
        pipeline { id iid path user { username } }
        userPermissions { updateBuild }
      }
    }
  }
}`;

describe('cost of CI GraphQL queries, flat in page size', () => {
  let t: TestApp;
  let path: string;
  let iid: string;
  let projectId: number;

  beforeAll(async () => {
    t = await startTestApp({
      env: { GRAPHQL_QUERY_WORKERS: '0', GRAPHQL_MAX_NODES_AUTHENTICATED: '10000000' },
    });
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    path = repo.fullPath;
    projectId = repo.id;
    await latestPipeline(t, repo.id);
    for (let i = 1; i < PIPELINES; i++)
      expect((await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } })).status).toBe(201);
    const pipelines = await waitFor(
      async () => (await t.get(`/projects/${repo.id}/pipelines?per_page=100`)).body as { iid: number }[],
      (list) => list.length === PIPELINES,
      'pipelines created',
    );
    iid = String(pipelines[0]!.iid);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Runs a query, warmed up once, and measures the second run. */
  async function measure(query: string) {
    await t.post('/api/graphql', { body: { query } });
    t.sql.reset();
    const gitBefore = gitProcessesStarted();
    const response = await t.post('/api/graphql', { body: { query } });
    expect(response.body.errors).toBeUndefined();
    return {
      data: response.body.data,
      statements: [...t.sql.statements],
      git: gitProcessesStarted() - gitBefore,
    };
  }

  it('reads pipelines with their stages and jobs in the same statements at 5 and 100 pipelines', async () => {
    const small = await measure(nested(path, 5));
    const large = await measure(nested(path, 100));
    expect(small.data.project.pipelines.nodes).toHaveLength(5);
    expect(large.data.project.pipelines.nodes).toHaveLength(PIPELINES);
    const first = large.data.project.pipelines.nodes[0];
    expect(first.stages.nodes.map((s: { name: string }) => s.name)).toEqual(['build', 'test']);
    expect(first.stages.nodes[1].jobs.nodes.map((j: { name: string }) => j.name).sort()).toEqual([
      'deploy',
      'test0',
      'test1',
      'test2',
    ]);
    expect(first.jobs.nodes).toHaveLength(8);
    expect(first.jobs.nodes.find((j: { name: string }) => j.name === 'deploy')).toMatchObject({
      status: 'MANUAL',
      stage: { name: 'test' },
    });
    expect(first.detailedStatus.icon).toMatch(/^status_/);
    expect(first).toMatchObject({
      latest: true,
      totalJobs: 8,
      hasManualActions: true,
      commit: { title: expect.any(String) },
    });
    expect(large.data.project.pipelines.nodes[1].latest).toBe(false);

    expect(large.statements.length).toBe(small.statements.length);
    if (process.env['SHOW_SQL']) console.log(large.statements.map((s) => s.slice(0, 220)).join('\n'));
    expect(large.statements.length).toBeLessThanOrEqual(12);
    // Stages and `jobs` reach the same jobs: their records are read once per request.
    expect(large.statements.filter((s) => /from ci_builds b\s/.test(s))).toHaveLength(1);
    expect(large.git).toBe(small.git);
    expect(large.git).toBe(0);
  });

  it("reads a pipeline's jobs with what GitLab's jobs table shows in the same statements at 5 and 100 jobs", async () => {
    const small = await measure(pipelineJobs(path, iid, 5));
    const large = await measure(pipelineJobs(path, iid, 100));
    expect(small.data.project.pipeline.jobs.nodes).toHaveLength(5);
    expect(large.data.project.pipeline.jobs.nodes).toHaveLength(8);
    expect(large.data.project.pipeline.jobs.count).toBe(8);
    const deploy = large.data.project.pipeline.jobs.nodes.find((j: { name: string }) => j.name === 'deploy');
    expect(deploy).toMatchObject({
      status: 'MANUAL',
      playable: true,
      manualJob: true,
      detailedStatus: {
        icon: 'status_manual',
        action: { icon: 'play', path: `/${path}/-/jobs/${deploy.id.split('/').pop()}/play` },
      },
      userPermissions: { updateBuild: true },
      pipeline: { path: expect.stringMatching(/\/-\/pipelines\/\d+$/) },
    });
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.git).toBe(small.git);
    expect(large.git).toBe(0);
  });

  it("reads a project's jobs with their pipelines in the same statements at 5 and 100 jobs", async () => {
    const small = await measure(projectJobs(path, 5));
    const large = await measure(projectJobs(path, 100));
    expect(small.data.project.jobs.nodes).toHaveLength(5);
    expect(large.data.project.jobs.nodes.length).toBeGreaterThan(20);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.git).toBe(small.git);
    expect(large.git).toBe(0);
  });

  it('reads jobs as summaries when the operation shows no more of them, and whole when it does', async () => {
    const graph = (jobFields: string) => `{
      project(fullPath: "${path}") {
        pipelines(first: 3) {
          nodes {
            id totalJobs hasManualActions
            stages { nodes { name status detailedStatus { icon } jobs { nodes { ${jobFields} } } } }
            jobs { nodes { id name status kind stage { name } } }
          }
        }
      }
    }`;
    const jobsRead = (statements: string[]) => statements.filter((s) => /from ci_builds b\s/.test(s));
    const narrow = await measure(graph('id name status allowFailure'));
    expect(jobsRead(narrow.statements)).toHaveLength(1);
    expect(jobsRead(narrow.statements)[0]).not.toContain('started_at');

    // One more field of a job, anywhere in the operation, and the jobs are read whole.
    const wide = await measure(graph('id name status allowFailure startedAt createdAt'));
    expect(jobsRead(wide.statements)).toHaveLength(1);
    expect(jobsRead(wide.statements)[0]).toContain('started_at');
    const created = wide.data.project.pipelines.nodes[0].stages.nodes[0].jobs.nodes[0].createdAt;
    expect(new Date(created).getTime()).not.toBeNaN();

    // What both show is the same.
    const shown = (data: typeof narrow.data) =>
      data.project.pipelines.nodes.map((p: { stages: { nodes: { jobs: { nodes: object[] } }[] } }) => ({
        ...p,
        stages: p.stages.nodes.map((stage) => ({
          ...stage,
          jobs: stage.jobs.nodes.map((job) => ({ ...job, startedAt: undefined, createdAt: undefined })),
        })),
      }));
    expect(shown(narrow.data)).toEqual(shown(wide.data));
    expect(narrow.data.project.pipelines.nodes[0].hasManualActions).toBe(true);
  });

  it("reads a project's jobs and the pipelines they show in one statement", async () => {
    const { data, statements } = await measure(projectJobs(path, 100));
    // No read of pipelines of its own: they come with the page.
    expect(
      statements.filter((s) => /from "?ci_pipelines"?/.test(s) && !/from ci_builds|"ci_builds"/.test(s)),
    ).toEqual([]);
    const rest = (
      await t.get(
        `/projects/${projectId}/jobs?per_page=100&scope[]=created&scope[]=pending&scope[]=manual&scope[]=skipped`,
      )
    ).body as { id: number; pipeline: { id: number } }[];
    const idOf = (gid: string) => Number(gid.split('/').pop());
    const shown = (data.project.jobs.nodes as { id: string; pipeline: { id: string; iid: string } }[]).map(
      (job) => ({ id: idOf(job.id), pipeline: idOf(job.pipeline.id), iid: job.pipeline.iid }),
    );
    expect(shown.map(({ id, pipeline }) => ({ id, pipeline }))).toEqual(
      rest.map((job) => ({ id: job.id, pipeline: job.pipeline.id })),
    );
    expect(shown.every((job) => /^\d+$/.test(job.iid))).toBe(true);
    // Without `pipeline`, the page reads no pipelines at all.
    const bare = await measure(`{ project(fullPath: "${path}") { jobs(first: 100) { nodes { id name } } } }`);
    expect(bare.statements.some((s) => s.includes('ci_pipelines'))).toBe(false);
  });

  it("pages pipelines' jobs from the jobs their stages read, as the database pages them", async () => {
    // A retried attempt: the default page holds it, `retried: false` leaves it out.
    const [pipeline] = (await t.get(`/projects/${projectId}/pipelines?per_page=1`)).body as { id: number }[];
    const jobs = (await t.get(`/projects/${projectId}/pipelines/${pipeline!.id}/jobs`)).body as {
      id: number;
      name: string;
    }[];
    const build0 = jobs.find((job) => job.name === 'build0')!;
    expect((await t.post(`/projects/${projectId}/jobs/${build0.id}/cancel`)).status).toBe(201);
    expect((await t.post(`/projects/${projectId}/jobs/${build0.id}/retry`)).status).toBe(201);

    const page = (args: string, withStages: boolean) => `{
      project(fullPath: "${path}") {
        pipelines(first: 3) {
          nodes {
            ${withStages ? 'stages { nodes { name } }' : ''}
            jobs(${args}) { count pageInfo { hasNextPage hasPreviousPage startCursor endCursor } nodes { id name } }
          }
        }
      }
    }`;
    const jobsOf = (data: { project: { pipelines: { nodes: { jobs: unknown }[] } } }) =>
      data.project.pipelines.nodes.map((node) => node.jobs);
    const first = await measure(page('first: 3', false));
    const end = (first.data.project.pipelines.nodes[0].jobs.pageInfo as { endCursor: string }).endCursor;
    for (const args of [
      'first: 3',
      'first: 100',
      'first: 100, retried: false',
      'first: 100, retried: true',
      'first: 4, statuses: [CREATED, MANUAL]',
      `first: 2, after: "${end}"`,
      `last: 2, before: "${end}"`,
      'jobKind: BRIDGE',
    ]) {
      const byWindow = await measure(page(args, false));
      const fromStages = await measure(page(args, true));
      expect(jobsOf(fromStages.data), args).toEqual(jobsOf(byWindow.data));
      expect(
        byWindow.statements.some((s) => s.includes('row_number()')),
        args,
      ).toBe(true);
      expect(
        fromStages.statements.some((s) => s.includes('row_number()')),
        args,
      ).toBe(false);
    }
    const all = jobsOf((await measure(page('first: 100', true))).data)[0] as { nodes: { name: string }[] };
    expect(all.nodes.filter((job) => job.name === 'build0')).toHaveLength(2);
  });
});
