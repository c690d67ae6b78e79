import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs } from './support/git.ts';
import { addMember } from './support/membership.ts';

// GitLab's notes API and discussions API on project snippets.
let t: TestApp;
let maintainer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
let project: { id: number };
let snippetId: number;
let privateSnippetId: number;

beforeAll(async () => {
  t = await startTestApp();
  maintainer = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
  project = (await t.post('/projects', { body: { name: `notes-${Date.now()}`, visibility: 'public' } })).body;
  await addMember(t, 'projects', project.id, maintainer.id, 40);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  snippetId = await newSnippet('public');
  privateSnippetId = await newSnippet('private');
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function newSnippet(visibility: string): Promise<number> {
  const made = await t.post(`/projects/${project.id}/snippets`, {
    body: { title: 'talk', visibility, files: [{ file_path: 'a.txt', content: 'a' }] },
  });
  expect(made.status, made.text).toBe(201);
  return made.body.id as number;
}

const notesPath = (id = snippetId) => `/projects/${project.id}/snippets/${id}/notes`;
const discussionsPath = (id = snippetId) => `/projects/${project.id}/snippets/${id}/discussions`;

async function comment(body: string, token?: string, id = snippetId) {
  const made = await t.post(notesPath(id), { body: { body }, token });
  expect(made.status, made.text).toBe(201);
  return made.body as { id: number; body: string; updated_at: string };
}

describe('snippet notes', () => {
  it('creates, reads, lists, edits and deletes a note with GitLab fields', async () => {
    const created = await t.post(notesPath(), { body: { body: 'First!' }, token: reporter.token });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      type: null,
      body: 'First!',
      attachment: null,
      author: {
        id: reporter.id,
        username: reporter.username,
        name: expect.any(String),
        state: 'active',
        locked: false,
        avatar_url: expect.any(String),
        web_url: `http://railyard.test/${reporter.username}`,
      },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      system: false,
      noteable_id: snippetId,
      noteable_type: 'Snippet',
      project_id: project.id,
      resolvable: false,
      confidential: false,
      internal: false,
      imported: false,
      imported_from: 'none',
      noteable_iid: null,
      commands_changes: {},
    });
    const id = created.body.id as number;
    expect((await t.get(`${notesPath()}/${id}`, { token: outsider.token })).body.body).toBe('First!');

    const edited = await t.put(`${notesPath()}/${id}`, {
      body: { body: 'First, edited' },
      token: reporter.token,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.body).toBe('First, edited');

    // Someone else's note: not for a non-maintainer, but for a maintainer.
    const refused = await t.put(`${notesPath()}/${id}`, {
      body: { body: 'mine now' },
      token: outsider.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: '403 Forbidden' });
    expect((await t.delete(`${notesPath()}/${id}`, { token: outsider.token })).status).toBe(403);
    const deleted = await t.delete(`${notesPath()}/${id}`, { token: maintainer.token });
    expect(deleted.status, deleted.text).toBe(204);
    const gone = await t.get(`${notesPath()}/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: '404 Note Not Found' });
  });

  it('lists newest first by default, sorts and orders as asked, and paginates', async () => {
    const snippet = await newSnippet('public');
    const a = await comment('a', undefined, snippet);
    const b = await comment('b', undefined, snippet);
    const c = await comment('c', undefined, snippet);
    await t.put(`${notesPath(snippet)}/${a.id}`, { body: { body: 'a, edited' } });

    const bodies = async (query: Record<string, string | number>) =>
      ((await t.get(notesPath(snippet), { query })).body as { body: string }[]).map((n) => n.body);
    expect(await bodies({})).toEqual(['c', 'b', 'a, edited']);
    expect(await bodies({ sort: 'asc' })).toEqual(['a, edited', 'b', 'c']);
    expect(await bodies({ order_by: 'updated_at', sort: 'desc' })).toEqual(['a, edited', 'c', 'b']);

    const page = await t.get(notesPath(snippet), { query: { per_page: 2, page: 2 } });
    expect(page.body.map((n: { id: number }) => n.id)).toEqual([a.id]);
    expect(page.headers['x-total']).toBe('3');
    expect(page.headers['x-total-pages']).toBe('2');
    expect(b.id).toBeLessThan(c.id);

    const bad = await t.get(notesPath(snippet), { query: { order_by: 'title' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: '400 Bad request - order_by does not have a valid value' });
  });

  it('refuses bad input with GitLab messages and writes nothing', async () => {
    const snippet = await newSnippet('public');
    const missing = await t.post(notesPath(snippet), { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '400 Bad request - body is missing' });
    const blank = await t.post(notesPath(snippet), { body: { body: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: `400 Bad request - Note {:note=>["can't be blank"]}` });
    const internal = await t.post(notesPath(snippet), { body: { body: 'psst', internal: true } });
    expect(internal.status).toBe(400);
    expect(internal.body).toEqual({
      message: '400 Bad request - Note {:confidential=>["can not be set for this resource"]}',
    });
    expect((await t.get(notesPath(snippet))).body).toEqual([]);

    const note = await comment('keep');
    const empty = await t.put(`${notesPath()}/${note.id}`, { body: { body: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: '400 Bad request - body is empty' });
    expect((await t.get(`${notesPath()}/${note.id}`)).body.body).toBe('keep');

    expect((await t.get(`${notesPath()}/99999999`)).body).toEqual({ message: '404 Note Not Found' });
    expect((await t.get(notesPath(99999999))).body).toEqual({ message: '404 Snippet Not Found' });
  });

  it('follows the snippet: hidden snippets are 404, anonymous callers 401', async () => {
    const hidden = await t.get(notesPath(privateSnippetId), { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Snippet Not Found' });
    const write = await t.post(notesPath(privateSnippetId), { body: { body: 'hi' }, token: outsider.token });
    expect(write.status).toBe(404);
    expect((await t.get(notesPath(), { token: null })).status).toBe(401);
    // A member reads and comments on the private snippet.
    await comment('inside', reporter.token, privateSnippetId);
    // Anyone signed in who reads a public snippet may comment on it.
    await comment('outside', outsider.token);
  });

  it('dates notes only for administrators and owners', async () => {
    const dated = await t.post(notesPath(), { body: { body: 'old', created_at: '2020-01-02T03:04:05Z' } });
    expect(dated.body.created_at).toBe('2020-01-02T03:04:05.000Z');
    const ignored = await t.post(notesPath(), {
      body: { body: 'old too', created_at: '2020-01-02T03:04:05Z' },
      token: reporter.token,
    });
    expect(ignored.body.created_at).not.toBe('2020-01-02T03:04:05.000Z');
  });

  it('removes the notes of a deleted snippet', async () => {
    const snippet = await newSnippet('public');
    await comment('bye', undefined, snippet);
    expect((await t.delete(`/projects/${project.id}/snippets/${snippet}`)).status).toBe(204);
    const left = await t.run(() =>
      t.running.services.notes.pagesByNoteable(
        { user: null } as never,
        'Snippet',
        [
          {
            type: 'Snippet',
            id: snippet,
            iid: null,
            project: { project: { id: project.id }, access: 0 },
            discussionLocked: false,
            subject: null,
          } as never,
        ],
        { kind: 'keyset', direction: 'forward', size: 10, cursor: null },
      ),
    );
    expect(left.get(snippet)!.items).toEqual([]);
  });
});

describe('snippet discussions', () => {
  it('starts threads, replies, lists individual notes and threads, edits and deletes replies', async () => {
    const snippet = await newSnippet('public');
    const single = await comment('alone', undefined, snippet);
    const started = await t.post(discussionsPath(snippet), {
      body: { body: 'Thread start' },
      token: reporter.token,
    });
    expect(started.status, started.text).toBe(201);
    expect(started.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{40}$/),
      individual_note: false,
      notes: [expect.objectContaining({ body: 'Thread start', type: 'DiscussionNote', resolvable: false })],
    });
    const discussionId = started.body.id as string;

    const reply = await t.post(`${discussionsPath(snippet)}/${discussionId}/notes`, {
      body: { body: 'A reply' },
      token: outsider.token,
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ body: 'A reply', type: 'DiscussionNote', noteable_type: 'Snippet' });

    const list = await t.get(discussionsPath(snippet));
    expect(list.status).toBe(200);
    expect(list.headers['x-total']).toBe('2');
    expect(
      list.body.map((d: { individual_note: boolean; notes: { body: string }[] }) => [
        d.individual_note,
        d.notes.map((n) => n.body),
      ]),
    ).toEqual([
      [true, ['alone']],
      [false, ['Thread start', 'A reply']],
    ]);
    const individualId = list.body[0].id as string;

    const one = await t.get(`${discussionsPath(snippet)}/${discussionId}`);
    expect(one.body.notes).toHaveLength(2);
    const notes = await t.get(`${discussionsPath(snippet)}/${discussionId}/notes`);
    expect(notes.body.map((n: { body: string }) => n.body)).toEqual(['Thread start', 'A reply']);
    const oneNote = await t.get(`${discussionsPath(snippet)}/${discussionId}/notes/${reply.body.id}`);
    expect(oneNote.body.body).toBe('A reply');

    // Snippets take no replies to individual notes, and have no resolvable threads.
    const toSingle = await t.post(`${discussionsPath(snippet)}/${individualId}/notes`, {
      body: { body: 'hm' },
    });
    expect(toSingle.status).toBe(400);
    expect(toSingle.body).toEqual({ message: '400 Bad request - Discussion can not be replied to.' });
    expect(single.id).toBe(list.body[0].notes[0].id);
    const resolve = await t.put(`${discussionsPath(snippet)}/${discussionId}/notes/${reply.body.id}`, {
      body: { resolved: true },
      token: outsider.token,
    });
    expect(resolve.status).toBe(400);
    expect(resolve.body).toEqual({ message: '400 Bad request - Note is not resolvable' });
    const both = await t.put(`${discussionsPath(snippet)}/${discussionId}/notes/${reply.body.id}`, {
      body: { body: 'x', resolved: true },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ message: '400 Bad request - body, resolved are mutually exclusive' });

    const edited = await t.put(`${discussionsPath(snippet)}/${discussionId}/notes/${reply.body.id}`, {
      body: { body: 'A better reply' },
      token: outsider.token,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.body).toBe('A better reply');
    const removed = await t.delete(`${discussionsPath(snippet)}/${discussionId}/notes/${reply.body.id}`, {
      token: outsider.token,
    });
    expect(removed.status).toBe(204);
    expect((await t.get(`${discussionsPath(snippet)}/${discussionId}`)).body.notes).toHaveLength(1);

    const unknown = await t.get(`${discussionsPath(snippet)}/${'0'.repeat(40)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Discussion Not Found' });
    const replyUnknown = await t.post(`${discussionsPath(snippet)}/${'0'.repeat(40)}/notes`, {
      body: { body: 'x' },
    });
    expect(replyUnknown.body).toEqual({ message: '404 Discussion Not Found' });
  });

  it('keeps system notes out of edits, as GitLab does', async () => {
    const snippet = await newSnippet('public');
    const note = await t.run(async () =>
      t.running.services.uow.run((tx) =>
        t.running.services.notes.createSystemNote(
          tx,
          { type: 'Snippet', id: snippet, projectId: project.id },
          1,
          'changed title',
        ),
      ),
    );
    const shown = await t.get(`${notesPath(snippet)}/${note.id}`);
    expect(shown.body).toMatchObject({ system: true, body: 'changed title', type: null });
    await comment('a comment', undefined, snippet);
    const filtered = async (activity_filter: string) =>
      ((await t.get(notesPath(snippet), { query: { activity_filter } })).body as { body: string }[]).map(
        (n) => n.body,
      );
    expect(await filtered('all_notes')).toEqual(['a comment', 'changed title']);
    expect(await filtered('only_comments')).toEqual(['a comment']);
    expect(await filtered('only_activity')).toEqual(['changed title']);
    const edit = await t.put(`${notesPath(snippet)}/${note.id}`, { body: { body: 'no' }, token: ROOT_TOKEN });
    expect(edit.status).toBe(403);
  });
});
