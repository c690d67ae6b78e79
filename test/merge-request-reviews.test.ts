import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MergeRequestRequestChangesOpDocument,
  MergeRequestSidebarUsersDocument,
  MergeRequestSubmitReviewDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

/**
 * Reviews as GitLab runs them: a reviewer's first draft note starts their review
 * (`review_started`), submitting it (publishing every draft, REST `bulk_publish` with
 * `reviewer_state`, `note` and `internal`, or GraphQL `draftNotesPublish`) concludes it as reviewed,
 * with changes requested, or approved, in one transaction, and `mergeRequestRequestChanges` asks for
 * changes on its own. States show in REST `GET .../reviewers` and GraphQL `reviewState`.
 */
let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let reporter: CreatedUser;
let project: { id: number; fullPath: string; dir: string };
let iid = 0;

const mr = () => `/projects/${project.id}/merge_requests/${iid}`;

/** A fresh merge request reviewed by the developer, the maintainer and the reporter. */
async function newMergeRequest(): Promise<void> {
  const branch = `topic-${iid + 1}`;
  await git(project.dir, ['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`]);
  const r = await t.post(`/projects/${project.id}/merge_requests`, {
    body: {
      source_branch: branch,
      target_branch: 'main',
      title: `Review ${branch}`,
      reviewer_ids: [developer.id, maintainer.id, reporter.id],
    },
  });
  expect(r.status, r.text).toBe(201);
  iid = r.body.iid as number;
  await settleMergeRequestWork(t);
}

async function states(): Promise<Record<string, string>> {
  const r = await t.get(`${mr()}/reviewers`);
  expect(r.status, r.text).toBe(200);
  return Object.fromEntries(
    (r.body as { user: { username: string }; state: string }[]).map((e) => [e.user.username, e.state]),
  );
}

async function graphqlStates(): Promise<Record<string, string | null>> {
  const r = await t.graphql(MergeRequestSidebarUsersDocument, {
    fullPath: project.fullPath,
    iid: String(iid),
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.fromEntries(
    r.data!.project!.mergeRequest!.reviewers!.nodes.map((u) => [
      u.username!,
      u.mergeRequestInteraction!.reviewState,
    ]),
  );
}

/** A draft note by the user (root, the author, when null). */
async function draft(user: CreatedUser | null, note = 'Look here'): Promise<void> {
  const r = await t.post(`${mr()}/draft_notes`, { token: user?.token, body: { note } });
  expect(r.status, r.text).toBe(201);
}

async function notes(): Promise<
  { body: string; system: boolean; type: string | null; author: { id: number } }[]
> {
  const r = await t.get(`${mr()}/notes`, { query: { per_page: '100', sort: 'asc' } });
  expect(r.status, r.text).toBe(200);
  return r.body;
}

async function approvers(): Promise<number[]> {
  const r = await t.get(`${mr()}/approvals`);
  expect(r.status, r.text).toBe(200);
  return (r.body.approved_by as { user: { id: number } }[]).map((a) => a.user.id);
}

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  maintainer = await createUser(t);
  reporter = await createUser(t);
  project = await projectWithFiles(t, { 'README.md': 'hi\n' });
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await newMergeRequest();
}, 120_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('review_started', () => {
  it("follows a reviewer's first draft note, on REST and GraphQL", async () => {
    await draft(developer);
    expect((await states())[developer.username]).toBe('review_started');
    expect((await graphqlStates())[developer.username]).toBe('REVIEW_STARTED');
    // Others are untouched; a reporter reviewer may not update the merge request: no state (GitLab).
    await draft(reporter);
    expect(await states()).toMatchObject({
      [maintainer.username]: 'unreviewed',
      [reporter.username]: 'unreviewed',
    });
  });

  it('leaves an approval standing, and a non-reviewer has no state', async () => {
    expect((await t.post(`${mr()}/approve`, { token: maintainer.token })).status).toBe(201);
    await draft(maintainer);
    expect((await states())[maintainer.username]).toBe('approved');
    await draft(null, 'by the author');
    expect(Object.keys(await states())).not.toContain('root');
  });
});

describe('submitting a review (POST .../draft_notes/bulk_publish)', () => {
  it('publishes the drafts, a summary note and requested changes in one go', async () => {
    const before = (await notes()).length;
    const r = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      token: developer.token,
      body: { reviewer_state: 'requested_changes', note: 'Needs work overall' },
    });
    expect(r.status, r.text).toBe(204);
    expect((await t.get(`${mr()}/draft_notes`, { token: developer.token })).body).toEqual([]);
    const after = await notes();
    const added = after.slice(before);
    expect(added.map((n) => [n.body, n.system, n.type])).toEqual([
      ['Look here', false, 'DiscussionNote'],
      ['Needs work overall', false, null],
      ['requested changes', true, null],
    ]);
    expect(added.every((n) => n.author.id === developer.id)).toBe(true);
    expect((await states())[developer.username]).toBe('requested_changes');
    expect((await graphqlStates())[developer.username]).toBe('REQUESTED_CHANGES');
  });

  it("takes GitLab's two states only: approving is POST .../approve", async () => {
    const r = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      token: developer.token,
      body: { reviewer_state: 'approved' },
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('reviewer_state');
  });

  it('sets a state without drafts, and moves requested changes to reviewed', async () => {
    const r = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      token: developer.token,
      body: { reviewer_state: 'reviewed' },
    });
    expect(r.status, r.text).toBe(204);
    expect((await states())[developer.username]).toBe('reviewed');
  });

  it('publishes all the same when the state cannot be set (an approver, a reporter, the author)', async () => {
    // The maintainer approved: "reviewed" does not undo an approval (GitLab's "Reviewer has approved").
    const asMaintainer = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      token: maintainer.token,
      body: { reviewer_state: 'reviewed' },
    });
    expect(asMaintainer.status, asMaintainer.text).toBe(204);
    expect((await states())[maintainer.username]).toBe('approved');
    expect(await approvers()).toEqual([maintainer.id]);
    expect((await t.get(`${mr()}/draft_notes`, { token: maintainer.token })).body).toEqual([]);

    const asReporter = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      token: reporter.token,
      body: { reviewer_state: 'requested_changes' },
    });
    expect(asReporter.status, asReporter.text).toBe(204);
    // The published comment marks the review given; changes are not requested.
    expect((await states())[reporter.username]).toBe('reviewed');

    const asAuthor = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      body: { reviewer_state: 'requested_changes' },
    });
    expect(asAuthor.status, asAuthor.text).toBe(204);
    expect((await notes()).filter((n) => n.body === 'by the author')).toHaveLength(1);
    expect((await notes()).filter((n) => n.system && n.body === 'requested changes')).toHaveLength(1);
  });

  it("takes a blank summary as none (GitLab's `present?`)", async () => {
    await draft(developer, 'one more');
    const before = (await notes()).length;
    const r = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      token: developer.token,
      body: { reviewer_state: 'requested_changes', note: '   ' },
    });
    expect(r.status, r.text).toBe(204);
    expect((await notes()).slice(before).map((n) => n.body)).toEqual(['one more', 'requested changes']);
    expect((await states())[developer.username]).toBe('requested_changes');
  });

  it('writes nothing when the summary note is refused: drafts, notes and state stay as they were', async () => {
    await draft(developer, 'still a draft');
    // A new review has started over the request for changes (GitLab).
    expect((await states())[developer.username]).toBe('review_started');
    const before = (await notes()).length;
    const refused = await t.post(`${mr()}/draft_notes/bulk_publish`, {
      token: developer.token,
      body: { reviewer_state: 'reviewed', note: 'x'.repeat(1_000_001) },
    });
    expect(refused.status).toBe(400);
    expect((await t.get(`${mr()}/draft_notes`, { token: developer.token })).body).toHaveLength(1);
    expect((await notes()).length).toBe(before);
    expect((await states())[developer.username]).toBe('review_started');
    const [left] = (await t.get(`${mr()}/draft_notes`, { token: developer.token })).body as { id: number }[];
    expect((await t.delete(`${mr()}/draft_notes/${left!.id}`, { token: developer.token })).status).toBe(204);
  });
});

