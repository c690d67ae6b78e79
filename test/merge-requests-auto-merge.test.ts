import type { ChildProcess } from 'node:child_process';
import { print } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MergeRequestAcceptDocument,
  MergeRequestMergeabilityDocument,
  MergeRequestMergeStatusUpdatedDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { startBundledRunner, stopRunner } from './support/runner-process.ts';
import { busSubscribed } from './support/subscriptions.ts';

let t: TestApp;
let base: string;
let runner: ChildProcess | null = null;
let maintainer: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };

const CI = 'check:\n  script:\n    - echo checked\n';

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  maintainer = await createUser(t);
  outsider = await createUser(t);
  project = await projectWithFiles(t, { 'README.md': 'hello\n', '.gitlab-ci.yml': CI });
  await addMember(t, 'projects', project.id, maintainer.id, 40);
});

afterAll(async () => {
  if (runner) await stopRunner(runner);
  await t.close();
  await cleanupDirs();
});

async function startRunner(): Promise<void> {
  runner = await startBundledRunner(t, base, { stdio: 'ignore' });
}

/** A branch with one commit, pushed (its pipeline starts), and a merge request for it, checked. */
async function mergeRequestWithPipeline(name: string, files: Record<string, string>) {
  await git(project.dir, ['fetch', '--quiet', 'origin']);
  await git(project.dir, ['checkout', '--quiet', '-B', name, 'origin/main']);
  const head = await commitFiles(project.dir, files, `Change on ${name}`);
  await git(project.dir, ['push', '--quiet', 'origin', `${name}:refs/heads/${name}`]);
  const pipeline = await waitFor(
    () => t.get(`/projects/${project.id}/pipelines`, { query: { ref: name } }),
    (r) => (r.body as unknown[]).length > 0,
    `the pipeline of ${name}`,
  );
  const pipelineId = pipeline.body[0].id as number;
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    body: { source_branch: name, target_branch: 'main', title: `Auto ${name}` },
  });
  expect(created.status, created.text).toBe(201);
  // Another module sets the head pipeline when it creates merge request pipelines; here, SQL does.
  const db = t.running.orm.em.fork().getKysely();
  await sql`update merge_requests set head_pipeline_id = ${pipelineId} where id = ${created.body.id}`.execute(
    db,
  );
  await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests/${created.body.iid}`),
    (r) => r.body.sha === head && r.body.merge_status === 'can_be_merged',
    'mergeability',
  );
  return { iid: created.body.iid as number, id: created.body.id as number, head, pipelineId };
}

const mr = (iid: number) => `/projects/${project.id}/merge_requests/${iid}`;

describe('merge when pipeline succeeds, with the bundled runner', () => {
  it('merges when the head pipeline succeeds, stays open when it fails, and can be cancelled', async () => {
    const good = await mergeRequestWithPipeline('good', { 'g.txt': 'g\n' });
    const bad = await mergeRequestWithPipeline('bad', {
      '.gitlab-ci.yml': 'check:\n  script:\n    - exit 1\n',
    });
    const called = await mergeRequestWithPipeline('called-off', { 'c.txt': 'c\n' });

    for (const one of [good, bad, called]) {
      const set = await t.put(`${mr(one.iid)}/merge`, {
        token: maintainer.token,
        body: { merge_when_pipeline_succeeds: true, sha: one.head, squash: one === good },
      });
      expect(set.status, set.text).toBe(200);
      expect(set.body).toMatchObject({
        state: 'opened',
        merge_when_pipeline_succeeds: true,
        detailed_merge_status: 'mergeable',
        merge_user: { id: maintainer.id },
      });
    }
    const cancelled = await t.post(`${mr(called.iid)}/cancel_merge_when_pipeline_succeeds`, {
      token: outsider.token,
    });
    expect(cancelled.status).toBe(404);
    const cancel = await t.post(`${mr(called.iid)}/cancel_merge_when_pipeline_succeeds`, {
      token: maintainer.token,
    });
    expect(cancel.status, cancel.text).toBe(201);
    expect(cancel.body).toMatchObject({ merge_when_pipeline_succeeds: false, state: 'opened' });
    const gql = await t.graphql(MergeRequestMergeabilityDocument, {
      fullPath: project.fullPath,
      iid: String(good.iid),
    });
    expect(gql.data?.project?.mergeRequest).toMatchObject({
      autoMergeEnabled: true,
      autoMergeStrategy: 'merge_when_pipeline_succeeds',
      mergeWhenPipelineSucceeds: true,
    });

    await startRunner();
    const merged = await waitFor(
      () => t.get(mr(good.iid)),
      (r) => r.body.state === 'merged',
      'the auto-merge',
      120_000,
    );
    expect(merged.body).toMatchObject({
      merge_user: { id: maintainer.id },
      merge_when_pipeline_succeeds: false,
    });
    expect(merged.body.squash_commit_sha).toMatch(/^[0-9a-f]{40}$/);
    await waitFor(
      () => t.get(`/projects/${project.id}/pipelines/${bad.pipelineId}`),
      (r) => r.body.status === 'failed',
      'the failing pipeline',
      120_000,
    );
    await waitFor(
      () => t.get(`/projects/${project.id}/pipelines/${called.pipelineId}`),
      (r) => r.body.status === 'success',
      'the pipeline of the cancelled one',
      120_000,
    );
    await t.running.services.merging.settle();
    expect((await t.get(mr(bad.iid))).body).toMatchObject({
      state: 'opened',
      merge_when_pipeline_succeeds: true,
    });
    expect((await t.get(mr(called.iid))).body).toMatchObject({
      state: 'opened',
      merge_when_pipeline_succeeds: false,
    });
    const db = t.running.orm.em.fork().getKysely();
    const { rows } = await sql<{ body: string }>`select body from notes
      where noteable_type = 'MergeRequest' and noteable_id = ${called.id} and system order by id`.execute(db);
    expect(rows.map((r) => r.body)).toEqual([
      `enabled an automatic merge when the pipeline for ${called.head} succeeds`,
      'canceled the automatic merge',
    ]);
  }, 240_000);
});

describe('GraphQL mergeRequestAccept and mergeRequestMergeStatusUpdated', () => {
  it('merges with GitLab errors for a stale sha and for merge requests that cannot merge, and streams the status', async () => {
    await git(project.dir, ['fetch', '--quiet', 'origin']);
    await git(project.dir, ['checkout', '--quiet', '-B', 'graph', 'origin/main']);
    const head = await commitFiles(project.dir, { 'q.txt': 'q\n' }, 'GraphQL change');
    await git(project.dir, ['push', '--quiet', 'origin', 'graph:refs/heads/graph']);
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'graph', target_branch: 'main', title: 'Draft: graph' },
    });
    const iid = String(created.body.iid);
    await waitFor(
      () => t.get(mr(created.body.iid)),
      (r) => r.body.sha === head,
      'diff refs',
    );

    const client = await t.wsClient();
    const ready = busSubscribed(t);
    const events = client.iterate({
      query: print(MergeRequestMergeStatusUpdatedDocument),
      variables: { issuableId: `gid://gitlab/MergeRequest/${created.body.id}` },
    });
    await ready;

    const input = { projectPath: project.fullPath, iid, sha: head };
    const draft = await t.graphql(MergeRequestAcceptDocument, { input }, maintainer.token);
    expect(draft.data?.mergeRequestAccept?.errors).toEqual(['This branch cannot be merged']);
    await t.put(mr(created.body.iid), { body: { title: 'graph' } });
    const stale = await t.graphql(
      MergeRequestAcceptDocument,
      { input: { ...input, sha: project.sha } },
      maintainer.token,
    );
    expect(stale.data?.mergeRequestAccept?.errors).toEqual(['The merge-head is not at the anticipated SHA']);
    const hidden = await t.graphql(MergeRequestAcceptDocument, { input }, outsider.token);
    expect(hidden.data?.mergeRequestAccept?.errors?.[0]).toMatch(
      /does not exist or you don't have permission/,
    );
    const train = await t.graphql(
      MergeRequestAcceptDocument,
      { input: { ...input, strategy: 'MERGE_TRAIN' } },
      maintainer.token,
    );
    expect(train.data?.mergeRequestAccept?.errors).toEqual(['This branch cannot be merged']);

    const accepted = await t.graphql(
      MergeRequestAcceptDocument,
      { input: { ...input, squash: true, squashCommitMessage: 'Squashed over GraphQL' } },
      maintainer.token,
    );
    expect(accepted.data?.mergeRequestAccept).toMatchObject({
      errors: [],
      mergeRequest: { state: 'merged', mergeUser: { username: maintainer.username }, mergeable: false },
    });
    const squash = accepted.data!.mergeRequestAccept!.mergeRequest!.squashCommitSha!;
    const commit = await t.get(`/projects/${project.id}/repository/commits/${squash}`);
    expect(commit.body.message).toBe('Squashed over GraphQL\n');

    // The stream saw the merge request become merged.
    for (;;) {
      const next = await events.next();
      expect(next.done).toBe(false);
      const value = next.value as { data?: { mergeRequestMergeStatusUpdated: { state: string } } };
      if (value.data?.mergeRequestMergeStatusUpdated.state === 'merged') break;
    }
    await events.return?.();
    await client.dispose();
  });
});
