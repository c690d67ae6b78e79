import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;
let projectId: number;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
  const project = await projectWithFiles(t, { 'a.txt': 'one\ntwo\n' });
  projectId = project.id;
  await git(project.dir, ['checkout', '--quiet', '-b', 'feature']);
  await commitFiles(project.dir, { 'a.txt': 'one\nTWO\n' }, 'Change');
  await git(project.dir, ['push', '--quiet', 'origin', 'feature']);
  await api.MergeRequests.create(projectId, 'feature', 'main', 'Review');
  await waitFor(
    () => t.get(`/projects/${projectId}/merge_requests/1`),
    (r) => r.body.diff_refs !== null,
    'diff refs',
  );
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('merge request notes through @gitbeaker/rest', () => {
  it('MergeRequestNotes, MergeRequestDiscussions, MergeRequestDraftNotes and MergeRequestAwardEmojis', async () => {
    const note = await api.MergeRequestNotes.create(projectId, 1, 'Looks good');
    expect(note).toMatchObject({ body: 'Looks good', noteable_type: 'MergeRequest', noteable_iid: 1 });
    const edited = await api.MergeRequestNotes.edit(projectId, 1, note.id, { body: 'Looks great' });
    expect(edited.body).toBe('Looks great');

    // gitbeaker sends a `position` as multipart form data, which this server does not parse yet: a
    // plain thread here (diff threads are covered over HTTP and GraphQL).
    const thread = await api.MergeRequestDiscussions.create(projectId, 1, 'A thread');
    expect(thread.notes![0]).toMatchObject({ type: 'DiscussionNote', resolvable: true });
    const reply = await api.MergeRequestDiscussions.addNote(projectId, 1, thread.id, 'Fixed');
    expect(reply.type).toBe('DiscussionNote');
    const threads = await api.MergeRequestDiscussions.all(projectId, 1);
    expect(threads.map((d) => d.id)).toContain(thread.id);

    const draft = await api.MergeRequestDraftNotes.create(projectId, 1, 'Pending remark');
    expect(draft).toMatchObject({ note: 'Pending remark', resolve_discussion: false });
    expect(await api.MergeRequestDraftNotes.all(projectId, 1)).toHaveLength(1);
    await api.MergeRequestDraftNotes.publishBulk(projectId, 1);
    expect(await api.MergeRequestDraftNotes.all(projectId, 1)).toEqual([]);
    const notes = await api.MergeRequestNotes.all(projectId, 1);
    expect(notes.map((n) => n.body)).toContain('Pending remark');

    const award = await api.MergeRequestAwardEmojis.award(projectId, 1, 'thumbsup');
    expect(award).toMatchObject({ name: 'thumbsup', awardable_type: 'MergeRequest' });
    expect(await api.MergeRequestAwardEmojis.all(projectId, 1)).toHaveLength(1);
    const mr = await api.MergeRequests.show(projectId, 1);
    expect(mr).toMatchObject({ upvotes: 1, downvotes: 0, user_notes_count: 4 });
    await api.MergeRequestAwardEmojis.remove(projectId, 1, award.id);
    expect((await api.MergeRequests.show(projectId, 1)).upvotes).toBe(0);
  });
});
