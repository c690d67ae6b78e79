import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CostMergeRequestNotesDocument,
  MergeRequestAwardEmojiAddDocument,
  MergeRequestCreateDiffNoteDocument,
  MergeRequestCreateNoteDocument,
  MergeRequestDiscussionToggleResolveDocument,
  MergeRequestDraftNoteCreateDocument,
  MergeRequestDraftNoteDeleteDocument,
  MergeRequestDraftNotesPublishDocument,
  RelayNodeDocument,
  MergeRequestNotesDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { ownStatements } from './support/sql-statements.ts';

let t: TestApp;
let developer: CreatedUser;
let reporter: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };
let refs: { base_sha: string; start_sha: string; head_sha: string };
let mrGid: string;
const ITEMS = 8;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  reporter = await createUser(t);
  project = await projectWithFiles(t, { 'a.txt': 'one\ntwo\n' });
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await git(project.dir, ['checkout', '--quiet', '-b', 'feature']);
  await commitFiles(project.dir, { 'a.txt': 'one\nTWO\n' }, 'Change');
  const branches = Array.from({ length: ITEMS - 1 }, (_, i) => `b${i}`);
  await git(project.dir, [
    'push',
    '--quiet',
    'origin',
    'feature',
    ...branches.map((b) => `HEAD:refs/heads/${b}`),
  ]);
  for (const branch of ['feature', ...branches]) {
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: branch, target_branch: 'main', title: `mr ${branch}` },
    });
    expect(created.status, created.text).toBe(201);
    if (branch === 'feature') mrGid = `gid://gitlab/MergeRequest/${created.body.id}`;
    // Every merge request gets comments, a thread and votes, so that the cost test reads them.
    const path = `/projects/${project.id}/merge_requests/${created.body.iid}`;
    await t.post(`${path}/notes`, { token: developer.token, body: { body: `note on ${branch}` } });
    await t.post(`${path}/discussions`, { token: reporter.token, body: { body: `thread on ${branch}` } });
    await t.post(`${path}/award_emoji`, { token: developer.token, body: { name: 'thumbsup' } });
    await t.post(`${path}/draft_notes`, { body: { note: `draft on ${branch}` } });
  }
  const ready = await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests/1`),
    (r) => r.body.diff_refs !== null,
    'diff refs',
  );
  refs = ready.body.diff_refs;
  await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests`, { query: { per_page: '100' } }),
    (r) => (r.body as { diff_refs: unknown }[]).every((m) => m.diff_refs !== null),
    'all diff refs',
    20_000,
  );
}, 180_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const read = async (token?: string) => {
  const response = await t.graphql(
    MergeRequestNotesDocument,
    { fullPath: project.fullPath, iid: '1' },
    token,
  );
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!.project!.mergeRequest!;
};

