import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
let project: { id: number; fullPath: string; sha: string; dir: string };
let refs: { base_sha: string; start_sha: string; head_sha: string };
let mrId: number;

const LINES = 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n';

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
  project = await projectWithFiles(t, { 'a.txt': 'a\n', 'lines.txt': LINES });
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await git(project.dir, ['checkout', '--quiet', '-b', 'feature']);
  await commitFiles(
    project.dir,
    { 'a.txt': 'a changed\n', 'lines.txt': LINES.replace('five', 'FIVE') },
    'Change',
  );
  await git(project.dir, ['push', '--quiet', 'origin', 'feature']);
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    token: developer.token,
    body: { source_branch: 'feature', target_branch: 'main', title: 'Review me' },
  });
  expect(created.status, created.text).toBe(201);
  mrId = created.body.id as number;
  const ready = await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests/1`),
    (r) => r.body.diff_refs !== null,
    'diff refs',
  );
  refs = ready.body.diff_refs;
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const mr = () => `/projects/${project.id}/merge_requests/1`;

async function noteCount(): Promise<number> {
  const all = await t.get(`${mr()}/notes`, { query: { per_page: '100' } });
  expect(all.status, all.text).toBe(200);
  return (all.body as unknown[]).length;
}

describe('merge request notes (notes API)', () => {
  it('creates, lists in both orders, reads, edits and deletes comments, counted in user_notes_count', async () => {
    const first = await t.post(`${mr()}/notes`, { token: reporter.token, body: { body: 'first' } });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      body: 'first',
      type: null,
      system: false,
      noteable_type: 'MergeRequest',
      noteable_id: mrId,
      noteable_iid: 1,
      project_id: project.id,
      resolvable: false,
      author: { id: reporter.id },
    });
    const second = await t.post(`${mr()}/notes`, { token: developer.token, body: { body: 'second' } });
    expect(second.status).toBe(201);

    const desc = await t.get(`${mr()}/notes`, { query: { order_by: 'created_at' } });
    const bodies = (desc.body as { body: string; system: boolean }[])
      .filter((n) => !n.system)
      .map((n) => n.body);
    expect(bodies).toEqual(['second', 'first']);
    const asc = await t.get(`${mr()}/notes`, { query: { sort: 'asc' } });
    expect((asc.body as { body: string }[]).map((n) => n.body)).toEqual(['first', 'second']);

    const one = await t.get(`${mr()}/notes/${first.body.id}`);
    expect(one.body.body).toBe('first');

    // Authors edit their own; a Developer may not edit a Reporter's note; a Maintainer (root) may.
    expect(
      (await t.put(`${mr()}/notes/${first.body.id}`, { token: developer.token, body: { body: 'x' } })).status,
    ).toBe(403);
    const edited = await t.put(`${mr()}/notes/${first.body.id}`, {
      token: reporter.token,
      body: { body: 'first!' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.body).toBe('first!');

    const counted = await t.get(mr());
    expect(counted.body.user_notes_count).toBe(2);
    const listed = await t.get(`/projects/${project.id}/merge_requests`);
    expect((listed.body as { iid: number; user_notes_count: number }[])[0]!.user_notes_count).toBe(2);

    expect((await t.delete(`${mr()}/notes/${second.body.id}`)).status).toBe(204);
    expect((await t.get(mr())).body.user_notes_count).toBe(1);
    expect((await t.get(`${mr()}/notes/${second.body.id}`)).status).toBe(404);
  });

  it('hides the notes of a private project from outsiders and refuses anonymous comments', async () => {
    expect((await t.get(`${mr()}/notes`, { token: outsider.token })).status).toBe(404);
    expect((await t.post(`${mr()}/notes`, { token: outsider.token, body: { body: 'hi' } })).status).toBe(404);
    expect((await t.post(`${mr()}/notes`, { token: null, body: { body: 'hi' } })).status).toBe(401);
    const blank = await t.post(`${mr()}/notes`, { body: { body: '   ' } });
    expect(blank.status).toBe(400);
  });
});

describe('merge request discussions', () => {
  it('starts threads, replies, turns an individual note into a thread, resolves notes and whole threads', async () => {
    const thread = await t.post(`${mr()}/discussions`, { token: reporter.token, body: { body: 'a thread' } });
    expect(thread.status, thread.text).toBe(201);
    expect(thread.body).toMatchObject({
      individual_note: false,
      notes: [
        { body: 'a thread', type: 'DiscussionNote', resolvable: true, resolved: false, resolved_by: null },
      ],
    });
    const id = thread.body.id as string;
    const reply = await t.post(`${mr()}/discussions/${id}/notes`, {
      token: developer.token,
      body: { body: 'a reply' },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ type: 'DiscussionNote', resolvable: true });

    // A Reporter who did not write every note may not resolve the thread; a Developer may.
    const refused = await t.put(`${mr()}/discussions/${id}`, {
      token: reporter.token,
      body: { resolved: true },
    });
    expect(refused.status).toBe(403);
    const resolved = await t.put(`${mr()}/discussions/${id}`, {
      token: developer.token,
      body: { resolved: true },
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.notes).toEqual([
      expect.objectContaining({ resolved: true, resolved_by: expect.objectContaining({ id: developer.id }) }),
      expect.objectContaining({ resolved: true }),
    ]);
    const reopened = await t.put(`${mr()}/discussions/${id}`, {
      token: developer.token,
      body: { resolved: false },
    });
    expect(reopened.body.notes.every((n: { resolved: boolean }) => !n.resolved)).toBe(true);

    // One note of the thread.
    const note = await t.put(`${mr()}/discussions/${id}/notes/${reply.body.id}`, {
      token: developer.token,
      body: { resolved: true },
    });
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({ resolved: true, resolved_by: { id: developer.id } });

    // An individual note becomes a thread when replied to.
    const single = await t.post(`${mr()}/notes`, { body: { body: 'alone' } });
    const list = await t.get(`${mr()}/discussions`, { query: { per_page: '100' } });
    const individual = (
      list.body as { id: string; individual_note: boolean; notes: { id: number }[] }[]
    ).find((d) => d.notes[0]!.id === single.body.id)!;
    expect(individual.individual_note).toBe(true);
    const answered = await t.post(`${mr()}/discussions/${individual.id}/notes`, { body: { body: 'answer' } });
    expect(answered.status).toBe(201);
    const now = await t.get(`${mr()}/discussions/${individual.id}`);
    expect(now.body).toMatchObject({
      individual_note: false,
      notes: [{ type: 'DiscussionNote' }, { type: 'DiscussionNote', body: 'answer' }],
    });

    const edited = await t.put(`${mr()}/discussions/${individual.id}/notes/${answered.body.id}`, {
      body: { body: 'answer!' },
    });
    expect(edited.body.body).toBe('answer!');
    expect((await t.delete(`${mr()}/discussions/${individual.id}/notes/${answered.body.id}`)).status).toBe(
      204,
    );
  });

  it('starts diff threads on lines of the real diff, with positions as GitLab shows them', async () => {
    const position = {
      ...refs,
      position_type: 'text',
      old_path: 'lines.txt',
      new_path: 'lines.txt',
      new_line: 5,
    };
    const added = await t.post(`${mr()}/discussions`, {
      token: developer.token,
      body: { body: 'why caps?', position },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.notes[0]).toMatchObject({
      type: 'DiffNote',
      resolvable: true,
      position: { ...position, old_line: null, line_range: null },
    });
    // An unchanged line named by its new number keeps both numbers.
    const context = await t.post(`${mr()}/discussions`, {
      body: { body: 'context', position: { ...position, new_line: 3 } },
    });
    expect(context.status, context.text).toBe(201);
    expect(context.body.notes[0].position).toMatchObject({ old_line: 3, new_line: 3 });
    // A removed line by its old number, as form parameters.
    const removed = await t.post(`${mr()}/discussions`, {
      form: true,
      body: {
        body: 'removed',
        'position[base_sha]': refs.base_sha,
        'position[start_sha]': refs.start_sha,
        'position[head_sha]': refs.head_sha,
        'position[position_type]': 'text',
        'position[old_path]': 'a.txt',
        'position[new_path]': 'a.txt',
        'position[old_line]': '1',
      },
    });
    expect(removed.status, removed.text).toBe(201);
    expect(removed.body.notes[0].position).toMatchObject({ old_line: 1, new_line: null, new_path: 'a.txt' });

    const reply = await t.post(`${mr()}/discussions/${added.body.id}/notes`, { body: { body: 'because' } });
    expect(reply.body).toMatchObject({ type: 'DiffNote', position: { new_line: 5 } });
  });

  it('refuses positions outside the diff or on stale diff refs, storing nothing', async () => {
    const before = await noteCount();
    const base = { ...refs, position_type: 'text', old_path: 'lines.txt', new_path: 'lines.txt' };
    const outside = await t.post(`${mr()}/discussions`, {
      body: { body: 'far', position: { ...base, new_line: 10 } },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain("new_line 10 of lines.txt is not in the merge request's diff");
    const stale = await t.post(`${mr()}/discussions`, {
      body: { body: 'old', position: { ...base, head_sha: project.sha, new_line: 5 } },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toContain('head_sha');
    expect(stale.body.message).toContain("does not match the merge request's diff refs");
    const unchanged = await t.post(`${mr()}/discussions`, {
      body: { body: 'x', position: { ...base, old_path: 'nope.txt', new_path: 'nope.txt', new_line: 1 } },
    });
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.message).toContain('nope.txt is not changed in the merge request');
    expect(await noteCount()).toBe(before);
  });
});

describe('system notes', () => {
  it('records state changes in the same transaction as the change', async () => {
    const label = await t.post(`/projects/${project.id}/labels`, { body: { name: 'bug', color: '#ff0000' } });
    const milestone = await t.post(`/projects/${project.id}/milestones`, { body: { title: 'v1' } });
    const changes: Record<string, unknown>[] = [
      { title: 'Reviewed' },
      { title: 'Draft: Reviewed' },
      { title: 'Reviewed' },
      { assignee_ids: [developer.id], reviewer_ids: [reporter.id] },
      { assignee_ids: [] },
      { labels: 'bug' },
      { milestone_id: milestone.body.id },
      { state_event: 'close' },
      { state_event: 'reopen' },
    ];
    for (const body of changes) {
      const response = await t.put(mr(), { body });
      expect(response.status, response.text).toBe(200);
    }
    const notes = await t.get(`${mr()}/notes`, {
      query: { sort: 'asc', activity_filter: 'only_activity', per_page: '100' },
    });
    expect((notes.body as { body: string; system: boolean }[]).map((n) => n.body)).toEqual([
      'changed title from **{-Review me-}** to **{+Reviewed+}**',
      'marked this merge request as **draft**',
      'marked this merge request as **ready**',
      `assigned to @${developer.username}`,
      `requested review from @${reporter.username}`,
      `unassigned @${developer.username}`,
      `added ~${label.body.id} label`,
      'changed milestone to %"v1"',
      'closed',
      'reopened',
    ]);
    // System notes are not comments.
    const comments = await t.get(`${mr()}/notes`, {
      query: { activity_filter: 'only_comments', per_page: '100' },
    });
    expect((comments.body as { system: boolean }[]).every((n) => !n.system)).toBe(true);
    expect((await t.get(mr())).body.user_notes_count).toBe((comments.body as unknown[]).length);
  });
});

describe('draft notes', () => {
  const drafts = () => `${mr()}/draft_notes`;

  it('are created, read, changed and deleted by their author only', async () => {
    const created = await t.post(drafts(), { token: developer.token, body: { note: 'pending' } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      author_id: developer.id,
      merge_request_id: mrId,
      resolve_discussion: false,
      discussion_id: null,
      note: 'pending',
      commit_id: null,
      line_code: null,
      position: null,
    });
    const id = created.body.id as number;
    expect((await t.get(drafts(), { token: developer.token })).body).toHaveLength(1);
    expect((await t.get(drafts(), { token: reporter.token })).body).toEqual([]);
    expect((await t.get(`${drafts()}/${id}`, { token: reporter.token })).status).toBe(404);
    expect((await t.put(`${drafts()}/${id}`, { token: reporter.token, body: { note: 'x' } })).status).toBe(
      404,
    );
    expect((await t.delete(`${drafts()}/${id}`, { token: reporter.token })).status).toBe(404);
    expect((await t.put(`${drafts()}/${id}/publish`, { token: reporter.token })).status).toBe(404);
    expect((await t.get(drafts(), { token: outsider.token })).status).toBe(404);
    expect((await t.get(drafts(), { token: null })).status).toBe(401);

    const changed = await t.put(`${drafts()}/${id}`, { token: developer.token, body: { note: 'pending!' } });
    expect(changed.body.note).toBe('pending!');
    expect((await t.get(`${drafts()}/${id}`, { token: developer.token })).body.note).toBe('pending!');
    expect((await t.delete(`${drafts()}/${id}`, { token: developer.token })).status).toBe(204);
    expect((await t.get(`${drafts()}/${id}`, { token: developer.token })).status).toBe(404);
    expect((await t.post(drafts(), { token: developer.token, body: { note: ' ' } })).status).toBe(400);
  });

  it('checks draft positions against the diff and computes line codes', async () => {
    const position = {
      ...refs,
      position_type: 'text',
      old_path: 'lines.txt',
      new_path: 'lines.txt',
      new_line: 5,
    };
    const created = await t.post(drafts(), { token: developer.token, body: { note: 'on a line', position } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.position).toMatchObject({ new_line: 5, old_line: null });
    expect(created.body.line_code).toMatch(/^[0-9a-f]{40}_0_5$/);
    const bad = await t.post(drafts(), {
      token: developer.token,
      body: { note: 'off the diff', position: { ...position, new_line: 9 } },
    });
    expect(bad.status).toBe(400);
    expect((await t.get(drafts(), { token: developer.token })).body).toHaveLength(1);
    expect((await t.delete(`${drafts()}/${created.body.id}`, { token: developer.token })).status).toBe(204);
  });

  it('publishes one draft, then all of them together, resolving the threads asked for', async () => {
    const thread = await t.post(`${mr()}/discussions`, {
      token: reporter.token,
      body: { body: 'please fix' },
    });
    const discussionId = thread.body.id as string;
    const one = await t.post(drafts(), { token: developer.token, body: { note: 'first look' } });
    const before = await noteCount();
    expect((await t.put(`${drafts()}/${one.body.id}/publish`, { token: developer.token })).status).toBe(204);
    expect(await noteCount()).toBe(before + 1);
    expect((await t.get(drafts(), { token: developer.token })).body).toEqual([]);

    const position = { ...refs, position_type: 'text', old_path: 'a.txt', new_path: 'a.txt', new_line: 1 };
    await t.post(drafts(), {
      token: developer.token,
      body: { note: 'fixed', in_reply_to_discussion_id: discussionId, resolve_discussion: true },
    });
    await t.post(drafts(), { token: developer.token, body: { note: 'diff remark', position } });
    await t.post(drafts(), { token: reporter.token, body: { note: 'not mine to publish' } });
    expect((await t.post(`${drafts()}/bulk_publish`, { token: developer.token })).status).toBe(204);

    const replied = await t.get(`${mr()}/discussions/${discussionId}`);
    expect(replied.body.notes).toEqual([
      expect.objectContaining({ body: 'please fix', resolved: true }),
      expect.objectContaining({
        body: 'fixed',
        author: expect.objectContaining({ id: developer.id }),
        resolved: true,
      }),
    ]);
    const list = await t.get(`${mr()}/discussions`, { query: { per_page: '100' } });
    const diff = (list.body as { notes: { body: string; type: string; position: unknown }[] }[]).find(
      (d) => d.notes[0]!.body === 'diff remark',
    )!;
    expect(diff.notes[0]).toMatchObject({ type: 'DiffNote', position: { new_path: 'a.txt', new_line: 1 } });
    expect((await t.get(drafts(), { token: developer.token })).body).toEqual([]);
    expect((await t.get(drafts(), { token: reporter.token })).body).toHaveLength(1);
  });

  it('publishes nothing when one draft cannot be published', async () => {
    const thread = await t.post(`${mr()}/discussions`, {
      token: developer.token,
      body: { body: 'to vanish' },
    });
    await t.post(drafts(), { token: developer.token, body: { note: 'kept back' } });
    await t.post(drafts(), {
      token: developer.token,
      body: { note: 'reply', in_reply_to_discussion_id: thread.body.id },
    });
    expect(
      (await t.delete(`${mr()}/notes/${thread.body.notes[0].id}`, { token: developer.token })).status,
    ).toBe(204);
    const before = await noteCount();
    const refused = await t.post(`${drafts()}/bulk_publish`, { token: developer.token });
    expect(refused.status).toBe(404);
    expect(await noteCount()).toBe(before);
    expect((await t.get(drafts(), { token: developer.token })).body).toHaveLength(2);
  });
});

describe('award emoji on merge requests and their notes', () => {
  it('counts votes on the merge request in one list and on its own, and awards comments', async () => {
    const award = await t.post(`${mr()}/award_emoji`, { token: developer.token, body: { name: 'thumbsup' } });
    expect(award.status, award.text).toBe(201);
    expect(award.body).toMatchObject({
      name: 'thumbsup',
      awardable_type: 'MergeRequest',
      awardable_id: mrId,
    });
    await t.post(`${mr()}/award_emoji`, { token: reporter.token, body: { name: 'thumbsup' } });
    await t
      .post(`${mr()}/award_emoji`, { token: outsider.token, body: { name: 'thumbsdown' } })
      .then((r) => expect(r.status).toBe(404));
    await t.post(`${mr()}/award_emoji`, { body: { name: 'thumbsdown' } });
    expect((await t.get(mr())).body).toMatchObject({ upvotes: 2, downvotes: 1 });
    const listed = await t.get(`/projects/${project.id}/merge_requests`);
    expect(listed.body[0]).toMatchObject({ upvotes: 2, downvotes: 1 });
    expect((await t.get(`${mr()}/award_emoji`)).body).toHaveLength(3);
    expect((await t.delete(`${mr()}/award_emoji/${award.body.id}`, { token: developer.token })).status).toBe(
      204,
    );
    expect((await t.get(mr())).body.upvotes).toBe(1);

    const note = await t.post(`${mr()}/notes`, { token: reporter.token, body: { body: 'nice' } });
    const onNote = await t.post(`${mr()}/notes/${note.body.id}/award_emoji`, {
      token: developer.token,
      body: { name: 'heart' },
    });
    expect(onNote.status, onNote.text).toBe(201);
    expect(onNote.body).toMatchObject({ name: 'heart', awardable_type: 'Note', awardable_id: note.body.id });
    const listedOnNote = await t.get(`${mr()}/notes/${note.body.id}/award_emoji`);
    expect(listedOnNote.body).toHaveLength(1);
    expect((await t.get(`${mr()}/notes/${note.body.id}/award_emoji/${onNote.body.id}`)).body.name).toBe(
      'heart',
    );
    // A note of another merge request is not reachable through this one.
    expect(
      (await t.get(`/projects/${project.id}/merge_requests/99/notes/${note.body.id}/award_emoji`)).status,
    ).toBe(404);
    // System notes take no awards.
    const system = await t.get(`${mr()}/notes`, { query: { activity_filter: 'only_activity' } });
    const refused = await t.post(`${mr()}/notes/${system.body[0].id}/award_emoji`, {
      body: { name: 'heart' },
    });
    expect(refused.status).toBe(404);
    expect(
      (
        await t.delete(`${mr()}/notes/${note.body.id}/award_emoji/${onNote.body.id}`, {
          token: developer.token,
        })
      ).status,
    ).toBe(204);
  });

  it('removes notes and awards with a deleted merge request', async () => {
    await git(project.dir, ['checkout', '--quiet', '-b', 'gone', 'main']);
    await commitFiles(project.dir, { 'g.txt': 'g\n' }, 'Gone');
    await git(project.dir, ['push', '--quiet', 'origin', 'gone']);
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: 'gone', target_branch: 'main', title: 'To delete' },
    });
    const path = `/projects/${project.id}/merge_requests/${created.body.iid}`;
    const note = await t.post(`${path}/notes`, { body: { body: 'bye' } });
    await t.post(`${path}/award_emoji`, { body: { name: 'wave' } });
    await t.post(`${path}/notes/${note.body.id}/award_emoji`, { body: { name: 'wave' } });
    expect((await t.delete(path)).status).toBe(204);
    const rows = await t.running.orm.em
      .fork()
      .getConnection()
      .execute(
        `select (select count(*) from notes where noteable_type = 'MergeRequest' and noteable_id = ?)::int as notes,
          (select count(*) from award_emoji where (awardable_type = 'MergeRequest' and awardable_id = ?)
            or (awardable_type = 'Note' and awardable_id = ?))::int as awards`,
        [created.body.id, created.body.id, note.body.id],
      );
    expect(rows[0]).toEqual({ notes: 0, awards: 0 });
  });
});
