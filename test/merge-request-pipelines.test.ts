import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergeRequestPipelinesByIdsDocument, MergeRequestPipelinesDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { startBundledRunner, stopRunner } from './support/runner-process.ts';
import { kysely } from '../src/db/database.ts';
import { writeMergeResultRef } from '../src/git/merge-result-refs.ts';
import { systemActor } from '../src/modules/ci/pipelines/pipelines.service.ts';
import { User } from '../src/modules/users/user.entity.ts';

/**
 * Merge request pipelines run by the bundled runner: detached pipelines on
 * `refs/merge-requests/:iid/head` when a merge request is opened and when its source branch is
 * pushed, merged results pipelines on `.../merge` (and the detached fallback on a conflict),
 * merge train pipelines started by another module, `$CI_MERGE_REQUEST_*` in rules and in the
 * job's environment, the head pipeline on both faces.
 */

/** The job prints what it sees; rules pick jobs by the pipeline's source and the merge request's labels. */
const CI = `
mr-job:
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script:
    - echo "iid=$CI_MERGE_REQUEST_IID id=$CI_MERGE_REQUEST_ID project=$CI_MERGE_REQUEST_PROJECT_PATH"
    - echo "source=$CI_MERGE_REQUEST_SOURCE_BRANCH_NAME target=$CI_MERGE_REQUEST_TARGET_BRANCH_NAME"
    - echo "event=$CI_MERGE_REQUEST_EVENT_TYPE ref=$CI_COMMIT_REF_NAME branch=[$CI_COMMIT_BRANCH]"
    - echo "title=$CI_MERGE_REQUEST_TITLE labels=$CI_MERGE_REQUEST_LABELS assignees=$CI_MERGE_REQUEST_ASSIGNEES"
    - echo "refpath=$CI_MERGE_REQUEST_REF_PATH draft=$CI_MERGE_REQUEST_DRAFT"
    - echo "source_sha=[$CI_MERGE_REQUEST_SOURCE_BRANCH_SHA] target_sha=[$CI_MERGE_REQUEST_TARGET_BRANCH_SHA]"
    - echo "diff_base=$CI_MERGE_REQUEST_DIFF_BASE_SHA diff_id=$CI_MERGE_REQUEST_DIFF_ID commit=$CI_COMMIT_SHA"
    - echo "parents=$(git log -1 --format=%P)"
labelled:
  rules:
    - if: $CI_MERGE_REQUEST_LABELS =~ /ci-extra/
  script: echo extra
branch-job:
  rules:
    - if: $CI_PIPELINE_SOURCE == "push"
  script: echo branch
`;

let t: TestApp;
let runner: ChildProcess;
let project: { id: number; fullPath: string; sha: string; dir: string };
let developer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
let featureHead: string;
let mainHead: string;

interface ApiPipeline {
  id: number;
  iid: number;
  ref: string;
  sha: string;
  source: string;
  status: string;
  web_url: string;
}

beforeAll(async () => {
  t = await startTestApp();
  const base = await t.listen();
  runner = await startBundledRunner(t, base, { stdio: ['ignore', 'inherit', 'inherit'] });
  developer = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
  project = await projectWithFiles(t, { '.gitlab-ci.yml': CI, 'README.md': 'hello\n', 'a.txt': 'a\n' });
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  mainHead = project.sha;
  await git(project.dir, ['checkout', '--quiet', '-b', 'feature']);
  featureHead = await commitFiles(project.dir, { 'b.txt': 'b\n' }, 'Add b');
  await git(project.dir, ['push', '--quiet', 'origin', 'feature']);
  // The branch pipeline of the push exists before the merge request does.
  await waitFor(
    async () => (await t.get(`/projects/${project.id}/pipelines`, { query: { ref: 'feature' } })).body,
    (l: unknown[]) => l.length > 0,
    'the branch pipeline',
    20_000,
  );
}, 60_000);

