import { gitProcessesStarted } from '../src/git/run.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CostMergeRequestListFieldsDocument,
  DashboardMergeRequestsDocument,
  MergeRequestDetailFieldsDocument,
  ProjectMergeSettingsDocument,
  ProjectMergeRequestFiltersDocument,
  type ProjectMergeRequestFiltersQueryVariables,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';
import { normalizedStatement, ownStatements } from './support/sql-statements.ts';
import { backgroundSettled } from './support/background.ts';

let t: TestApp;
let developer: CreatedUser;
let reporter: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };
const LIST_ITEMS = 8;

async function detail(iid: number, token?: string) {
  const r = await t.graphql(
    MergeRequestDetailFieldsDocument,
    { fullPath: project.fullPath, iid: String(iid) },
    token,
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.project!.mergeRequest!;
}

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  reporter = await createUser(t);
  project = await projectWithFiles(t, { 'README.md': 'hi\n' });
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await git(project.dir, ['checkout', '--quiet', '-b', 'topic']);
  await commitFiles(project.dir, { 'x.txt': 'a\nb\n' }, 'Add x');
  await commitFiles(project.dir, { 'README.md': 'bye\n', 'y.txt': 'c\n' }, 'Change readme');
  await git(project.dir, ['push', '--quiet', 'origin', 'topic']);
  const branches = Array.from({ length: LIST_ITEMS }, (_, i) => `b${i}`);
  await git(project.dir, ['push', '--quiet', 'origin', ...branches.map((b) => `HEAD:refs/heads/${b}`)]);
  const topic = await t.post(`/projects/${project.id}/merge_requests`, {
    body: {
      source_branch: 'topic',
      target_branch: 'main',
      title: 'Topic *one*',
      description: '- [x] done\n- [ ] todo\n* [ ] more\nnot - [ ] a task',
      remove_source_branch: true,
    },
  });
  expect(topic.status, topic.text).toBe(201);
  for (const branch of branches) {
    const r = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: branch, target_branch: 'main', title: `mr ${branch}` },
    });
    expect(r.status, r.text).toBe(201);
  }
  await waitFor(
    () => t.graphql(CostMergeRequestListFieldsDocument, { fullPath: project.fullPath, n: 100 }),
    (r) =>
      r.data?.project?.mergeRequests?.nodes?.every(
        (m: { commitCount?: number | null } | null) => m?.commitCount != null,
      ) ?? false,
    'diff counts',
    30_000,
  );
}, 180_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('merge request fields GitLab reads', () => {
  it('counts commits and lines, renders title and description, reads tasks and branch paths', async () => {
    const m = await detail(1);
    expect(m.commitCount).toBe(2);
    expect(m.diffStatsSummary).toEqual({ additions: 4, deletions: 1, changes: 5, fileCount: 3 });
    expect(m.titleHtml).toContain('<em>one</em>');
    expect(m.descriptionHtml).toContain('todo');
    expect(m.taskCompletionStatus).toEqual({ count: 3, completedCount: 1 });
    expect(m.targetBranchPath).toBe(`/${project.fullPath}/-/tree/main`);
    expect(m.forceRemoveSourceBranch).toBe(true);
    expect(m.squash).toBe(false);
    expect(m.sourceBranchExists).toBe(true);
    expect(m.targetBranchExists).toBe(true);
    expect(m.sourceBranchProtected).toBe(false);
    expect(m.approvalsRequired).toBe(0);
    expect(m.approvalsLeft).toBe(0);
  });

  it('answers permissions by role and protection', async () => {
    const dev = (await detail(1, developer.token)).userPermissions;
    expect(dev).toMatchObject({
      readMergeRequest: true,
      updateMergeRequest: true,
      adminMergeRequest: true,
      createNote: true,
      pushToSourceBranch: true,
      removeSourceBranch: true,
      canApprove: true,
      cherryPickOnCurrentMergeRequest: false,
    });
    // main is protected by default: maintainers merge, developers do not.
    expect(dev.canMerge).toBe(false);
    expect((await detail(1)).userPermissions.canMerge).toBe(true);
    const rep = (await detail(1, reporter.token)).userPermissions;
    expect(rep).toMatchObject({
      readMergeRequest: true,
      updateMergeRequest: false,
      adminMergeRequest: false,
      createNote: true,
      pushToSourceBranch: false,
      removeSourceBranch: false,
      canMerge: false,
      canApprove: false,
    });
  });

  it('shows approvals, and who may still approve', async () => {
    expect((await detail(1)).approved).toBe(false);
    const approved = await t.post(`/projects/${project.id}/merge_requests/1/approve`, {
      token: developer.token,
    });
    expect(approved.status, approved.text).toBe(201);
    const m = await detail(1, developer.token);
    expect(m.approved).toBe(true);
    expect(m.approvedBy!.nodes.map((u) => u.username)).toEqual([developer.username]);
    expect(m.userPermissions.canApprove).toBe(false);
    expect((await detail(1)).userPermissions.canApprove).toBe(true);
  });

  it('filters lists as GitLab: approvers, wildcards, reactions, subscriptions, not and or', async () => {
    const base = `/projects/${project.id}/merge_requests`;
    expect(
      (await t.put(`${base}/2`, { body: { assignee_ids: [developer.id], reviewer_ids: [developer.id] } }))
        .status,
    ).toBe(200);
    // Merge requests take reactions through the award emoji module's routes once they are wired
    // (another change of issue 12): the reaction is stored as that module stores it.
    const mr3 = await t.get(`${base}/3`);
    await t.running.orm.em.getConnection().execute(
      `insert into award_emoji (name, user_id, awardable_type, awardable_id, created_at, updated_at)
       values ('thumbsup', 1, 'MergeRequest', ${Number(mr3.body.id)}, now(), now())`,
    );
    expect((await t.post(`${base}/4/subscribe`, { token: developer.token })).status).toBe(201);
    const iids = async (vars: Omit<ProjectMergeRequestFiltersQueryVariables, 'fullPath'>, token?: string) => {
      const r = await t.graphql(
        ProjectMergeRequestFiltersDocument,
        { fullPath: project.fullPath, ...vars },
        token,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data!.project!.mergeRequests!.nodes.map((m) => Number(m.iid));
    };
    const all = Array.from({ length: LIST_ITEMS + 1 }, (_, i) => i + 1);
    expect(await iids({})).toEqual(all);
    expect(await iids({ approvedBy: [developer.username] })).toEqual([1]);
    expect(await iids({ not: { approvedBy: [developer.username] } })).toEqual(all.slice(1));
    expect(await iids({ assigneeWildcardId: 'ANY' })).toEqual([2]);
    expect(await iids({ assigneeWildcardId: 'NONE' })).not.toContain(2);
    expect(await iids({ reviewerWildcardId: 'ANY' })).toEqual([2]);
    expect(await iids({ or: { assigneeUsernames: ['nobody-here', developer.username] } })).toEqual([2]);
    expect(await iids({ myReactionEmoji: 'thumbsup' })).toEqual([3]);
    expect(await iids({ myReactionEmoji: 'thumbsup' }, developer.token)).toEqual([]);
    expect(await iids({ not: { myReactionEmoji: 'thumbsup' } })).not.toContain(3);
    expect(await iids({ subscribed: 'EXPLICITLY_SUBSCRIBED' }, developer.token)).toEqual([4]);
    expect(await iids({ milestoneWildcardId: 'NONE' })).toEqual(all);
    expect(await iids({ milestoneWildcardId: 'ANY' })).toEqual([]);
    expect(await iids({ labelName: [] })).toEqual([]);
    expect(await iids({ sourceBranches: ['b0', 'b1'] })).toEqual([2, 3]);
    expect(await iids({ not: { sourceBranches: ['topic'] } })).toEqual(all.slice(1));
    // No releases, deployments or environments exist: nothing was released or deployed.
    expect(await iids({ releaseTag: 'v1' })).toEqual([]);
    expect(await iids({ environmentName: 'production' })).toEqual([]);
  });

  it('lists across projects and finds one merge request by global id', async () => {
    const one = await t.get(`/projects/${project.id}/merge_requests/1`);
    const gid = `gid://gitlab/MergeRequest/${one.body.id}`;
    const r = await t.graphql(
      DashboardMergeRequestsDocument,
      { approvedBy: [developer.username], id: gid },
      developer.token,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.mergeRequests!.nodes.map((m) => m.id)).toEqual([gid]);
    expect(r.data!.mergeRequest!.title).toBe('Topic *one*');
    const outsider = await createUser(t);
    const hidden = await t.graphql(
      DashboardMergeRequestsDocument,
      { approvedBy: [developer.username], id: gid },
      outsider.token,
    );
    expect(hidden.data!.mergeRequests!.nodes).toEqual([]);
    expect(hidden.data!.mergeRequest).toBeNull();
  });

  it('sees protected and deleted branches', async () => {
    const protectedBranch = await t.post(`/projects/${project.id}/protected_branches`, {
      body: { name: 'topic', push_access_level: 40, merge_access_level: 40 },
    });
    expect(protectedBranch.status, protectedBranch.text).toBe(201);
    let m = await detail(1, developer.token);
    expect(m.sourceBranchProtected).toBe(true);
    expect(m.userPermissions.pushToSourceBranch).toBe(false);
    expect(m.userPermissions.removeSourceBranch).toBe(false);
    await t.delete(`/projects/${project.id}/protected_branches/topic`);
    const deleted = await t.delete(`/projects/${project.id}/repository/branches/topic`);
    expect(deleted.status, deleted.text).toBe(204);
    m = await detail(1, developer.token);
    expect(m.sourceBranchExists).toBe(false);
    // The merge request keeps its last diff.
    await settleMergeRequestWork(t);
    const rest = await t.get(`/projects/${project.id}/merge_requests/1`);
    expect(rest.body.diff_refs.head_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(rest.body.changes_count).toBe('3');
    expect(rest.body.detailed_merge_status).not.toBe('mergeable');
    expect(m.targetBranchExists).toBe(true);
    expect(m.userPermissions.pushToSourceBranch).toBe(false);
  });

  it("reads the project's merge settings", async () => {
    const read = async () => {
      const r = await t.graphql(ProjectMergeSettingsDocument, { fullPath: project.fullPath, iid: '2' });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data!.project!;
    };
    expect(await read()).toMatchObject({
      onlyAllowMergeIfPipelineSucceeds: false,
      mergeRequestsFfOnlyEnabled: false,
      removeSourceBranchAfterMerge: true,
      squashReadOnly: false,
      mergeRequest: { squashReadOnly: false },
    });
    const changed = await t.put(`/projects/${project.id}`, {
      body: {
        only_allow_merge_if_pipeline_succeeds: true,
        only_allow_merge_if_all_discussions_are_resolved: true,
        allow_merge_on_skipped_pipeline: true,
        remove_source_branch_after_merge: false,
        merge_method: 'ff',
        squash_option: 'always',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await read()).toEqual({
      onlyAllowMergeIfPipelineSucceeds: true,
      onlyAllowMergeIfAllDiscussionsAreResolved: true,
      allowMergeOnSkippedPipeline: true,
      removeSourceBranchAfterMerge: false,
      mergeRequestsFfOnlyEnabled: true,
      squashReadOnly: true,
      mergeRequest: { squashReadOnly: true },
    });
  });

  it('costs the same statements and git processes for 5 as for 100 merge requests', async () => {
    const cost = async (n: number) => {
      await backgroundSettled(t);
      t.sql.reset();
      const gitBefore = gitProcessesStarted();
      const r = await t.graphql(CostMergeRequestListFieldsDocument, { fullPath: project.fullPath, n });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return {
        nodes: r.data!.project!.mergeRequests!.nodes,
        statements: ownStatements(t.sql.statements),
        git: gitProcessesStarted() - gitBefore,
      };
    };
    // Both pages hold a merge request with an assignee, a reviewer and an approver.
    const newest = LIST_ITEMS + 1;
    const base = `/projects/${project.id}/merge_requests/${newest}`;
    expect(
      (await t.put(base, { body: { assignee_ids: [developer.id], reviewer_ids: [developer.id] } })).status,
    ).toBe(200);
    expect((await t.post(`${base}/approve`, { token: developer.token })).status).toBe(201);
    await settleMergeRequestWork(t);
    const small = await cost(5);
    const large = await cost(100);
    expect(small.nodes).toHaveLength(5);
    expect(large.nodes).toHaveLength(LIST_ITEMS + 1);
    expect(large.nodes.filter((m) => m.commitCount === 2)).toHaveLength(LIST_ITEMS + 1);
    expect(large.nodes.every((m) => m.targetBranchExists && m.userPermissions.canMerge)).toBe(true);
    expect(large.statements.map(normalizedStatement)).toEqual(small.statements.map(normalizedStatement));
    // Branch names are read once per project (and may be served from the repository's ref cache the
    // second time): never one git process per merge request.
    expect(small.git).toBeLessThanOrEqual(2);
    expect(large.git).toBeLessThanOrEqual(small.git);
  });
});