describe('submitting a review on GraphQL (draftNotesPublish)', () => {
  it('approves with the drafts, in one mutation', async () => {
    await newMergeRequest();
    await draft(developer);
    expect((await states())[developer.username]).toBe('review_started');
    const r = await t.graphql(
      MergeRequestSubmitReviewDocument,
      { projectPath: project.fullPath, iid: String(iid), note: 'LGTM', reviewerState: 'APPROVED' },
      developer.token,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const payload = r.data!.draftNotesPublish!;
    expect(payload.errors).toEqual([]);
    expect(payload.mergeRequest!.userNotesCount).toBe(2);
    expect(payload.mergeRequest!.approvedBy!.nodes.map((u) => u.username)).toEqual([developer.username]);
    expect(
      payload.mergeRequest!.reviewers!.nodes.find((u) => u.username === developer.username)!
        .mergeRequestInteraction,
    ).toEqual({ reviewState: 'APPROVED', approved: true });
    expect(await approvers()).toEqual([developer.id]);
    expect((await states())[developer.username]).toBe('approved');
  });

  it('says why a state was not set, the review published all the same', async () => {
    await draft(reporter, 'from a reporter');
    const r = await t.graphql(
      MergeRequestSubmitReviewDocument,
      { projectPath: project.fullPath, iid: String(iid), reviewerState: 'REQUESTED_CHANGES' },
      reporter.token,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.draftNotesPublish!.errors).toEqual(['Invalid permissions']);
    expect(r.data!.draftNotesPublish!.mergeRequest!.userNotesCount).toBe(3);
    expect((await states())[reporter.username]).toBe('reviewed');

    const wrong = await t.graphql(
      MergeRequestSubmitReviewDocument,
      { projectPath: project.fullPath, iid: String(iid), reviewerState: 'UNREVIEWED' },
      developer.token,
    );
    expect(wrong.data!.draftNotesPublish).toEqual({
      mergeRequest: null,
      errors: [expect.stringContaining('reviewerState must be')],
    });
  });
});

describe('mergeRequestRequestChanges', () => {
  const requestChanges = (token?: string) =>
    t.graphql(
      MergeRequestRequestChangesOpDocument,
      { projectPath: project.fullPath, iid: String(iid) },
      token,
    );

  it("withdraws the reviewer's approval and records it", async () => {
    const r = await requestChanges(developer.token);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.mergeRequestRequestChanges!.errors).toEqual([]);
    const m = r.data!.mergeRequestRequestChanges!.mergeRequest!;
    expect(m.approvedBy!.nodes).toEqual([]);
    expect(
      m.reviewers!.nodes.find((u) => u.username === developer.username)!.mergeRequestInteraction,
    ).toEqual({
      reviewState: 'REQUESTED_CHANGES',
      approved: false,
    });
    expect((await states())[developer.username]).toBe('requested_changes');
    expect((await notes()).filter((n) => n.system && n.body === 'requested changes')).toHaveLength(1);
  });

  it('refuses non-reviewers and reviewers who may not update the merge request, as GitLab words it', async () => {
    expect((await requestChanges()).data!.mergeRequestRequestChanges).toEqual({
      mergeRequest: null,
      errors: ['Reviewer not found'],
    });
    expect((await requestChanges(reporter.token)).data!.mergeRequestRequestChanges).toEqual({
      mergeRequest: null,
      errors: ['Invalid permissions'],
    });
    expect((await states())[reporter.username]).toBe('reviewed');
  });
});