afterAll(async () => {
  await stopRunner(runner);
  await t.close();
  await cleanupDirs();
});

const mrPath = (iid: number) => `/projects/${project.id}/merge_requests/${iid}`;

async function pipelinesOf(iid: number, token?: string): Promise<ApiPipeline[]> {
  const response = await t.get(`${mrPath(iid)}/pipelines`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body as ApiPipeline[];
}

async function finished(pipelineId: number): Promise<ApiPipeline> {
  return waitFor(
    async () => (await t.get(`/projects/${project.id}/pipelines/${pipelineId}`)).body as ApiPipeline,
    (p) => ['success', 'failed', 'canceled'].includes(p.status),
    `pipeline ${pipelineId} finished`,
    60_000,
  );
}

async function jobsOf(pipelineId: number): Promise<{ id: number; name: string; ref: string }[]> {
  return (await t.get(`/projects/${project.id}/pipelines/${pipelineId}/jobs`)).body as {
    id: number;
    name: string;
    ref: string;
  }[];
}

/** The log of the pipeline's `mr-job`, as lines of `key=value` words. */
async function envOf(pipelineId: number): Promise<Record<string, string>> {
  const pipeline = await finished(pipelineId);
  const job = (await jobsOf(pipelineId)).find((j) => j.name === 'mr-job')!;
  const log = (await t.get(`/projects/${project.id}/jobs/${job.id}/trace`)).text;
  expect(pipeline.status, log).toBe('success');
  const env: Record<string, string> = {};
  for (const line of log.split('\n')) {
    for (const match of line.matchAll(/(\w+)=(\[[^\]]*\]|[^\s]*)/g)) env[match[1]!] = match[2]!;
  }
  return env;
}

/** The diff versions of a merge request (GitLab's `merge_request_diffs`), oldest first. */
async function diffVersions(mergeRequestId: number): Promise<{ id: number; head: string; base: string }[]> {
  const { rows } = await sql<{ id: number; head: string; base: string }>`
    select id, head_commit_sha as head, base_commit_sha as base from merge_request_diffs
    where merge_request_id = ${mergeRequestId} order by id`.execute(kysely(t.running.orm.em.fork()));
  return rows;
}

