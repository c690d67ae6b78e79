import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DashboardAssignedDocument,
  DashboardAssigneeOrReviewerDocument,
  DashboardAuthoredDocument,
  DashboardReviewRequestedDocument,
  MergeRequestAssigneeTypesDocument,
  MergeRequestTimelogCreateDocument,
  MergeRequestTimelogDeleteDocument,
  NoteByIdDocument,
  ProjectMergeRequestsByApproverDocument,
  UserMergeRequestsInDocument,
  UsersWithTheirMergeRequestsDocument,
} from './generated/graphql.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, git, projectWithFiles } from './support/git.ts';
import { addMember, createGroup } from './support/membership.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';
import { ownStatements } from './support/sql-statements.ts';

/**
 * GitLab's merge request dashboard through GraphQL: a user's authored, assigned, review-requested
 * and assigned-or-reviewing merge requests with the list filters (review states, the ignored
 * reviewer, drafts, the EE `approver`), who sees what; the sidebar's user types; a note by id with
 * its URL, noteable and emoji reactions and whether the caller may react; time logged and deleted.
 */
let t: TestApp;
let alice: CreatedUser;
let bob: CreatedUser;
let carol: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; fullPath: string; dir: string };
let hidden: { id: number; fullPath: string };
const iids: Record<string, number> = {};
const ids: Record<string, number> = {};

async function open(
  key: string,
  target: { id: number; dir: string },
  body: Record<string, unknown>,
  token?: string,
) {
  await git(target.dir, ['push', '--quiet', 'origin', `HEAD:refs/heads/${key}`]);
  const r = await t.post(`/projects/${target.id}/merge_requests`, {
    body: { source_branch: key, target_branch: 'main', title: key, ...body },
    token,
  });
  expect(r.status, r.text).toBe(201);
  iids[key] = r.body.iid;
  ids[key] = r.body.id;
}

const mr = (key: string) => `/projects/${project.id}/merge_requests/${iids[key]}`;

function titles(list: { nodes: { title: string }[] } | null | undefined): string[] {
  return (list?.nodes ?? []).map((m) => m.title).sort();
}

