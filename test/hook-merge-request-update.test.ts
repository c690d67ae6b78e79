import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { deliveryWaits, hookReceiver } from './support/hook-receiver.ts';
import { addMember } from './support/membership.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

describe('merge request update hooks on source branch pushes', () => {
  let t: TestApp;
  let project: { id: number; path_with_namespace: string };

  beforeAll(async () => {
    t = await startTestApp();
    project = (
      await t.post('/projects', { body: { name: unique('mr-pushed'), initialize_with_readme: true } })
    ).body;
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends an update with oldrev, as the pusher, for each push that moves an open merge request’s source branch', async () => {
    const r = await hookReceiver();
    try {
      const hook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?mr`, merge_requests_events: true, push_events: false },
      });
      expect(hook.status, hook.text).toBe(201);
      const pushHook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?push`, push_events: true },
      });
      expect(pushHook.status, pushHook.text).toBe(201);
      const { at, waitFor } = deliveryWaits(t, r, () => settleMergeRequestWork(t));
      const commit = async (branch: string, file: string, token?: string) => {
        const made = await t.post(`/projects/${project.id}/repository/commits`, {
          ...(token ? { token } : {}),
          body: {
            branch,
            commit_message: `Change ${file}`,
            actions: [{ action: 'create', file_path: file, content: file }],
          },
        });
        expect(made.status, made.text).toBe(201);
        return made.body.id as string;
      };

      const first = await t.post(`/projects/${project.id}/repository/commits`, {
        body: {
          branch: 'feature',
          start_branch: 'main',
          commit_message: 'Start feature',
          actions: [{ action: 'create', file_path: 'feature.txt', content: 'x' }],
        },
      });
      expect(first.status, first.text).toBe(201);
      const mr = await t.post(`/projects/${project.id}/merge_requests`, {
        body: { source_branch: 'feature', target_branch: 'main', title: 'Feature' },
      });
      expect(mr.status, mr.text).toBe(201);
      const [opened] = await waitFor('?mr', 1);
      expect(opened!.body.object_attributes).toMatchObject({ action: 'open', iid: mr.body.iid });
      expect(opened!.body.object_attributes.oldrev).toBeUndefined();
      await settleMergeRequestWork(t);

      // A developer pushes to the source branch: an update as them, with the head it had.
      const dev = await createUser(t, { username: unique('mr-pusher') });
      await addMember(t, 'projects', project.id, dev.id, 30);
      const second = await commit('feature', 'second.txt', dev.token);
      const update = (await waitFor('?mr', 2))[1]!;
      expect(update.headers['x-gitlab-event']).toBe('Merge Request Hook');
      expect(update.body).toMatchObject({
        object_kind: 'merge_request',
        event_type: 'merge_request',
        user: { id: dev.id, username: dev.username },
        project: { id: project.id },
        object_attributes: {
          id: mr.body.id,
          iid: mr.body.iid,
          action: 'update',
          oldrev: first.body.id,
          state: 'opened',
          last_commit: expect.objectContaining({ id: second, title: 'Change second.txt' }),
        },
      });
      // The push itself still goes to push hooks, once.
      await waitFor('?push', 2);
      expect(at('?push').filter((d) => d.body.after === second)).toHaveLength(1);

      // A push to the target branch updates no merge request; the next source push does, from the last head.
      await commit('main', 'main.txt');
      await settleMergeRequestWork(t);
      const third = await commit('feature', 'third.txt');
      const next = (await waitFor('?mr', 3))[2]!.body;
      expect(next.object_attributes).toMatchObject({
        action: 'update',
        oldrev: second,
        last_commit: expect.objectContaining({ id: third }),
      });

      // An edit is an update without oldrev.
      const edited = await t.put(`/projects/${project.id}/merge_requests/${mr.body.iid}`, {
        body: { title: 'Feature, renamed' },
      });
      expect(edited.status, edited.text).toBe(200);
      const edit = (await waitFor('?mr', 4))[3]!.body;
      expect(edit.object_attributes).toMatchObject({ action: 'update', title: 'Feature, renamed' });
      expect(edit.object_attributes.oldrev).toBeUndefined();

      // A closed merge request hears of no push.
      const closed = await t.put(`/projects/${project.id}/merge_requests/${mr.body.iid}`, {
        body: { state_event: 'close' },
      });
      expect(closed.status, closed.text).toBe(200);
      await waitFor('?mr', 5);
      const afterClose = await commit('feature', 'fourth.txt');
      await waitFor('?push', 5);
      expect(at('?push').at(-1)!.body.after).toBe(afterClose);
      await settleMergeRequestWork(t);
      await t.running.services.hookDeliveries.idle();
      expect(at('?mr').map((d) => d.body.object_attributes.action)).toEqual([
        'open',
        'update',
        'update',
        'update',
        'close',
      ]);
    } finally {
      await r.close();
    }
  });
});