describe('merge request pipelines', () => {
  let iid: number;
  let detached: ApiPipeline;

  it('runs a detached pipeline on refs/merge-requests/:iid/head when the merge request is opened', async () => {
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: {
        source_branch: 'feature',
        target_branch: 'main',
        title: 'Add b',
        labels: 'ci-extra,backend',
        assignee_ids: [developer.id],
      },
    });
    expect(created.status, created.text).toBe(201);
    iid = created.body.iid;
    const list = await waitFor(
      () => pipelinesOf(iid),
      (l) => l.some((p) => p.source === 'merge_request_event'),
      'the merge request pipeline',
      20_000,
    );
    detached = list.find((p) => p.source === 'merge_request_event')!;
    expect(detached.ref).toBe(`refs/merge-requests/${iid}/head`);
    expect(detached.sha).toBe(featureHead);
    expect(detached.web_url).toMatch(new RegExp(`/${project.fullPath}/-/pipelines/${detached.id}$`));
    // The branch pipeline of the source branch at the merge request's commit belongs to it too.
    const branch = list.find((p) => p.source === 'push');
    expect(branch).toMatchObject({ ref: 'feature', sha: featureHead });
    // Rules saw the source and the merge request's labels: the push-only job is not there.
    expect((await jobsOf(detached.id)).map((j) => j.name).sort()).toEqual(['labelled', 'mr-job']);
    expect((await jobsOf(detached.id))[0]!.ref).toBe(`refs/merge-requests/${iid}/head`);
    expect((await jobsOf(branch!.id)).map((j) => j.name)).toEqual(['branch-job']);
  });

  it('hands the job the merge request variables (the bundled runner fetched the merge request ref)', async () => {
    const env = await envOf(detached.id);
    const mr = (await t.get(mrPath(iid))).body as { id: number };
    expect(env).toMatchObject({
      iid: String(iid),
      id: String(mr.id),
      project: project.fullPath,
      source: 'feature',
      target: 'main',
      event: 'detached',
      ref: 'feature',
      branch: '[]',
      title: 'Add',
      labels: 'backend,ci-extra',
      assignees: developer.username,
      refpath: `refs/merge-requests/${iid}/head`,
      draft: 'false',
      source_sha: '[]',
      target_sha: '[]',
      diff_base: mainHead,
      commit: featureHead,
      parents: mainHead,
    });
    // The version of the merge request's diff the pipeline ran for (GitLab's merge_request_diffs).
    expect(await diffVersions(mr.id)).toEqual([
      { id: Number(env['diff_id']), head: featureHead, base: mainHead },
    ]);
  });

  it('points the head pipeline at the newest pipeline of the head, on the merge request and in GraphQL', async () => {
    const mr = await waitFor(
      async () => (await t.get(mrPath(iid))).body as { head_pipeline: ApiPipeline | null; pipeline: unknown },
      (m) => m.head_pipeline?.id === detached.id,
      'the head pipeline',
      20_000,
    );
    // The merge request pipeline is newer than the branch pipeline of the same commit.
    const newest = (await pipelinesOf(iid))[0]!;
    expect(newest.id).toBe(detached.id);
    expect(mr.head_pipeline).toMatchObject({ id: detached.id, sha: featureHead, ref: detached.ref });
    expect(mr.pipeline).toEqual(mr.head_pipeline);

    const response = await t.graphql(MergeRequestPipelinesDocument, {
      fullPath: project.fullPath,
      iid: String(iid),
    });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    const node = response.data!.project!.mergeRequest!;
    expect(node.headPipeline?.id).toBe(`gid://gitlab/Ci::Pipeline/${newest.id}`);
    expect(node.headPipeline?.detailedStatus?.icon).toMatch(/^status_/);
    const gqlPipelines = node.pipelines!.nodes;
    const mrPipeline = gqlPipelines.find((p) => p.id === `gid://gitlab/Ci::Pipeline/${detached.id}`)!;
    expect(mrPipeline).toMatchObject({
      ref: `refs/merge-requests/${iid}/head`,
      source: 'merge_request_event',
      type: 'detached_merge_request_pipeline',
      mergeRequestEventType: 'DETACHED',
      mergeRequest: { iid: String(iid), title: 'Add b' },
    });
    const branchPipeline = gqlPipelines.find((p) => p.source === 'push')!;
    expect(branchPipeline).toMatchObject({ type: 'branch_pipeline', mergeRequest: null });
    expect(node.pipelines!.count).toBe(gqlPipelines.length);

    // `ids` narrows the list to the pipelines named, in the list's order (GitLab's downstream query).
    const byIds = await t.graphql(MergeRequestPipelinesByIdsDocument, {
      fullPath: project.fullPath,
      iid: String(iid),
      ids: [branchPipeline.id, mrPipeline.id, 'gid://gitlab/Ci::Pipeline/999999999'],
    });
    expect(byIds.errors, JSON.stringify(byIds.errors)).toBeUndefined();
    expect(byIds.data!.project!.mergeRequest!.pipelines!.nodes).toEqual(
      gqlPipelines
        .filter((p) => p.id === branchPipeline.id || p.id === mrPipeline.id)
        .map((p) => ({ id: p.id, downstream: { count: 0, nodes: [] } })),
    );
  });

  it('runs a new pipeline when the source branch is pushed, and the head pipeline follows', async () => {
    const newHead = await commitFiles(project.dir, { 'c.txt': 'c\n' }, 'Add c');
    await git(project.dir, ['push', '--quiet', 'origin', 'feature']);
    // A branch pipeline and a merge request pipeline for the new head, in either order.
    const list = await waitFor(
      () => pipelinesOf(iid),
      (l) => ['merge_request_event', 'push'].every((s) => l.some((p) => p.source === s && p.sha === newHead)),
      'the pipelines of the push',
      20_000,
    );
    const pushed = list.find((p) => p.source === 'merge_request_event' && p.sha === newHead)!;
    expect(pushed.ref).toBe(`refs/merge-requests/${iid}/head`);
    const newest = list.filter((p) => p.sha === newHead)[0]!;
    const mr = await waitFor(
      async () => (await t.get(mrPath(iid))).body as { head_pipeline: ApiPipeline | null; sha: string },
      (m) => m.head_pipeline?.id === newest.id,
      'the head pipeline of the new head',
      20_000,
    );
    expect(mr).toMatchObject({ sha: newHead, head_pipeline: { sha: newHead } });
    featureHead = newHead;
    await finished(pushed.id);
  });

  it('runs a merged results pipeline on refs/merge-requests/:iid/merge when the project has them', async () => {
    const settings = await t.put(`/projects/${project.id}`, { body: { merge_pipelines_enabled: true } });
    expect(settings.status, settings.text).toBe(200);
    const created = await t.post(`${mrPath(iid)}/pipelines`, { token: developer.token });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      ref: `refs/merge-requests/${iid}/merge`,
      source: 'merge_request_event',
      user: { username: developer.username },
    });
    expect(created.body.sha).not.toBe(featureHead);
    const env = await envOf(created.body.id);
    expect(env).toMatchObject({
      event: 'merged_result',
      source_sha: `[${featureHead}]`,
      target_sha: `[${mainHead}]`,
      commit: created.body.sha,
      parents: `${mainHead}`,
      diff_base: mainHead,
    });
    // The push made a second version of the diff; the merged result ran for its source head.
    const versions = await diffVersions((await t.get(mrPath(iid))).body.id as number);
    expect(versions.map((v) => v.head)).toHaveLength(2);
    expect(versions[1]).toEqual({ id: Number(env['diff_id']), head: featureHead, base: mainHead });
    // The merge commit's parents: the target head, then the source head.
    const log = (await t.get(`/projects/${project.id}/repository/commits/${created.body.sha}`)).body as {
      parent_ids: string[];
    };
    expect(log.parent_ids).toEqual([mainHead, featureHead]);
    const mr = await waitFor(
      async () => (await t.get(mrPath(iid))).body as { head_pipeline: ApiPipeline | null },
      (m) => m.head_pipeline?.id === created.body.id,
      'the merged results pipeline as the head pipeline',
      20_000,
    );
    expect(mr.head_pipeline!.ref).toBe(`refs/merge-requests/${iid}/merge`);
    const gql = await t.graphql(MergeRequestPipelinesDocument, {
      fullPath: project.fullPath,
      iid: String(iid),
    });
    expect(gql.data!.project!.mergeRequest!.headPipeline).toMatchObject({
      type: 'merged_result_pipeline',
      mergeRequestEventType: 'MERGED_RESULT',
    });
  });

  it('falls back to a detached pipeline when the merge conflicts', async () => {
    await git(project.dir, ['checkout', '--quiet', '-b', 'clash', mainHead]);
    const clashHead = await commitFiles(project.dir, { 'a.txt': 'clash\n' }, 'Clash on a');
    await git(project.dir, ['push', '--quiet', 'origin', 'clash']);
    await git(project.dir, ['checkout', '--quiet', 'main']);
    const mainNext = await commitFiles(project.dir, { 'a.txt': 'main moved\n' }, 'Move a');
    await git(project.dir, ['push', '--quiet', 'origin', 'main']);
    mainHead = mainNext;
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'clash', target_branch: 'main', title: 'Clash' },
    });
    expect(created.status, created.text).toBe(201);
    const list = await waitFor(
      () => pipelinesOf(created.body.iid),
      (l) => l.some((p) => p.source === 'merge_request_event'),
      'the pipeline of the conflicting merge request',
      20_000,
    );
    const pipeline = list.find((p) => p.source === 'merge_request_event')!;
    expect(pipeline).toMatchObject({ ref: `refs/merge-requests/${created.body.iid}/head`, sha: clashHead });
    const env = await envOf(pipeline.id);
    expect(env).toMatchObject({ event: 'detached', source_sha: '[]', commit: clashHead });
  });

  it('starts a merge train pipeline for another module on refs/merge-requests/:iid/train', async () => {
    const repoPath = `/projects/${project.id}/repository/branches/main`;
    const target = ((await t.get(repoPath)).body as { commit: { id: string } }).commit.id;
    const creation = await t.run(async () => {
      const services = t.running.services;
      const subject = await services.projects.find(systemActor(await rootUser()), project.id);
      const repo = services.repositories.repository(subject.project);
      const merged = await writeMergeResultRef(repo, {
        iid,
        kind: 'train',
        base: target,
        sourceHead: featureHead,
        message: 'Train car',
        committer: { name: 'Root', email: 'root@example.com' },
      });
      if (merged.status !== 'merged') throw new Error('the train merge conflicted');
      return services.mergeRequestPipelines.startPipeline(systemActor(await rootUser()), project.id, iid, {
        eventType: 'merge_train',
        sha: merged.commit,
        sourceSha: featureHead,
        targetSha: target,
      });
    });
    expect(creation.kind).toBe('created');
    const id = creation.kind === 'created' ? creation.pipeline.id : 0;
    const shown = (await t.get(`/projects/${project.id}/pipelines/${id}`)).body as ApiPipeline;
    expect(shown).toMatchObject({ ref: `refs/merge-requests/${iid}/train`, source: 'merge_request_event' });
    const env = await envOf(id);
    expect(env).toMatchObject({
      event: 'merge_train',
      source_sha: `[${featureHead}]`,
      target_sha: `[${target}]`,
    });
  });
});

