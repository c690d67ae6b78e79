import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { cleanupDirs } from './support/git.ts';
import { createProject } from './support/membership.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('snippet notes and discussions through @gitbeaker/rest', () => {
  it('comments, threads, replies, edits and deletes as a GitLab client does', async () => {
    const project = await createProject(t, { visibility: 'private' });
    const snippet = await api.ProjectSnippets.create(project.id, 'talk', {
      visibility: 'private',
      files: [{ file_path: 'a.txt', content: 'a' }],
    } as never);

    const note = await api.ProjectSnippetNotes.create(project.id, snippet.id, 'Nice snippet');
    expect(note).toMatchObject({
      body: 'Nice snippet',
      noteable_type: 'Snippet',
      noteable_id: snippet.id,
      system: false,
    });
    const edited = await api.ProjectSnippetNotes.edit(project.id, snippet.id, note.id, { body: 'Very nice' });
    expect(edited.body).toBe('Very nice');
    expect((await api.ProjectSnippetNotes.show(project.id, snippet.id, note.id)).body).toBe('Very nice');
    await api.ProjectSnippetNotes.create(project.id, snippet.id, 'Second');
    const all = await api.ProjectSnippetNotes.all(project.id, snippet.id, {
      sort: 'asc',
      orderBy: 'created_at',
    });
    expect(all.map((n) => n.body)).toEqual(['Very nice', 'Second']);

    const thread = await api.ProjectSnippetDiscussions.create(project.id, snippet.id, 'A question');
    expect(thread).toMatchObject({
      individual_note: false,
      notes: [{ body: 'A question', type: 'DiscussionNote' }],
    });
    const reply = await api.ProjectSnippetDiscussions.addNote(project.id, snippet.id, thread.id, 'An answer');
    expect(reply.body).toBe('An answer');
    const better = await api.ProjectSnippetDiscussions.editNote(project.id, snippet.id, thread.id, reply.id, {
      body: 'A better answer',
    });
    expect(better.body).toBe('A better answer');
    const shown = await api.ProjectSnippetDiscussions.show(project.id, snippet.id, thread.id);
    expect((shown.notes as { body: string }[]).map((n) => n.body)).toEqual(['A question', 'A better answer']);
    const discussions = await api.ProjectSnippetDiscussions.all(project.id, snippet.id);
    expect(discussions.map((d) => d.individual_note)).toEqual([true, true, false]);

    await api.ProjectSnippetDiscussions.removeNote(project.id, snippet.id, thread.id, reply.id);
    await api.ProjectSnippetNotes.remove(project.id, snippet.id, note.id);
    expect((await api.ProjectSnippetNotes.all(project.id, snippet.id)).map((n) => n.body)).toEqual([
      'A question',
      'Second',
    ]);
  });
});