beforeAll(async () => {
  t = await startTestApp();
  alice = await createUser(t);
  bob = await createUser(t);
  carol = await createUser(t);
  outsider = await createUser(t);
  project = await projectWithFiles(t, { 'README.md': 'dashboard\n' });
  for (const [user, level] of [
    [alice, 30],
    [bob, 30],
    [carol, 20],
  ] as const) {
    await addMember(t, 'projects', project.id, user.id, level);
  }
  // mr1: Alice's own, assigned to her, reviewed by Bob (his comment marks it reviewed).
  await open('mr1', project, { assignee_ids: [alice.id], reviewer_ids: [bob.id] }, alice.token);
  // mr2: root's, assigned to Alice, Carol asked to review (not yet).
  await open('mr2', project, { assignee_ids: [alice.id], reviewer_ids: [carol.id] });
  // mr3: root's, assigned to Bob, Alice reviews and approves.
  await open('mr3', project, { assignee_ids: [bob.id], reviewer_ids: [alice.id] });
  // mr4: Alice's draft, nobody assigned.
  await open('mr4', project, { title: 'Draft: mr4' }, alice.token);
  const comment = await t.post(`${mr('mr1')}/notes`, { body: { body: 'Looks fine' }, token: bob.token });
  expect(comment.status, comment.text).toBe(201);
  const approve = await t.post(`${mr('mr3')}/approve`, { token: alice.token });
  expect(approve.status, approve.text).toBe(201);
  // A project only root is in, with a merge request assigned to root.
  const other = await projectWithFiles(t, { 'README.md': 'hidden\n' });
  hidden = other;
  await open('hidden1', other, { assignee_ids: [1] });
  await settleMergeRequestWork(t);
}, 180_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('a user’s merge request lists', () => {
  it('lists what the user is assigned, with review-state filters', async () => {
    const all = await t.graphql(DashboardAssignedDocument, { perPage: 20 }, alice.token);
    expect(all.errors, JSON.stringify(all.errors)).toBeUndefined();
    expect(all.data!.currentUser!.mergeRequests!.count).toBe(2);
    expect(titles(all.data!.currentUser!.mergeRequests)).toEqual(['mr1', 'mr2']);
    const reviewers = all.data!.currentUser!.mergeRequests!.nodes.find((m) => m.title === 'mr1')!.reviewers;
    expect(reviewers!.nodes).toEqual([
      { username: bob.username, mergeRequestInteraction: { reviewState: 'REVIEWED' } },
    ]);

    const list = async (variables: object) => {
      const r = await t.graphql(DashboardAssignedDocument, { perPage: 20, ...variables }, alice.token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return titles(r.data!.currentUser!.mergeRequests);
    };
    expect(await list({ reviewStates: ['REVIEWED'] })).toEqual(['mr1']);
    expect(await list({ reviewState: 'UNREVIEWED' })).toEqual(['mr2']);
    // The ignored reviewer's state does not count.
    expect(await list({ reviewStates: ['REVIEWED'], ignoredReviewerUsername: bob.username })).toEqual([]);
    // Reviewers, none of them unreviewed.
    expect(await list({ not: { reviewStates: ['UNREVIEWED'] } })).toEqual(['mr1']);
    expect(await list({ reviewerWildcardId: 'NONE' })).toEqual([]);
    expect(await list({ or: { assigneeUsernames: [alice.username] } })).toEqual(['mr1', 'mr2']);
    expect(await list({ state: 'merged' })).toEqual([]);
  });

  it('pages with the same cursors as every merge request list', async () => {
    const first = await t.graphql(DashboardAssignedDocument, { perPage: 1 }, alice.token);
    const page = first.data!.currentUser!.mergeRequests!;
    expect(page.nodes).toHaveLength(1);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql(
      DashboardAssignedDocument,
      { perPage: 1, afterCursor: page.pageInfo.endCursor },
      alice.token,
    );
    const rest = second.data!.currentUser!.mergeRequests!;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect([page.nodes[0]!.title, rest.nodes[0]!.title].sort()).toEqual(['mr1', 'mr2']);
  });

  it('lists what the user authored, with what they are assigned when asked, and drafts', async () => {
    const authored = async (variables: object) => {
      const r = await t.graphql(DashboardAuthoredDocument, variables, alice.token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return titles(r.data!.currentUser!.mergeRequests);
    };
    expect(await authored({})).toEqual(['Draft: mr4', 'mr1']);
    expect(await authored({ includeAssigned: true })).toEqual(['Draft: mr4', 'mr1', 'mr2']);
    expect(await authored({ draft: true })).toEqual(['Draft: mr4']);
    expect(await authored({ includeAssigned: true, reviewStates: ['UNREVIEWED'] })).toEqual(['mr2']);
  });

  it('lists the reviews asked of the user, by the state of their own review', async () => {
    const requested = async (variables: object) => {
      const r = await t.graphql(DashboardReviewRequestedDocument, variables, alice.token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return titles(r.data!.currentUser!.mergeRequests);
    };
    expect(await requested({})).toEqual(['mr3']);
    expect(await requested({ reviewState: 'APPROVED' })).toEqual(['mr3']);
    expect(await requested({ reviewState: 'UNREVIEWED' })).toEqual([]);
  });

  it('lists what the user is assigned or reviews, each side with its review states', async () => {
    const either = async (variables: object) => {
      const r = await t.graphql(DashboardAssigneeOrReviewerDocument, variables, alice.token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return titles(r.data!.currentUser!.mergeRequests);
    };
    expect(await either({})).toEqual(['mr1', 'mr2', 'mr3']);
    expect(await either({ assignedReviewStates: ['REVIEWED'] })).toEqual(['mr1', 'mr3']);
    expect(
      await either({ assignedReviewStates: ['UNREVIEWED'], reviewerReviewStates: ['UNREVIEWED'] }),
    ).toEqual(['mr2']);
    expect(await either({ reviewerReviewStates: ['APPROVED'], assignedReviewStates: [] })).toEqual([]);
  });

  it('shows only merge requests the caller may read, and nothing of a private profile', async () => {
    const of = async (username: string, token: string | null, variables: object = {}) => {
      const r = await t.graphql(UserMergeRequestsInDocument, { username, ...variables }, token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data!.user!;
    };
    // root is assigned hidden1 in a project only root is in.
    expect(titles((await of('root', alice.token)).assignedMergeRequests)).toEqual([]);
    expect(titles((await of('root', null)).assignedMergeRequests)).toEqual([]);
    expect(titles((await of(alice.username, outsider.token)).authoredMergeRequests)).toEqual([]);
    expect(titles((await of(alice.username, bob.token)).authoredMergeRequests)).toEqual([
      'Draft: mr4',
      'mr1',
    ]);
    // Restricted to one project: one the caller may not read gives nothing.
    const inHidden = await of('root', alice.token, { projectPath: hidden.fullPath });
    expect(inHidden.assignedMergeRequests!.nodes).toEqual([]);
    const byId = await of(alice.username, bob.token, {
      projectId: `gid://gitlab/Project/${project.id}`,
      iids: [String(iids['mr1'])],
    });
    expect(titles(byId.authoredMergeRequests)).toEqual(['mr1']);
    // iids need a project.
    const refused = await t.graphql(
      UserMergeRequestsInDocument,
      { username: alice.username, iids: ['1'] },
      bob.token,
    );
    expect(refused.errors?.[0]?.message).toBe('iids requires projectPath or projectId');
    // A private profile hides the user's lists from others, not from the user.
    const hiddenUser = await createUser(t, { private_profile: true });
    await addMember(t, 'projects', project.id, hiddenUser.id, 30);
    await open('mr5', project, {}, hiddenUser.token);
    expect(titles((await of(hiddenUser.username, bob.token)).authoredMergeRequests)).toEqual([]);
    expect(titles((await of(hiddenUser.username, hiddenUser.token)).authoredMergeRequests)).toEqual(['mr5']);
  });

  it('reads the lists of a page of users together: statements do not grow with the users', async () => {
    const lists = async (usernames: string[]) => {
      t.sql.reset();
      const r = await t.graphql(UsersWithTheirMergeRequestsDocument, { usernames }, bob.token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const statements = ownStatements(t.sql.statements);
      return { users: r.data!.users!.nodes, statements };
    };
    // Background work of the merge requests made above would count with the statements.
    await settleMergeRequestWork(t);
    await lists([alice.username]); // warms what the application reads once (settings, statements)
    const one = await lists([alice.username]);
    const four = await lists([alice.username, bob.username, carol.username, 'root']);
    const byName = new Map(four.users.map((u) => [u.username, u]));
    expect(titles(byName.get(alice.username)!.authoredMergeRequests)).toEqual(['Draft: mr4', 'mr1']);
    expect(byName.get(alice.username)!.authoredMergeRequests!.count).toBe(2);
    expect(titles(byName.get(bob.username)!.assigneeOrReviewerMergeRequests)).toEqual(['mr1', 'mr3']);
    expect(titles(byName.get(carol.username)!.assigneeOrReviewerMergeRequests)).toEqual(['mr2']);
    expect(titles(byName.get('root')!.authoredMergeRequests)).toEqual(['mr2', 'mr3']);
    expect(four.statements.length).toBe(one.statements.length);
  });

  it('finds merge requests in a group and its subgroups', async () => {
    const group = await createGroup(t);
    const sub = await createGroup(t, { parent_id: group.id });
    const inSub = await projectWithFiles(t, { 'README.md': 'sub\n' });
    const moved = await t.put(`/projects/${inSub.id}/transfer`, { body: { namespace: sub.id } });
    expect(moved.status, moved.text).toBe(200);
    await addMember(t, 'projects', inSub.id, alice.id, 30);
    await open('grouped', { id: inSub.id, dir: inSub.dir }, {}, alice.token);
    const r = await t.graphql(
      UserMergeRequestsInDocument,
      { username: alice.username, groupId: `gid://gitlab/Group/${group.id}` },
      alice.token,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(titles(r.data!.user!.authoredMergeRequests)).toEqual(['grouped']);
  });

  it('filters by approvers named in approval rules: there are none', async () => {
    const count = async (approver: string[]) => {
      const r = await t.graphql(ProjectMergeRequestsByApproverDocument, {
        fullPath: project.fullPath,
        approver,
      });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data!.project!.mergeRequests!.count;
    };
    const all = (await t.get(`/projects/${project.id}/merge_requests`, { query: { per_page: '100' } })).body
      .length as number;
    expect(await count(['None'])).toBe(all);
    expect(await count(['Any'])).toBe(0);
    expect(await count([alice.username])).toBe(0);
  });
});

describe('user types in the sidebar', () => {
  it('types humans and bots, none with a composite identity', async () => {
    const r = await t.graphql(MergeRequestAssigneeTypesDocument, {
      fullPath: project.fullPath,
      iid: String(iids['mr1']),
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const m = r.data!.project!.mergeRequest!;
    expect(m.author).toEqual({ username: alice.username, type: 'HUMAN', compositeIdentityEnforced: false });
    expect(m.assignees!.nodes).toEqual([
      { username: alice.username, type: 'HUMAN', bot: false, compositeIdentityEnforced: false },
    ]);
    expect(m.participants!.nodes.every((u) => u.compositeIdentityEnforced === false)).toBe(true);
    // A service account (made one in the database: no route makes bots) is typed as such.
    const account = await createUser(t);
    await t.run(() =>
      t.running.orm.em.fork().nativeUpdate(User, { id: account.id }, { userType: 'service_account' }),
    );
    await addMember(t, 'projects', project.id, account.id, 30);
    const assigned = await t.put(mr('mr4'), { body: { assignee_ids: [account.id] } });
    expect(assigned.status, assigned.text).toBe(200);
    const bots = await t.graphql(MergeRequestAssigneeTypesDocument, {
      fullPath: project.fullPath,
      iid: String(iids['mr4']),
    });
    expect(bots.data!.project!.mergeRequest!.assignees!.nodes).toEqual([
      { username: account.username, type: 'SERVICE_ACCOUNT', bot: true, compositeIdentityEnforced: false },
    ]);
  });
});

describe('a note by id', () => {
  let noteId: number;
  let systemNoteId: number;

  beforeAll(async () => {
    // A change that leaves a system note.
    const changed = await t.put(mr('mr1'), { body: { description: 'Now described' } });
    expect(changed.status, changed.text).toBe(200);
    const notes = await t.get(`${mr('mr1')}/notes`, { query: { per_page: '100' } });
    const list = notes.body as { id: number; system: boolean; author: { username: string } }[];
    noteId = list.find((n) => !n.system && n.author.username === bob.username)!.id;
    systemNoteId = list.find((n) => n.system)!.id;
    const award = await t.post(`${mr('mr1')}/notes/${noteId}/award_emoji`, {
      body: { name: 'thumbsup' },
      token: alice.token,
    });
    expect(award.status, award.text).toBe(201);
  });

  it('says where it is, what it is on, its reactions and what the caller may do', async () => {
    const view = await t.get(mr('mr1'));
    const r = await t.graphql(NoteByIdDocument, { id: `gid://gitlab/Note/${noteId}` }, bob.token);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.note).toMatchObject({
      id: `gid://gitlab/Note/${noteId}`,
      body: 'Looks fine',
      noteableType: 'MergeRequest',
      noteableId: ids['mr1'],
      url: `${view.body.web_url}#note_${noteId}`,
      awardEmoji: { nodes: [{ name: 'thumbsup', emoji: '👍', user: { username: alice.username } }] },
      userPermissions: { awardEmoji: true, adminNote: true },
      discussion: { userPermissions: { resolveNote: false }, notes: { nodes: [{ id: r.data!.note!.id }] } },
    });
    // Carol reads it and may react, not edit it.
    const asCarol = await t.graphql(NoteByIdDocument, { id: `gid://gitlab/Note/${noteId}` }, carol.token);
    expect(asCarol.data!.note!.userPermissions).toEqual({ awardEmoji: true, adminNote: false });
  });

  it('is null for whoever may not read the merge request', async () => {
    const r = await t.graphql(NoteByIdDocument, { id: `gid://gitlab/Note/${noteId}` }, outsider.token);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.note).toBeNull();
  });

  it('takes no reactions on system notes, and from members only on a locked discussion', async () => {
    const system = await t.graphql(NoteByIdDocument, { id: `gid://gitlab/Note/${systemNoteId}` }, bob.token);
    expect(system.data!.note!.userPermissions.awardEmoji).toBe(false);
    const shared = await projectWithFiles(t, { 'README.md': 'open\n' }, { visibility: 'public' });
    await open('public1', shared, {});
    const note = await t.post(`/projects/${shared.id}/merge_requests/${iids['public1']}/notes`, {
      body: { body: 'Public remark' },
    });
    expect(note.status, note.text).toBe(201);
    const id = `gid://gitlab/Note/${note.body.id as number}`;
    const may = async (token: string | null) =>
      (await t.graphql(NoteByIdDocument, { id }, token)).data!.note!.userPermissions.awardEmoji;
    expect(await may(outsider.token)).toBe(true);
    expect(await may(null)).toBe(false);
    const locked = await t.put(`/projects/${shared.id}/merge_requests/${iids['public1']}`, {
      body: { discussion_locked: true },
    });
    expect(locked.status, locked.text).toBe(200);
    expect(await may(outsider.token)).toBe(false);
    expect(await may(null)).toBe(false);
    // REST follows the same rule.
    const refused = await t.post(
      `/projects/${shared.id}/merge_requests/${iids['public1']}/notes/${note.body.id as number}/award_emoji`,
      { body: { name: 'eyes' }, token: outsider.token },
    );
    expect(refused.status).toBe(404);
  });
});

describe('time logged through GraphQL', () => {
  const create = (input: Record<string, unknown>, token?: string) =>
    t.graphql(
      MergeRequestTimelogCreateDocument,
      {
        input: {
          issuableId: `gid://gitlab/MergeRequest/${ids['mr1']}`,
          summary: 'Reviewing',
          ...input,
        } as never,
      },
      token,
    );

  it('logs time on a merge request, now or when it was spent', async () => {
    const r = await create({ timeSpent: '1h 30m' }, alice.token);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.timelogCreate!.errors).toEqual([]);
    expect(r.data!.timelogCreate!.timelog).toMatchObject({
      timeSpent: 5400,
      summary: 'Reviewing',
      user: { username: alice.username },
      mergeRequest: { iid: String(iids['mr1']), totalTimeSpent: 5400, humanTotalTimeSpent: '1h 30m' },
    });
    const spentAt = '2026-01-02T03:04:05Z';
    const earlier = await create({ timeSpent: '2h', spentAt }, alice.token);
    expect(new Date(earlier.data!.timelogCreate!.timelog!.spentAt!).toISOString()).toBe(
      '2026-01-02T03:04:05.000Z',
    );
    const stats = await t.get(`${mr('mr1')}/time_stats`);
    expect(stats.body.total_time_spent).toBe(5400 + 7200);
  });

  it('refuses bad durations, future times, and callers who may not edit the merge request', async () => {
    const errors = async (input: Record<string, unknown>, token = alice.token) =>
      (await create(input, token)).data!.timelogCreate!.errors!;
    expect(await errors({ timeSpent: 'a while' })).toEqual([
      'Time spent must be formatted correctly. For example: 1h 30m.',
    ]);
    expect(await errors({ timeSpent: '0h' })).toEqual(["Time spent can't be zero."]);
    expect(await errors({ timeSpent: '1h', spentAt: '2999-01-01T00:00:00Z' })).toEqual([
      "Spent at can't be a future date and time.",
    ]);
    expect(await errors({ timeSpent: '-100h' })).toEqual(['Time to subtract exceeds the total time spent']);
    expect((await errors({ timeSpent: '1h' }, carol.token))[0]).toMatch(/permission/);
    expect((await errors({ timeSpent: '1h' }, outsider.token))[0]).toMatch(/does not exist/);
  });

  it('deletes a time log: its own user, or a Maintainer', async () => {
    const logged = await create({ timeSpent: '15m' }, alice.token);
    const id = logged.data!.timelogCreate!.timelog!.id;
    const remove = (token: string) => t.graphql(MergeRequestTimelogDeleteDocument, { input: { id } }, token);
    // A Developer who did not log it may not; nor a Reporter.
    expect((await remove(bob.token)).data!.timelogDelete!.errors![0]).toMatch(/permission/);
    expect((await remove(carol.token)).data!.timelogDelete!.errors![0]).toMatch(/permission/);
    const own = await remove(alice.token);
    expect(own.data!.timelogDelete).toEqual({ errors: [], timelog: { id, timeSpent: 900 } });
    const again = await remove(alice.token);
    expect(again.data!.timelogDelete!.errors![0]).toMatch(/does not exist/);
    // root (an administrator, Maintainer or more) deletes Alice's.
    const other = await create({ timeSpent: '10m' }, alice.token);
    const otherId = other.data!.timelogCreate!.timelog!.id;
    const byRoot = await t.graphql(MergeRequestTimelogDeleteDocument, { input: { id: otherId } });
    expect(byRoot.data!.timelogDelete!.errors).toEqual([]);
  });
});