async function rootUser(): Promise<User> {
  return t.running.orm.em.fork().findOneOrFail(User, { username: 'root' });
}

describe('merge request pipelines chosen by only: and workflow rules', () => {
  it('runs `only: [merge_requests]` jobs in merge request pipelines, and workflow rules drop branch pipelines', async () => {
    const config = [
      'workflow:',
      '  rules:',
      '    - if: $CI_MERGE_REQUEST_IID',
      'only-mr:',
      '  only: [merge_requests]',
      '  script: echo mr',
      'branches-only:',
      '  only: [branches]',
      '  script: echo branch',
    ].join('\n');
    const other = await projectWithFiles(t, { '.gitlab-ci.yml': `${config}\n` });
    await git(other.dir, ['checkout', '--quiet', '-b', 'topic']);
    const head = await commitFiles(other.dir, { 'x.txt': 'x\n' }, 'x');
    await git(other.dir, ['push', '--quiet', 'origin', 'topic']);
    const created = await t.post(`/projects/${other.id}/merge_requests`, {
      body: { source_branch: 'topic', target_branch: 'main', title: 'Only MRs' },
    });
    expect(created.status, created.text).toBe(201);
    const path = `/projects/${other.id}/merge_requests/${created.body.iid}/pipelines`;
    const list = await waitFor(
      async () => (await t.get(path)).body as ApiPipeline[],
      (l) => l.length > 0,
      'the merge request pipeline',
      20_000,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ source: 'merge_request_event', sha: head });
    const jobs = (await t.get(`/projects/${other.id}/pipelines/${list[0]!.id}/jobs`)).body as {
      name: string;
    }[];
    expect(jobs.map((j) => j.name)).toEqual(['only-mr']);
    // The push of `topic` ran no branch pipeline: the workflow rules want a merge request.
    expect((await t.get(`/projects/${other.id}/pipelines`, { query: { ref: 'topic' } })).body).toEqual([]);
  });
});

