import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { deliveryWaits, hookReceiver } from './support/hook-receiver.ts';
import { settleMergeRequestWork } from './support/merge-requests.ts';

describe('merge request hook deliveries', () => {
  let t: TestApp;
  let project: { id: number; path_with_namespace: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    project = (
      await t.post('/projects', { body: { name: unique('mr-hooked'), initialize_with_readme: true } })
    ).body;
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends GitLab's merge request payloads for open, update, close, reopen and merge, only to hooks with the flag", async () => {
    const r = await hookReceiver();
    try {
      const hook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?mr`, merge_requests_events: true, push_events: false, token: 'mr-tok' },
      });
      expect(hook.status, hook.text).toBe(201);
      const other = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?push`, push_events: true, merge_requests_events: false },
      });
      expect(other.status, other.text).toBe(201);
      const { at, waitFor } = deliveryWaits(t, r);
      // Every delivery of the change is in before its merge request hooks are counted.
      const waitForMr = async (n: number) => {
        await waitFor('?mr', n);
        await t.running.services.hookDeliveries.idle();
        return at('?mr');
      };

      const head = await t.post(`/projects/${project.id}/repository/commits`, {
        body: {
          branch: 'feature',
          start_branch: 'main',
          commit_message: 'Add feature\n\nThe body.',
          actions: [{ action: 'create', file_path: 'feature.txt', content: 'x' }],
        },
      });
      expect(head.status, head.text).toBe(201);
      const label = await t.post(`/projects/${project.id}/labels`, {
        body: { name: 'bug', color: '#ff0000' },
      });
      expect(label.status, label.text).toBe(201);
      const me = (await t.get('/user')).body;

      const created = await t.post(`/projects/${project.id}/merge_requests`, {
        body: {
          source_branch: 'feature',
          target_branch: 'main',
          title: 'Add a feature',
          description: 'Please',
          labels: 'bug',
          assignee_ids: [me.id],
          reviewer_ids: [me.id],
        },
      });
      expect(created.status, created.text).toBe(201);
      const [opened] = await waitForMr(1);
      expect(opened!.headers['x-gitlab-event']).toBe('Merge Request Hook');
      expect(opened!.headers['x-gitlab-token']).toBe('mr-tok');
      expect(opened!.headers['x-gitlab-event-uuid']).toMatch(/^[0-9a-f-]{36}$/);
      const body = opened!.body;
      expect(body).toMatchObject({
        object_kind: 'merge_request',
        event_type: 'merge_request',
        user: { id: me.id, username: me.username, name: me.name, avatar_url: expect.any(String) },
        project: {
          id: project.id,
          name: project.name,
          path_with_namespace: project.path_with_namespace,
          web_url: expect.stringContaining(project.path_with_namespace),
          git_http_url: expect.stringMatching(/\.git$/),
          default_branch: 'main',
        },
        repository: { name: project.name, homepage: expect.stringContaining(project.path_with_namespace) },
        labels: [
          expect.objectContaining({
            id: label.body.id,
            title: 'bug',
            color: '#ff0000',
            type: 'ProjectLabel',
          }),
        ],
        assignees: [expect.objectContaining({ id: me.id, username: me.username })],
        reviewers: [expect.objectContaining({ id: me.id, username: me.username })],
        changes: {},
      });
      expect(body.object_attributes).toMatchObject({
        action: 'open',
        id: created.body.id,
        iid: created.body.iid,
        title: 'Add a feature',
        description: 'Please',
        state: 'opened',
        state_id: 1,
        source_branch: 'feature',
        target_branch: 'main',
        source_project_id: project.id,
        target_project_id: project.id,
        author_id: me.id,
        assignee_id: me.id,
        assignee_ids: [me.id],
        reviewer_ids: [me.id],
        draft: false,
        work_in_progress: false,
        url: created.body.web_url,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        source: expect.objectContaining({ id: project.id }),
        target: expect.objectContaining({ id: project.id }),
        labels: [expect.objectContaining({ title: 'bug' })],
        last_commit: {
          id: head.body.id,
          title: 'Add feature',
          message: 'Add feature\n\nThe body.',
          timestamp: expect.any(String),
          url: expect.stringContaining(`/-/commit/${head.body.id}`),
          author: { name: expect.any(String), email: expect.any(String) },
        },
      });
      await settleMergeRequestWork(t);

      const mrPath = `/projects/${project.id}/merge_requests/${created.body.iid}`;
      expect((await t.put(mrPath, { body: { title: 'Draft: Add a feature' } })).status).toBe(200);
      const updated = (await waitForMr(2))[1]!.body;
      expect(updated.object_attributes).toMatchObject({
        action: 'update',
        title: 'Draft: Add a feature',
        draft: true,
      });
      expect((await t.put(mrPath, { body: { title: 'Add a feature' } })).status).toBe(200);
      await waitForMr(3);

      expect((await t.put(mrPath, { body: { state_event: 'close' } })).status).toBe(200);
      const closed = (await waitForMr(4))[3]!.body;
      expect(closed.object_attributes).toMatchObject({ action: 'close', state: 'closed', state_id: 2 });
      expect(closed.changes).toMatchObject({ state_id: { previous: 1, current: 2 } });

      expect((await t.put(mrPath, { body: { state_event: 'reopen' } })).status).toBe(200);
      const reopened = (await waitForMr(5))[4]!.body;
      expect(reopened.object_attributes).toMatchObject({ action: 'reopen', state: 'opened', state_id: 1 });
      expect(reopened.changes).toMatchObject({ state_id: { previous: 2, current: 1 } });

      await settleMergeRequestWork(t);
      const merged = await t.put(`${mrPath}/merge`);
      expect(merged.status, merged.text).toBe(200);
      const mergeHooks = await waitForMr(6);
      const mergeBody = mergeHooks.find((d) => d.body.object_attributes.action === 'merge')?.body;
      expect(mergeBody).toBeDefined();
      expect(mergeBody.object_attributes).toMatchObject({
        state: 'merged',
        state_id: 3,
        merge_commit_sha: merged.body.merge_commit_sha,
        merge_user_id: me.id,
      });
      expect(mergeBody.changes).toMatchObject({ state_id: { previous: 1, current: 3 } });

      // The hook without merge_requests_events got the pushes and no merge request hook.
      await t.running.services.hookDeliveries.idle();
      const others = r.received.filter((d) => d.url.endsWith('?push'));
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((d) => d.headers['x-gitlab-event'] === 'Push Hook')).toBe(true);
    } finally {
      await r.close();
    }
  });
});
