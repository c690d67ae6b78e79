import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwardEmojiRemoveDocument, AwardEmojiToggleDocument } from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { deliveryWaits, hookReceiver } from './support/hook-receiver.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';
import { addMember } from './support/membership.ts';

const UTC_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/;

describe('emoji hook deliveries', () => {
  let t: TestApp;
  let group: { id: number };
  let project: { id: number; path_with_namespace: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
    const path = unique('emoji-group');
    group = (await t.post('/groups', { body: { name: path, path } })).body;
    project = (
      await t.post('/projects', {
        body: { name: unique('emoji-hooked'), namespace_id: group.id, initialize_with_readme: true },
      })
    ).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends GitLab's emoji payloads for awards and revocations to project and group hooks with the flag", async () => {
    const r = await hookReceiver();
    try {
      const hook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?project`, emoji_events: true, push_events: false, token: 'emoji-tok' },
      });
      expect(hook.status, hook.text).toBe(201);
      expect(hook.body.emoji_events).toBe(true);
      const groupHook = await t.post(`/groups/${group.id}/hooks`, {
        body: { url: `${r.url}?group`, emoji_events: true, push_events: false },
      });
      expect(groupHook.status, groupHook.text).toBe(201);
      expect(groupHook.body.emoji_events).toBe(true);
      const other = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?other`, note_events: true, merge_requests_events: true, push_events: false },
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

      // An award on the merge request.
      const award = await t.post(`/projects/${project.id}/merge_requests/${mr.body.iid}/award_emoji`, {
        body: { name: 'thumbsup' },
      });
      expect(award.status, award.text).toBe(201);
      const [awarded] = await waitFor('?project', 1);
      expect(awarded!.headers['x-gitlab-event']).toBe('Emoji Hook');
      expect(awarded!.headers['x-gitlab-token']).toBe('emoji-tok');
      expect(awarded!.body).toMatchObject({
        object_kind: 'emoji',
        event_type: 'award',
        user: { id: me.id, username: me.username, name: me.name },
        project_id: project.id,
        project: { id: project.id, path_with_namespace: project.path_with_namespace },
        object_attributes: {
          user_id: me.id,
          id: award.body.id,
          name: 'thumbsup',
          awardable_type: 'MergeRequest',
          awardable_id: mr.body.id,
          created_at: expect.stringMatching(UTC_TIME),
          updated_at: expect.stringMatching(UTC_TIME),
          action: 'award',
          awarded_on_url: mr.body.web_url,
        },
        merge_request: {
          id: mr.body.id,
          iid: mr.body.iid,
          title: 'Topic',
          source_branch: 'topic',
          state: 'opened',
          url: mr.body.web_url,
          last_commit: expect.objectContaining({ id: head.body.id }),
        },
      });
      expect(awarded!.body.note).toBeUndefined();
      const [toGroup] = await waitFor('?group', 1);
      expect(toGroup!.headers['x-gitlab-event']).toBe('Emoji Hook');
      expect(toGroup!.body).toEqual(awarded!.body);

      // Revoked by an administrator: the revoker is the payload's user, the award keeps its author.
      const member = await createUser(t, { username: unique('emoji-member') });
      await addMember(t, 'projects', project.id, member.id, 30);
      const theirs = await t.post(`/projects/${project.id}/merge_requests/${mr.body.iid}/award_emoji`, {
        token: member.token,
        body: { name: 'heart' },
      });
      expect(theirs.status, theirs.text).toBe(201);
      const [, byMember] = await waitFor('?project', 2);
      expect(byMember!.body).toMatchObject({
        event_type: 'award',
        user: { id: member.id, username: member.username },
        object_attributes: { user_id: member.id, name: 'heart', action: 'award' },
      });
      const revoked = await t.delete(
        `/projects/${project.id}/merge_requests/${mr.body.iid}/award_emoji/${theirs.body.id}`,
      );
      expect(revoked.status, revoked.text).toBe(204);
      const revocation = (await waitFor('?project', 3))[2]!.body;
      expect(revocation).toMatchObject({
        object_kind: 'emoji',
        event_type: 'revoke',
        user: { id: me.id },
        object_attributes: {
          id: theirs.body.id,
          user_id: member.id,
          name: 'heart',
          awardable_type: 'MergeRequest',
          awardable_id: mr.body.id,
          action: 'revoke',
          awarded_on_url: mr.body.web_url,
        },
        merge_request: { id: mr.body.id },
      });

      // An award on a comment comes with the comment and its merge request.
      const comment = await t.post(`/projects/${project.id}/merge_requests/${mr.body.iid}/notes`, {
        body: { body: 'Looks good' },
      });
      expect(comment.status, comment.text).toBe(201);
      const onNote = await t.post(
        `/projects/${project.id}/merge_requests/${mr.body.iid}/notes/${comment.body.id}/award_emoji`,
        { body: { name: 'tada' } },
      );
      expect(onNote.status, onNote.text).toBe(201);
      const noteAward = (await waitFor('?project', 4))[3]!.body;
      expect(noteAward).toMatchObject({
        event_type: 'award',
        object_attributes: {
          id: onNote.body.id,
          name: 'tada',
          awardable_type: 'Note',
          awardable_id: comment.body.id,
          awarded_on_url: expect.stringContaining(`/-/merge_requests/${mr.body.iid}#note_${comment.body.id}`),
        },
        note: {
          id: comment.body.id,
          note: 'Looks good',
          noteable_type: 'MergeRequest',
          noteable_id: mr.body.id,
          author_id: me.id,
          url: expect.stringContaining(`#note_${comment.body.id}`),
        },
        merge_request: { id: mr.body.id, iid: mr.body.iid },
      });

      // GraphQL: a toggle awards then revokes; a removal revokes. Snippets come as `project_snippet`.
      const snippet = await t.post(`/projects/${project.id}/snippets`, {
        body: { title: 'Snip', visibility: 'private', files: [{ file_path: 'a.rb', content: 'puts 1' }] },
      });
      expect(snippet.status, snippet.text).toBe(201);
      const awardableId = `gid://gitlab/ProjectSnippet/${snippet.body.id}`;
      const toggled = await t.graphql(AwardEmojiToggleDocument, { awardableId, name: 'rocket' }, ROOT_TOKEN);
      expect(toggled.errors).toBeUndefined();
      const snippetAward = (await waitFor('?project', 5))[4]!.body;
      expect(snippetAward).toMatchObject({
        event_type: 'award',
        object_attributes: {
          name: 'rocket',
          awardable_type: 'Snippet',
          awardable_id: snippet.body.id,
          awarded_on_url: snippet.body.web_url,
        },
        project_snippet: { id: snippet.body.id, title: 'Snip', content: 'puts 1', url: snippet.body.web_url },
      });
      expect(snippetAward.merge_request).toBeUndefined();
      const untoggled = await t.graphql(
        AwardEmojiToggleDocument,
        { awardableId, name: 'rocket' },
        ROOT_TOKEN,
      );
      expect(untoggled.errors).toBeUndefined();
      const snippetRevoke = (await waitFor('?project', 6))[5]!.body;
      expect(snippetRevoke).toMatchObject({
        event_type: 'revoke',
        object_attributes: {
          id: snippetAward.object_attributes.id,
          name: 'rocket',
          action: 'revoke',
        },
      });

      const again = await t.post(`/projects/${project.id}/snippets/${snippet.body.id}/award_emoji`, {
        body: { name: 'eyes' },
      });
      expect(again.status, again.text).toBe(201);
      await waitFor('?project', 7);
      const removed = await t.graphql(AwardEmojiRemoveDocument, { awardableId, name: 'eyes' }, ROOT_TOKEN);
      expect(removed.errors).toBeUndefined();
      const removal = (await waitFor('?project', 8))[7]!.body;
      expect(removal).toMatchObject({
        event_type: 'revoke',
        object_attributes: { id: again.body.id, name: 'eyes', action: 'revoke' },
        project_snippet: { id: snippet.body.id },
      });

      // A refused award sends nothing; hooks without the flag never hear of awards.
      const refused = await t.post(`/projects/${project.id}/merge_requests/${mr.body.iid}/award_emoji`, {
        body: { name: 'thumbsup' },
      });
      expect(refused.status).toBe(404);
      await waitFor('?group', 8);
      await t.running.services.hookDeliveries.idle();
      expect(at('?project')).toHaveLength(8);
      expect(at('?other').filter((d) => d.headers['x-gitlab-event'] === 'Emoji Hook')).toHaveLength(0);
    } finally {
      await r.close();
    }
  });

  it('sends a sample award on the newest comment as a hook test, and refuses a project without comments', async () => {
    const r = await hookReceiver();
    try {
      const sampled = (
        await t.post('/projects', { body: { name: unique('emoji-sampled'), initialize_with_readme: true } })
      ).body;
      const hook = await t.post(`/projects/${sampled.id}/hooks`, {
        body: { url: r.url, push_events: false },
      });
      expect(hook.status, hook.text).toBe(201);
      const empty = await t.post(`/projects/${sampled.id}/hooks/${hook.body.id}/test/emoji_events`);
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({ message: 'Ensure the project has notes.' });
      expect(r.received).toHaveLength(0);

      const snippet = await t.post(`/projects/${sampled.id}/snippets`, {
        body: { title: 'Snip', visibility: 'private', files: [{ file_path: 'a.rb', content: 'puts 1' }] },
      });
      expect(snippet.status, snippet.text).toBe(201);
      const comment = await t.post(`/projects/${sampled.id}/snippets/${snippet.body.id}/notes`, {
        body: { body: 'Nice snippet' },
      });
      expect(comment.status, comment.text).toBe(201);
      const me = (await t.get('/user')).body;
      const tested = await t.post(`/projects/${sampled.id}/hooks/${hook.body.id}/test/emoji_events`);
      expect(tested.status, tested.text).toBe(201);
      expect(r.received).toHaveLength(1);
      expect(r.received[0]!.headers['x-gitlab-event']).toBe('Emoji Hook');
      expect(r.received[0]!.body).toMatchObject({
        object_kind: 'emoji',
        event_type: 'award',
        user: { id: me.id },
        project_id: sampled.id,
        object_attributes: {
          id: 1,
          name: 'thumbsup',
          user_id: me.id,
          awardable_type: 'Note',
          awardable_id: comment.body.id,
          action: 'award',
        },
        note: { id: comment.body.id, note: 'Nice snippet', noteable_type: 'Snippet' },
        project_snippet: { id: snippet.body.id, title: 'Snip' },
      });
    } finally {
      await r.close();
    }
  });
});
