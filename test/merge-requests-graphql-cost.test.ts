import { gitProcessesStarted } from '../src/git/run.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CostDashboardAssignedDocument, CostProjectMergeRequestsDocument } from './generated/graphql.ts';
import { ownStatements } from './support/sql-statements.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

/**
 * A page of merge requests with their authors, assignees and reviewers (and what each may do on the
 * merge request), participants, time logs, labels and milestones costs the same SQL statements at a
 * page of 5 as at a page of 100: every nested field loads in batches.
 */

let t: TestApp;
const ITEMS = 12;
let fullPath: string;

beforeAll(async () => {
  t = await startTestApp();
  const project = await projectWithFiles(t, { 'README.md': 'cost\n' });
  fullPath = project.fullPath;
  const branches = Array.from({ length: ITEMS }, (_, i) => `b${i}`);
  await git(project.dir, ['push', '--quiet', 'origin', ...branches.map((b) => `HEAD:refs/heads/${b}`)]);
  const milestone = await t.post(`/projects/${project.id}/milestones`, { body: { title: 'M' } });
  for (let i = 0; i < ITEMS; i++) {
    const user = await createUser(t);
    await addMember(t, 'projects', project.id, user.id, 30);
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: {
        source_branch: branches[i],
        target_branch: 'main',
        title: `mr ${i}`,
        labels: `l${i},shared`,
        assignee_ids: [user.id, 1],
        reviewer_ids: [user.id],
        milestone_id: milestone.body.id,
      },
    });
    expect(created.status, created.text).toBe(201);
    const mr = `/projects/${project.id}/merge_requests/${created.body.iid}`;
    // The reviewer comments (a participant, their review given) and time is logged.
    const note = await t.post(`${mr}/notes`, { body: { body: `looked at ${i}` }, token: user.token });
    expect(note.status, note.text).toBe(201);
    const spent = await t.post(`${mr}/add_spent_time`, { body: { duration: '1h', summary: `work ${i}` } });
    expect(spent.status, spent.text).toBe(201);
  }
  // Let the background diff computations settle, so that both reads see the same records.
  await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests`, { query: { per_page: '100' } }),
    (r) =>
      (r.body as { detailed_merge_status: string }[]).every((m) => m.detailed_merge_status !== 'unchecked'),
    'merge statuses',
    20_000,
  );
  // And the merge request pipelines each creation sets off (none here: the project has no CI file).
  await settleMergeRequestWork(t);
}, 180_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function cost(n: number) {
  t.sql.reset();
  const before = gitProcessesStarted();
  const response = await t.graphql(CostProjectMergeRequestsDocument, { fullPath, n });
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return {
    nodes: response.data!.project!.mergeRequests!.nodes,
    gitProcesses: gitProcessesStarted() - before,
    statements: ownStatements(t.sql.statements),
  };
}

describe('merge request cost flat in page size', () => {
  it('project merge requests with author, assignees, reviewers, interactions, participants, time logs, labels and milestone', async () => {
    const small = await cost(5);
    const large = await cost(100);
    expect(small.nodes).toHaveLength(5);
    expect(large.nodes).toHaveLength(ITEMS);
    expect(
      large.nodes.every(
        (m) =>
          m.author?.username === 'root' &&
          m.assignees!.nodes.length === 2 &&
          m.reviewers!.nodes.length === 1 &&
          m.labels!.nodes.length === 2 &&
          m.milestone?.title === 'M',
      ),
    ).toBe(true);
    for (const m of large.nodes) {
      const reviewer = m.reviewers!.nodes[0]!;
      expect(m.participants!.nodes.map((u) => u.username).sort()).toEqual(['root', reviewer.username].sort());
      // A developer may not merge into the protected default branch; the administrator may.
      expect(reviewer.mergeRequestInteraction).toEqual({
        canMerge: false,
        canUpdate: true,
        reviewState: 'REVIEWED',
        reviewed: true,
        approved: false,
      });
      const root = m.assignees!.nodes.find((u) => u.username === 'root')!;
      expect(root.mergeRequestInteraction).toMatchObject({
        canMerge: true,
        canUpdate: true,
        reviewState: null,
      });
      expect(m.timelogs.nodes).toEqual([
        expect.objectContaining({
          timeSpent: 3600,
          summary: `work ${m.title.slice(3)}`,
          user: { username: 'root' },
        }),
      ]);
    }
    for (const m of large.nodes) {
      // The widget's fields: no pipeline, no CI, trains off, nothing to wait for.
      expect(m.mergeabilityChecks).toEqual([
        { identifier: 'NOT_OPEN', status: 'SUCCESS' },
        { identifier: 'DRAFT_STATUS', status: 'SUCCESS' },
        { identifier: 'COMMITS_STATUS', status: 'SUCCESS' },
        { identifier: 'CONFLICT', status: 'SUCCESS' },
        { identifier: 'NEED_REBASE', status: 'SUCCESS' },
        { identifier: 'DISCUSSIONS_NOT_RESOLVED', status: 'INACTIVE' },
        { identifier: 'CI_MUST_PASS', status: 'INACTIVE' },
      ]);
      expect(m).toMatchObject({
        mergeableDiscussionsState: true,
        hasCi: false,
        defaultSquashCommitMessage: m.title,
        availableAutoMergeStrategies: [],
        mergeTrainsCount: null,
      });
      expect(m.defaultMergeCommitMessage).toBe(
        `Merge branch 'b${m.title.slice(3)}' into 'main'\n\n${m.title}\n\nSee merge request ${fullPath}!${m.iid}`,
      );
    }
    expect(large.statements.length).toBe(small.statements.length);
    // Git is read once per project at most (branch names, cached), never once per merge request.
    expect(small.gitProcesses).toBeLessThanOrEqual(1);
    expect(large.gitProcesses).toBeLessThanOrEqual(1);
  });

  it("the merge request dashboard's list of what the current user is assigned", async () => {
    const dashboard = async (n: number) => {
      t.sql.reset();
      const response = await t.graphql(CostDashboardAssignedDocument, { n });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return {
        nodes: response.data!.currentUser!.assignedMergeRequests!.nodes,
        statements: ownStatements(t.sql.statements),
      };
    };
    // 60: at 100, the dashboard's unpaged assignees, reviewers and approvers exceed the node limit.
    const small = await dashboard(5);
    const large = await dashboard(60);
    expect(small.nodes).toHaveLength(5);
    // root is assigned every merge request, with a Developer reviewing each.
    expect(large.nodes).toHaveLength(ITEMS);
    for (const m of large.nodes) {
      expect(m.assignees!.nodes).toHaveLength(2);
      expect(m.reviewers!.nodes[0]!.mergeRequestInteraction!.reviewState).toBe('REVIEWED');
      expect(m.milestone?.title).toBe('M');
      expect(m.reference).toMatch(new RegExp(`^${fullPath}!\\d+$`));
    }
    expect(large.statements.length).toBe(small.statements.length);
  });
});