describe('merge request pipelines through the API: refusals', () => {
  it('answers 403 to a reporter, 404 to an outsider and for a missing merge request', async () => {
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'clash', target_branch: 'feature', title: 'Refusals' },
    });
    expect(created.status, created.text).toBe(201);
    const path = `${mrPath(created.body.iid)}/pipelines`;
    expect((await t.post(path, { token: reporter.token })).status).toBe(403);
    expect((await t.get(path, { token: reporter.token })).status).toBe(200);
    const hidden = await t.post(path, { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    expect((await t.get(path, { token: outsider.token })).status).toBe(404);
    const missing = await t.post(`${mrPath(9999)}/pipelines`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Merge Request Not Found' });
  });

  it('records the pipeline of a rebase with skip_ci as skipped, and runs no merge request pipeline for it', async () => {
    const own = await projectWithFiles(t, { '.gitlab-ci.yml': CI, 'README.md': 'hello\n' });
    await git(own.dir, ['checkout', '--quiet', '-b', 'behind']);
    const before = await commitFiles(own.dir, { 'b.txt': 'b\n' }, 'Add b');
    await git(own.dir, ['push', '--quiet', 'origin', 'behind']);
    const created = await t.post(`/projects/${own.id}/merge_requests`, {
      body: { source_branch: 'behind', target_branch: 'main', title: 'Behind' },
    });
    expect(created.status, created.text).toBe(201);
    await git(own.dir, ['checkout', '--quiet', 'main']);
    await commitFiles(own.dir, { 'm.txt': 'm\n' }, 'Move main');
    await git(own.dir, ['push', '--quiet', 'origin', 'main']);
    const path = `/projects/${own.id}/merge_requests/${created.body.iid}`;
    const rebase = await t.put(`${path}/rebase`, { body: { skip_ci: true } });
    expect(rebase.status, rebase.text).toBe(202);
    const rebased = await waitFor(
      async () => (await t.get(path, { query: { include_rebase_in_progress: true } })).body,
      (m) => m.rebase_in_progress === false && m.sha !== before,
      'the rebase',
      30_000,
    );
    const ofHead = await waitFor(
      async () =>
        (await t.get(`/projects/${own.id}/pipelines`, { query: { sha: rebased.sha } })).body as ApiPipeline[],
      (l) => l.length > 0,
      'the pipeline of the rebased head',
      20_000,
    );
    expect(ofHead.map((p) => [p.source, p.status])).toEqual([['push', 'skipped']]);
  });

  it('answers 400 with the reason when the configuration runs nothing for merge requests', async () => {
    const plain = await projectWithFiles(t, { '.gitlab-ci.yml': 'build:\n  script: echo build\n' });
    await git(plain.dir, ['checkout', '--quiet', '-b', 'topic']);
    await commitFiles(plain.dir, { 'x.txt': 'x\n' }, 'x');
    await git(plain.dir, ['push', '--quiet', 'origin', 'topic']);
    const created = await t.post(`/projects/${plain.id}/merge_requests`, {
      body: { source_branch: 'topic', target_branch: 'main', title: 'No MR jobs' },
    });
    expect(created.status, created.text).toBe(201);
    const response = await t.post(`/projects/${plain.id}/merge_requests/${created.body.iid}/pipelines`);
    expect(response.status, response.text).toBe(400);
    expect(response.body.message.base[0]).toMatch(/rules configuration prevented any jobs/);
    // Nothing was written: the merge request has only its branch pipeline.
    const list = (await t.get(`/projects/${plain.id}/merge_requests/${created.body.iid}/pipelines`))
      .body as ApiPipeline[];
    expect(list.every((p) => p.source === 'push')).toBe(true);
  });
});
