import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AutocompleteUsersWithMergeRequestInteractionDocument,
  MergeRequestApprovalStateUpdatedDocument,
  MergeRequestReviewersUpdatedDocument,
  MergeRequestReviewerRereviewOpDocument,
  MergeRequestSetLockedOpDocument,
  MergeRequestSetSubscriptionOpDocument,
  MergeRequestSidebarUsersDocument,
  ProjectMembersWithMergeRequestInteractionDocument,
  TimelogNodeDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { busSubscribed } from './support/subscriptions.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

/**
 * The merge request sidebar's users as GitLab types them (author, assignees, reviewers, participants
 * with what each may do and where their review stands), reviewer states through REST and GraphQL,
 * time logs, and the subscription, lock and re-review mutations.
 */
let t: TestApp;
let developer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; fullPath: string };
let iid: number;
let mr: string;

const gid = (id: number) => `gid://gitlab/User/${id}`;

async function sidebar(token?: string) {
  const r = await t.graphql(
    MergeRequestSidebarUsersDocument,
    { fullPath: project.fullPath, iid: String(iid) },
    token,
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.project!.mergeRequest!;
}

async function reviewerStates() {
  const r = await t.get(`${mr}/reviewers`);
  expect(r.status, r.text).toBe(200);
  return (r.body as { user: { username: string }; state: string; created_at: string }[]).map(
    (e): [string, string] => [e.user.username, e.state],
  );
}

async function comment(user: CreatedUser) {
  const r = await t.post(`${mr}/notes`, { body: { body: 'A remark' }, token: user.token });
  expect(r.status, r.text).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
  const created = await projectWithFiles(t, { 'README.md': 'hi\n' });
  project = created;
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await git(created.dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/topic']);
  const r = await t.post(`/projects/${project.id}/merge_requests`, {
    body: {
      source_branch: 'topic',
      target_branch: 'main',
      title: 'Sidebar',
      assignee_ids: [1],
      reviewer_ids: [developer.id],
    },
  });
  expect(r.status, r.text).toBe(201);
  iid = r.body.iid;
  mr = `/projects/${project.id}/merge_requests/${iid}`;
  await settleMergeRequestWork(t);
}, 120_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('merge request users', () => {
  it('types the author, assignees and reviewers as GitLab does, with every UserCore field', async () => {
    const m = await sidebar();
    expect(m.author).toMatchObject({
      __typename: 'MergeRequestAuthor',
      id: gid(1),
      username: 'root',
      followers: { count: 0 },
      mergeRequestInteraction: { canMerge: true, canUpdate: true, reviewState: null, approved: false },
    });
    expect(m.assignees!.nodes.map((u) => u.__typename)).toEqual(['MergeRequestAssignee']);
    expect(m.reviewers!.nodes).toEqual([
      {
        __typename: 'MergeRequestReviewer',
        username: developer.username,
        // Developers may not merge into the protected default branch.
        mergeRequestInteraction: {
          canMerge: false,
          canUpdate: true,
          reviewState: 'UNREVIEWED',
          reviewed: false,
          approved: false,
        },
      },
    ]);
  });

  it('says what each user may do, not what the caller may', async () => {
    await t.put(mr, { body: { reviewer_ids: [developer.id, reporter.id] } });
    const m = await sidebar(reporter.token);
    const byName = new Map(m.reviewers!.nodes.map((u) => [u.username, u.mergeRequestInteraction]));
    expect(byName.get(reporter.username)).toMatchObject({ canMerge: false, canUpdate: false });
    expect(byName.get(developer.username)).toMatchObject({ canUpdate: true });
    expect(m.author!.mergeRequestInteraction).toMatchObject({ canMerge: true, canUpdate: true });
    await t.put(mr, { body: { reviewer_ids: [developer.id] } });
  });
});

describe('mergeRequestInteraction(id:) on users offered for a merge request', () => {
  const mergeRequestGid = async () => `gid://gitlab/MergeRequest/${(await t.get(mr)).body.id}`;

  it('says on autocompleted users what each may do on the merge request named', async () => {
    const mergeRequestId = await mergeRequestGid();
    const canMergeOf = async (search: string, id = mergeRequestId) => {
      const r = await t.graphql(AutocompleteUsersWithMergeRequestInteractionDocument, {
        search,
        fullPath: project.fullPath,
        mergeRequestId: id,
      });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const users = r.data!.workspace!.users!;
      return users.find((u) => u.username === search)?.mergeRequestInteraction;
    };
    expect(await canMergeOf('root')).toEqual({ canMerge: true });
    expect(await canMergeOf(developer.username)).toEqual({ canMerge: false });
    // A merge request that does not exist: no interaction.
    expect(await canMergeOf('root', 'gid://gitlab/MergeRequest/999999999')).toBeNull();
  });

  it("says it on project members too (GitLab's reviewer picker)", async () => {
    const r = await t.graphql(ProjectMembersWithMergeRequestInteractionDocument, {
      search: developer.username,
      fullPath: project.fullPath,
      mergeRequestId: await mergeRequestGid(),
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.workspace!.users.nodes).toEqual([
      expect.objectContaining({
        mergeRequestInteraction: { canMerge: false },
        user: expect.objectContaining({ username: developer.username }),
      }),
    ]);
  });
});

describe('reviewer states', () => {
  it('lists reviewers with their state (GET .../reviewers)', async () => {
    const r = await t.get(`${mr}/reviewers`);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual([
      {
        user: expect.objectContaining({ id: developer.id, username: developer.username }),
        state: 'unreviewed',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await t.get(`${mr}/reviewers`, { token: outsider.token })).status).toBe(404);
  });

  it('follows comments, approvals and re-requested reviews', async () => {
    await comment(developer);
    expect(await reviewerStates()).toEqual([[developer.username, 'reviewed']]);
    expect((await sidebar()).reviewers!.nodes[0]!.mergeRequestInteraction).toMatchObject({
      reviewState: 'REVIEWED',
      reviewed: true,
    });

    expect((await t.post(`${mr}/approve`, { token: developer.token })).status).toBe(201);
    expect(await reviewerStates()).toEqual([[developer.username, 'approved']]);
    // A later comment leaves the approval standing; editing the merge request keeps the state.
    await comment(developer);
    await t.put(mr, { body: { reviewer_ids: [developer.id, reporter.id], title: 'Sidebar!' } });
    expect(new Map(await reviewerStates())).toEqual(
      new Map([
        [developer.username, 'approved'],
        [reporter.username, 'unreviewed'],
      ]),
    );
    expect((await sidebar()).reviewers!.nodes.find((u) => u.username === developer.username)).toMatchObject({
      mergeRequestInteraction: { reviewState: 'APPROVED', approved: true },
    });

    expect((await t.post(`${mr}/unapprove`, { token: developer.token })).status).toBe(201);
    expect(new Map(await reviewerStates()).get(developer.username)).toBe('unapproved');
  });

  it('asks a reviewer again: unreviewed, their approval withdrawn (mergeRequestReviewerRereview)', async () => {
    expect((await t.post(`${mr}/approve`, { token: developer.token })).status).toBe(201);
    const r = await t.graphql(MergeRequestReviewerRereviewOpDocument, {
      projectPath: project.fullPath,
      iid: String(iid),
      userId: gid(developer.id),
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.mergeRequestReviewerRereview!.errors).toEqual([]);
    const reviewers = r.data!.mergeRequestReviewerRereview!.mergeRequest!.reviewers!.nodes;
    expect(reviewers.find((u) => u.username === developer.username)!.mergeRequestInteraction).toEqual({
      reviewState: 'UNREVIEWED',
      approved: false,
    });
    expect((await t.get(`${mr}/approvals`)).body.approved_by).toEqual([]);
  });

  it('refuses to re-request a review from a non-reviewer, or by someone who may not update', async () => {
    const notReviewer = await t.graphql(MergeRequestReviewerRereviewOpDocument, {
      projectPath: project.fullPath,
      iid: String(iid),
      userId: gid(outsider.id),
    });
    expect(notReviewer.data!.mergeRequestReviewerRereview).toEqual({
      mergeRequest: null,
      errors: ['Reviewer not found'],
    });
    const byReporter = await t.graphql(
      MergeRequestReviewerRereviewOpDocument,
      { projectPath: project.fullPath, iid: String(iid), userId: gid(developer.id) },
      reporter.token,
    );
    expect(byReporter.data!.mergeRequestReviewerRereview!.mergeRequest).toBeNull();
    expect(byReporter.data!.mergeRequestReviewerRereview!.errors).toHaveLength(1);
  });
});

describe('participants', () => {
  it('count commenters, on REST and GraphQL', async () => {
    await comment(reporter);
    await t.put(mr, { body: { reviewer_ids: [developer.id] } });
    const rest = await t.get(`${mr}/participants`);
    expect(rest.status, rest.text).toBe(200);
    const names = (rest.body as { username: string }[]).map((u) => u.username);
    expect(names).toEqual(['root', developer.username, reporter.username]);
    const m = await sidebar();
    expect(m.participants!.count).toBe(3);
    expect(m.participants!.nodes).toEqual(
      names.map((username) => ({ __typename: 'MergeRequestParticipant', username })),
    );
  });
});

describe('time logs', () => {
  it('lists time logged on the merge request, each loadable by id for readers only', async () => {
    for (const [duration, summary] of [
      ['1h', 'review'],
      ['-15m', null],
    ] as const) {
      const r = await t.post(`${mr}/add_spent_time`, { body: { duration, ...(summary ? { summary } : {}) } });
      expect(r.status, r.text).toBe(201);
    }
    const logs = (await sidebar()).timelogs.nodes;
    expect(logs).toEqual([
      expect.objectContaining({ timeSpent: 3600, summary: 'review', note: null, user: { username: 'root' } }),
      expect.objectContaining({ timeSpent: -900, summary: null, mergeRequest: { iid: String(iid) } }),
    ]);
    expect(logs[0]!.id).toMatch(/^gid:\/\/gitlab\/Timelog\/\d+$/);
    const node = await t.graphql(TimelogNodeDocument, { id: logs[0]!.id });
    expect(node.data!.node).toEqual({ __typename: 'Timelog', timeSpent: 3600, summary: 'review' });
    await t.put(`/projects/${project.id}`, { body: { visibility: 'private' } });
    const hidden = await t.graphql(TimelogNodeDocument, { id: logs[0]!.id }, outsider.token);
    expect(hidden.data!.node).toBeNull();
    await t.put(`/projects/${project.id}`, { body: { visibility: 'public' } });
  });
});

describe('sidebar mutations', () => {
  it('subscribes and unsubscribes the caller (mergeRequestSetSubscription)', async () => {
    const vars = { projectPath: project.fullPath, iid: String(iid) };
    const on = await t.graphql(
      MergeRequestSetSubscriptionOpDocument,
      { ...vars, subscribedState: true },
      reporter.token,
    );
    expect(on.data!.mergeRequestSetSubscription).toEqual({ mergeRequest: { subscribed: true }, errors: [] });
    expect((await sidebar(reporter.token)).subscribed).toBe(true);
    const off = await t.graphql(
      MergeRequestSetSubscriptionOpDocument,
      { ...vars, subscribedState: false },
      reporter.token,
    );
    expect(off.data!.mergeRequestSetSubscription!.mergeRequest).toEqual({ subscribed: false });
    expect((await sidebar(reporter.token)).subscribed).toBe(false);
  });

  it('locks and unlocks the discussion (mergeRequestSetLocked), developers only', async () => {
    const vars = { projectPath: project.fullPath, iid: String(iid) };
    const locked = await t.graphql(MergeRequestSetLockedOpDocument, { ...vars, locked: true });
    expect(locked.data!.mergeRequestSetLocked).toEqual({
      mergeRequest: { discussionLocked: true },
      errors: [],
    });
    expect((await t.get(mr)).body.discussion_locked).toBe(true);
    // Outsiders may no longer comment on the public merge request.
    const refused = await t.post(`${mr}/notes`, { body: { body: 'hi' }, token: outsider.token });
    expect(refused.status).toBe(403);
    const byReporter = await t.graphql(
      MergeRequestSetLockedOpDocument,
      { ...vars, locked: false },
      reporter.token,
    );
    expect(byReporter.data!.mergeRequestSetLocked!.mergeRequest).toBeNull();
    const unlocked = await t.graphql(MergeRequestSetLockedOpDocument, { ...vars, locked: false });
    expect(unlocked.data!.mergeRequestSetLocked!.mergeRequest).toEqual({ discussionLocked: false });
  });
});

describe('mergeRequestReviewersUpdated and mergeRequestApprovalStateUpdated', () => {
  type Payload = { data?: Record<string, unknown> | null };

  /** The first payload of `events` that `matches`, skipping others. */
  async function first(events: AsyncIterator<unknown>, matches: (p: Payload) => boolean): Promise<Payload> {
    for (;;) {
      const next = await events.next();
      expect(next.done).toBe(false);
      if (matches(next.value as Payload)) return next.value as Payload;
    }
  }

  it('stream the merge request when its reviewers change and when it is approved or unapproved', async () => {
    const issuableId = `gid://gitlab/MergeRequest/${(await t.get(mr)).body.id}`;
    await t.post(`${mr}/unapprove`, { token: developer.token });
    const client = await t.wsClient();
    let ready = busSubscribed(t);
    const reviewers = client.iterate({
      query: print(MergeRequestReviewersUpdatedDocument),
      variables: { issuableId, mrRequestChanges: true },
    });
    await ready;
    ready = busSubscribed(t);
    const approvals = client.iterate({
      query: print(MergeRequestApprovalStateUpdatedDocument),
      variables: { issuableId },
    });
    await ready;

    await t.put(mr, { body: { reviewer_ids: [developer.id, reporter.id] } });
    const changed = await first(reviewers, (p) => {
      const nodes = (p.data?.['mergeRequestReviewersUpdated'] as { reviewers: { nodes: unknown[] } } | null)
        ?.reviewers.nodes;
      return nodes?.length === 2;
    });
    expect(changed.data!['mergeRequestReviewersUpdated']).toMatchObject({
      id: issuableId,
      reviewers: {
        nodes: expect.arrayContaining([
          expect.objectContaining({
            username: reporter.username,
            mergeRequestInteraction: {
              canMerge: false,
              canUpdate: false,
              approved: false,
              reviewState: 'UNREVIEWED',
            },
          }),
        ]),
      },
    });

    expect((await t.post(`${mr}/approve`, { token: developer.token })).status).toBe(201);
    const approved = await first(approvals, () => true);
    expect(approved.data!['mergeRequestApprovalStateUpdated']).toMatchObject({
      id: issuableId,
      approvedBy: { nodes: [expect.objectContaining({ username: developer.username })] },
      userPermissions: { canApprove: expect.any(Boolean) },
    });
    await first(reviewers, (p) =>
      JSON.stringify(p.data?.['mergeRequestReviewersUpdated'] ?? null).includes('"APPROVED"'),
    );

    expect((await t.post(`${mr}/unapprove`, { token: developer.token })).status).toBe(201);
    const unapproved = await first(approvals, () => true);
    expect(unapproved.data!['mergeRequestApprovalStateUpdated']).toMatchObject({ approvedBy: { nodes: [] } });

    await reviewers.return?.();
    await approvals.return?.();
    await client.dispose();
    await t.put(mr, { body: { reviewer_ids: [developer.id] } });
  });
});
