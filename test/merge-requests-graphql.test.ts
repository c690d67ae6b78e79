import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MergeRequestCreateDocument,
  MergeRequestNodeDocument,
  MergeRequestSetAssigneesDocument,
  MergeRequestSetDraftDocument,
  MergeRequestSetLabelsDocument,
  MergeRequestSetMilestoneDocument,
  MergeRequestSetReviewersDocument,
  MergeRequestUpdateDocument,
  ProjectMergeRequestDocument,
  ProjectMergeRequestsDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };
let head: string;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  outsider = await createUser(t);
  project = await projectWithFiles(t, { 'README.md': 'hi\n' });
  await addMember(t, 'projects', project.id, developer.id, 30);
  await git(project.dir, ['checkout', '--quiet', '-b', 'topic']);
  head = await commitFiles(project.dir, { 'x.txt': 'x\n' }, 'Add x');
  await git(project.dir, ['push', '--quiet', 'origin', 'topic']);
  await git(project.dir, ['checkout', '--quiet', '-b', 'second', 'main']);
  await commitFiles(project.dir, { 'y.txt': 'y\n' }, 'Add y');
  await git(project.dir, ['push', '--quiet', 'origin', 'second']);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('merge requests in GraphQL', () => {
  it('creates, reads, lists, updates and sets draft, labels, people and milestone', async () => {
    const created = await t.graphql(
      MergeRequestCreateDocument,
      {
        input: {
          projectPath: project.fullPath,
          title: 'Topic',
          sourceBranch: 'topic',
          targetBranch: 'main',
          labels: ['api'],
        },
      },
      developer.token,
    );
    expect(created.errors).toBeUndefined();
    const mr = created.data!.mergeRequestCreate!.mergeRequest!;
    expect(mr).toMatchObject({
      iid: '1',
      title: 'Topic',
      state: 'opened',
      draft: false,
      author: { username: developer.username },
      labels: { nodes: [{ title: 'api' }] },
      reference: `${project.fullPath}!1`,
      upvotes: 0,
      subscribed: true,
    });
    const duplicate = await t.graphql(MergeRequestCreateDocument, {
      input: { projectPath: project.fullPath, title: 'again', sourceBranch: 'topic', targetBranch: 'main' },
    });
    expect(duplicate.data!.mergeRequestCreate!.errors![0]).toContain('Another open merge request');
    await t.graphql(MergeRequestCreateDocument, {
      input: {
        projectPath: project.fullPath,
        title: 'Draft: second',
        sourceBranch: 'second',
        targetBranch: 'main',
      },
    });

    const read = await waitFor(
      () => t.graphql(ProjectMergeRequestDocument, { fullPath: project.fullPath, iid: '1' }),
      (r) => r.data?.project?.mergeRequest?.diffRefs != null,
      'diff refs',
    );
    expect(read.data!.project!.mergeRequest).toMatchObject({
      diffHeadSha: head,
      diffRefs: { headSha: head, startSha: project.sha, baseSha: project.sha },
      detailedMergeStatus: 'MERGEABLE',
    });
    const node = await t.graphql(MergeRequestNodeDocument, { id: mr.id });
    expect(node.data!.node).toEqual({ iid: '1', title: 'Topic' });
    const hidden = await t.graphql(
      ProjectMergeRequestDocument,
      { fullPath: project.fullPath, iid: '1' },
      outsider.token,
    );
    expect(hidden.data!.project).toBeNull();

    const list = async (variables: Record<string, unknown>) =>
      (
        await t.graphql(ProjectMergeRequestsDocument, { fullPath: project.fullPath, ...variables })
      ).data!.project!.mergeRequests!.nodes.map((n) => n.title);
    expect(await list({})).toEqual(['Draft: second', 'Topic']);
    expect(await list({ sort: 'TITLE_ASC' })).toEqual(['Draft: second', 'Topic']);
    expect(await list({ sort: 'CREATED_ASC' })).toEqual(['Topic', 'Draft: second']);
    expect(await list({ draft: true })).toEqual(['Draft: second']);
    expect(await list({ labels: ['api'] })).toEqual(['Topic']);
    expect(await list({ not: { labels: ['api'] } })).toEqual(['Draft: second']);
    expect(await list({ authorUsername: developer.username })).toEqual(['Topic']);
    expect(await list({ iids: ['2'] })).toEqual(['Draft: second']);
    expect(await list({ sourceBranches: ['topic'] })).toEqual(['Topic']);
    expect(await list({ search: 'second' })).toEqual(['Draft: second']);
    expect(await list({ state: 'closed' })).toEqual([]);
    const paged = await t.graphql(ProjectMergeRequestsDocument, { fullPath: project.fullPath, first: 1 });
    const connection = paged.data!.project!.mergeRequests!;
    expect(connection.count).toBe(2);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(ProjectMergeRequestsDocument, {
      fullPath: project.fullPath,
      first: 1,
      after: connection.pageInfo.endCursor,
    });
    expect(next.data!.project!.mergeRequests!.nodes.map((n) => n.title)).toEqual(['Topic']);

    const path = { projectPath: project.fullPath, iid: '1' };
    const updated = await t.graphql(MergeRequestUpdateDocument, {
      input: { ...path, title: 'Topic!', description: 'More', timeEstimate: '1h' },
    });
    expect(updated.data!.mergeRequestUpdate!.mergeRequest).toMatchObject({
      title: 'Topic!',
      description: 'More',
      timeEstimate: 3600,
      humanTimeEstimate: '1h',
    });
    const closed = await t.graphql(MergeRequestUpdateDocument, { input: { ...path, state: 'CLOSED' } });
    expect(closed.data!.mergeRequestUpdate!.mergeRequest!.state).toBe('closed');
    await t.graphql(MergeRequestUpdateDocument, { input: { ...path, state: 'OPEN' } });

    const draft = await t.graphql(MergeRequestSetDraftDocument, { input: { ...path, draft: true } });
    expect(draft.data!.mergeRequestSetDraft!.mergeRequest).toEqual({ title: 'Draft: Topic!', draft: true });
    const ready = await t.graphql(MergeRequestSetDraftDocument, { input: { ...path, draft: false } });
    expect(ready.data!.mergeRequestSetDraft!.mergeRequest).toEqual({ title: 'Topic!', draft: false });

    const label = await t.post(`/projects/${project.id}/labels`, { body: { name: 'ui', color: '#ff0000' } });
    const labelId = `gid://gitlab/ProjectLabel/${label.body.id}`;
    const appended = await t.graphql(MergeRequestSetLabelsDocument, {
      input: { ...path, labelIds: [labelId], operationMode: 'APPEND' },
    });
    expect(appended.data!.mergeRequestSetLabels!.mergeRequest!.labels!.nodes.map((l) => l.title)).toEqual([
      'api',
      'ui',
    ]);
    const replaced = await t.graphql(MergeRequestSetLabelsDocument, {
      input: { ...path, labelIds: [labelId] },
    });
    expect(replaced.data!.mergeRequestSetLabels!.mergeRequest!.labels!.nodes.map((l) => l.title)).toEqual([
      'ui',
    ]);

    const assigned = await t.graphql(MergeRequestSetAssigneesDocument, {
      input: { ...path, assigneeUsernames: [developer.username] },
    });
    expect(assigned.data!.mergeRequestSetAssignees!.mergeRequest!.assignees!.nodes).toEqual([
      { username: developer.username },
    ]);
    const reviewers = await t.graphql(MergeRequestSetReviewersDocument, {
      input: { ...path, reviewerUsernames: ['root'], operationMode: 'APPEND' },
    });
    expect(reviewers.data!.mergeRequestSetReviewers!.mergeRequest!.reviewers!.nodes).toEqual([
      { username: 'root' },
    ]);
    const removed = await t.graphql(MergeRequestSetReviewersDocument, {
      input: { ...path, reviewerUsernames: ['root'], operationMode: 'REMOVE' },
    });
    expect(removed.data!.mergeRequestSetReviewers!.mergeRequest!.reviewers!.nodes).toEqual([]);

    const milestone = await t.post(`/projects/${project.id}/milestones`, { body: { title: 'M1' } });
    const set = await t.graphql(MergeRequestSetMilestoneDocument, {
      input: { ...path, milestoneId: `gid://gitlab/Milestone/${milestone.body.id}` },
    });
    expect(set.data!.mergeRequestSetMilestone!.mergeRequest!.milestone).toEqual({ title: 'M1' });
    const unset = await t.graphql(MergeRequestSetMilestoneDocument, {
      input: { ...path, milestoneId: null },
    });
    expect(unset.data!.mergeRequestSetMilestone!.mergeRequest!.milestone).toBeNull();

    const refused = await t.graphql(
      MergeRequestUpdateDocument,
      { input: { ...path, title: 'nope' } },
      outsider.token,
    );
    expect(refused.data!.mergeRequestUpdate!.errors!.length).toBeGreaterThan(0);
    expect(refused.data!.mergeRequestUpdate!.mergeRequest).toBeNull();
  });
});
