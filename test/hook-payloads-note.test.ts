import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { deliveryWaits, hookReceiver } from './support/hook-receiver.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

describe('note hook deliveries', () => {
  let t: TestApp;
  let project: { id: number; path_with_namespace: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    project = (
      await t.post('/projects', { body: { name: unique('note-hooked'), initialize_with_readme: true } })
    ).body;
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends GitLab's note payloads for merge request and snippet comments, only to hooks with the flag", async () => {
    const r = await hookReceiver();
    try {
      const hook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?notes`, note_events: true, push_events: false, token: 'note-tok' },
      });
      expect(hook.status, hook.text).toBe(201);
      const confidential = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?confidential`, confidential_note_events: true, push_events: false },
      });
      expect(confidential.status, confidential.text).toBe(201);
      const other = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?other`, merge_requests_events: true, push_events: false },
      });
      expect(other.status, other.text).toBe(201);
      const { at, waitFor } = deliveryWaits(t, r);

      const head = await t.post(`/projects/${project.id}/repository/commits`, {
        body: {
          branch: 'topic',
          start_branch: 'main',
          commit_message: 'Add topic',
          actions: [{ action: 'create', file_path: 'topic.txt', content: 'x' }],
        },
      });
      expect(head.status, head.text).toBe(201);
      const mr = await t.post(`/projects/${project.id}/merge_requests`, {
        body: { source_branch: 'topic', target_branch: 'main', title: 'Topic' },
      });
      expect(mr.status, mr.text).toBe(201);
      await settleMergeRequestWork(t);
      const me = (await t.get('/user')).body;

      const comment = await t.post(`/projects/${project.id}/merge_requests/${mr.body.iid}/notes`, {
        body: { body: 'Looks good' },
      });
      expect(comment.status, comment.text).toBe(201);
      const [created] = await waitFor('?notes', 1);
      expect(created!.headers['x-gitlab-event']).toBe('Note Hook');
      expect(created!.headers['x-gitlab-token']).toBe('note-tok');
      expect(created!.body).toMatchObject({
        object_kind: 'note',
        event_type: 'note',
        user: { id: me.id, username: me.username, name: me.name },
        project_id: project.id,
        project: { id: project.id, path_with_namespace: project.path_with_namespace },
        repository: { name: project.name },
        object_attributes: {
          id: comment.body.id,
          note: 'Looks good',
          noteable_type: 'MergeRequest',
          noteable_id: mr.body.id,
          author_id: me.id,
          project_id: project.id,
          system: false,
          internal: false,
          confidential: false,
          type: null,
          discussion_id: expect.any(String),
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
          url: expect.stringContaining(`/-/merge_requests/${mr.body.iid}#note_${comment.body.id}`),
          action: 'create',
        },
        merge_request: {
          id: mr.body.id,
          iid: mr.body.iid,
          title: 'Topic',
          source_branch: 'topic',
          target_branch: 'main',
          state: 'opened',
          url: mr.body.web_url,
          last_commit: expect.objectContaining({ id: head.body.id, title: 'Add topic' }),
        },
      });
      expect(created!.body.snippet).toBeUndefined();

      const edited = await t.put(
        `/projects/${project.id}/merge_requests/${mr.body.iid}/notes/${comment.body.id}`,
        { body: { body: 'Looks better' } },
      );
      expect(edited.status, edited.text).toBe(200);
      const updated = (await waitFor('?notes', 2))[1]!.body;
      expect(updated.object_attributes).toMatchObject({
        id: comment.body.id,
        note: 'Looks better',
        action: 'update',
      });

      const snippet = await t.post(`/projects/${project.id}/snippets`, {
        body: { title: 'Snip', visibility: 'private', files: [{ file_path: 'a.rb', content: 'puts 1' }] },
      });
      expect(snippet.status, snippet.text).toBe(201);
      const snippetNote = await t.post(`/projects/${project.id}/snippets/${snippet.body.id}/notes`, {
        body: { body: 'Nice snippet' },
      });
      expect(snippetNote.status, snippetNote.text).toBe(201);
      const onSnippet = (await waitFor('?notes', 3))[2]!.body;
      expect(onSnippet).toMatchObject({
        object_kind: 'note',
        object_attributes: {
          id: snippetNote.body.id,
          note: 'Nice snippet',
          noteable_type: 'Snippet',
          noteable_id: snippet.body.id,
          action: 'create',
        },
        snippet: {
          id: snippet.body.id,
          title: 'Snip',
          content: 'puts 1',
          file_name: 'a.rb',
          author_id: me.id,
          project_id: project.id,
          type: 'ProjectSnippet',
          url: snippet.body.web_url,
        },
      });
      expect(onSnippet.merge_request).toBeUndefined();

      await t.running.services.hookDeliveries.idle();
      // Comments are not confidential: the confidential note hook and the hook without note events got none.
      expect(at('?notes')).toHaveLength(3);
      expect(at('?confidential')).toHaveLength(0);
      expect(at('?other').every((d) => d.headers['x-gitlab-event'] === 'Merge Request Hook')).toBe(true);
    } finally {
      await r.close();
    }
  });
});