describe('merge request notes in GraphQL', () => {
  it('shows notes, threads, counts, commenters, votes and awards with GitLab names', async () => {
    const mr = await read();
    expect(mr).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      userNotesCount: 2,
      userDiscussionsCount: 2,
      resolvableDiscussionsCount: 1,
      resolvedDiscussionsCount: 0,
      commenters: { nodes: [{ username: developer.username }, { username: reporter.username }] },
      awardEmoji: { nodes: [{ name: 'thumbsup', user: { username: developer.username } }] },
    });
    expect(mr.notes.nodes.map((n) => n.body)).toEqual(['note on feature', 'thread on feature']);
  });

  it('creates comments and diff threads, refusing lines outside the diff', async () => {
    const comment = await t.graphql(
      MergeRequestCreateNoteDocument,
      { input: { noteableId: mrGid, body: 'from GraphQL' } },
      developer.token,
    );
    expect(comment.data!.createNote!.errors).toEqual([]);
    const position = {
      baseSha: refs.base_sha,
      startSha: refs.start_sha,
      headSha: refs.head_sha,
      paths: { oldPath: 'a.txt', newPath: 'a.txt' },
      newLine: 2,
    };
    const diff = await t.graphql(
      MergeRequestCreateDiffNoteDocument,
      { input: { noteableId: mrGid, body: 'on TWO', position } },
      developer.token,
    );
    expect(diff.data!.createDiffNote).toEqual({
      note: {
        id: expect.any(String),
        body: 'on TWO',
        position: { filePath: 'a.txt', newLine: 2, oldLine: null },
      },
      errors: [],
    });
    const outside = await t.graphql(
      MergeRequestCreateDiffNoteDocument,
      { input: { noteableId: mrGid, body: 'nowhere', position: { ...position, newLine: 7 } } },
      developer.token,
    );
    expect(outside.data!.createDiffNote!.note).toBeNull();
    expect(String(outside.data?.createDiffNote?.errors?.[0])).toContain(
      "new_line 7 of a.txt is not in the merge request's diff",
    );
    const mr = await read();
    const diffNote = mr.notes.nodes.find((n) => n.body === 'on TWO')!;
    expect(diffNote.position).toEqual({
      positionType: 'text',
      filePath: 'a.txt',
      oldLine: null,
      newLine: 2,
      headSha: refs.head_sha,
      diffRefs: { baseSha: refs.base_sha, startSha: refs.start_sha, headSha: refs.head_sha },
    });
    expect(mr.notes.nodes.some((n) => n.body === 'nowhere')).toBe(false);
  });

  it('resolves and reopens a thread with discussionToggleResolve, refusing those who may not', async () => {
    const mr = await read();
    const thread = mr.discussions.nodes.find((d) => d.notes.nodes[0]!.body === 'thread on feature')!;
    const refused = await t.graphql(
      MergeRequestDiscussionToggleResolveDocument,
      { input: { id: thread.id, resolve: true } },
      developer.token === undefined ? undefined : (await createUser(t)).token,
    );
    expect(refused.data!.discussionToggleResolve!.discussion).toBeNull();
    const resolved = await t.graphql(
      MergeRequestDiscussionToggleResolveDocument,
      { input: { id: thread.id, resolve: true } },
      developer.token,
    );
    expect(resolved.data!.discussionToggleResolve).toEqual({
      discussion: { id: thread.id, resolved: true, resolvedBy: { username: developer.username } },
      errors: [],
    });
    const after = await read();
    expect(after.resolvedDiscussionsCount).toBe(1);
    const reopened = await t.graphql(
      MergeRequestDiscussionToggleResolveDocument,
      { input: { id: thread.id, resolve: false } },
      developer.token,
    );
    expect(reopened.data!.discussionToggleResolve!.discussion!.resolved).toBe(false);
  });

  it('keeps draft notes to their author, deletes and publishes them', async () => {
    const mine = await t.graphql(
      MergeRequestDraftNoteCreateDocument,
      { input: { noteableId: mrGid, body: 'draft from GraphQL' } },
      developer.token,
    );
    expect(mine.data!.draftNoteCreate!.errors).toEqual([]);
    const other = await t.graphql(
      MergeRequestDraftNoteCreateDocument,
      { input: { noteableId: mrGid, body: 'to delete' } },
      developer.token,
    );
    expect((await read(developer.token)).draftNotes.nodes.map((d) => d.body)).toEqual([
      'draft from GraphQL',
      'to delete',
    ]);
    expect((await read(reporter.token)).draftNotes.nodes).toEqual([]);
    const draftId = other.data!.draftNoteCreate!.draftNote!.id;
    expect((await t.graphql(RelayNodeDocument, { id: draftId }, developer.token)).data!.node).toEqual({
      __typename: 'DraftNote',
      id: draftId,
    });
    expect((await t.graphql(RelayNodeDocument, { id: draftId }, reporter.token)).data!.node).toBeNull();
    const notMine = await t.graphql(
      MergeRequestDraftNoteDeleteDocument,
      { input: { id: other.data!.draftNoteCreate!.draftNote!.id } },
      reporter.token,
    );
    expect(notMine.data!.draftNoteDelete!.errors).toHaveLength(1);
    const deleted = await t.graphql(
      MergeRequestDraftNoteDeleteDocument,
      { input: { id: other.data!.draftNoteCreate!.draftNote!.id } },
      developer.token,
    );
    expect(deleted.data!.draftNoteDelete!.errors).toEqual([]);
    const before = (await read()).userNotesCount!;
    const published = await t.graphql(
      MergeRequestDraftNotesPublishDocument,
      { input: { projectPath: project.fullPath, iid: '1' } },
      developer.token,
    );
    expect(published.data!.draftNotesPublish).toEqual({
      mergeRequest: { userNotesCount: before + 1 },
      errors: [],
    });
    expect((await read(developer.token)).draftNotes.nodes).toEqual([]);
  });

  it('awards emoji to merge requests through awardEmojiAdd', async () => {
    const added = await t.graphql(
      MergeRequestAwardEmojiAddDocument,
      { input: { awardableId: mrGid, name: 'thumbsdown' } },
      reporter.token,
    );
    expect(added.data!.awardEmojiAdd).toEqual({ awardEmoji: { name: 'thumbsdown' }, errors: [] });
    expect((await read()).downvotes).toBe(1);
  });
});

describe('merge request notes cost flat in page size', () => {
  it('a list of merge requests with counts, votes, awards, commenters, drafts, notes and threads', async () => {
    const cost = async (n: number) => {
      t.sql.reset();
      const response = await t.graphql(CostMergeRequestNotesDocument, { fullPath: project.fullPath, n });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return {
        nodes: response.data!.project!.mergeRequests!.nodes,
        statements: ownStatements(t.sql.statements),
      };
    };
    const small = await cost(5);
    const large = await cost(100);
    expect(small.nodes).toHaveLength(5);
    expect(large.nodes).toHaveLength(ITEMS);
    expect(
      large.nodes.every(
        (m) =>
          m.upvotes >= 1 &&
          m.userNotesCount! >= 2 &&
          m.userDiscussionsCount! >= 2 &&
          m.awardEmoji!.nodes.length >= 1 &&
          m.commenters.nodes.length >= 1 &&
          m.draftNotes.nodes.length === 1 &&
          m.notes.nodes.length >= 2 &&
          m.discussions.nodes.length >= 2,
      ),
    ).toBe(true);
    expect(large.statements.length).toBe(small.statements.length);
  });
});
