import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { deliveryWaits, hookReceiver } from './support/hook-receiver.ts';

describe('member hook deliveries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends GitLab's member payloads for a group's memberships to its and its ancestors' hooks with the flag", async () => {
    const r = await hookReceiver();
    try {
      const parentPath = unique('members-parent');
      const parent = await t.post('/groups', { body: { name: parentPath, path: parentPath } });
      expect(parent.status, parent.text).toBe(201);
      const childPath = unique('members-child');
      const child = await t.post('/groups', {
        body: { name: childPath, path: childPath, parent_id: parent.body.id },
      });
      expect(child.status, child.text).toBe(201);
      const parentHook = await t.post(`/groups/${parent.body.id}/hooks`, {
        body: { url: `${r.url}?parent`, member_events: true, push_events: false, token: 'm-tok' },
      });
      expect(parentHook.status, parentHook.text).toBe(201);
      const other = await t.post(`/groups/${child.body.id}/hooks`, {
        body: { url: `${r.url}?other`, push_events: true, member_events: false },
      });
      expect(other.status, other.text).toBe(201);
      const project = await t.post('/projects', { body: { name: unique('members-project') } });
      const projectHook = await t.post(`/projects/${project.body.id}/hooks`, {
        body: { url: `${r.url}?project`, push_events: true },
      });
      expect(projectHook.status, projectHook.text).toBe(201);
      const { at, waitFor } = deliveryWaits(t, r);
      const user = await createUser(t, { username: unique('member') });

      const added = await t.post(`/groups/${child.body.id}/members`, {
        body: { user_id: user.id, access_level: 30, expires_at: '2099-12-14' },
      });
      expect(added.status, added.text).toBe(201);
      const [add] = await waitFor('?parent', 1);
      expect(add!.headers['x-gitlab-event']).toBe('Member Hook');
      expect(add!.headers['x-gitlab-token']).toBe('m-tok');
      expect(add!.body).toEqual({
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        updated_at: expect.stringMatching(/Z$/),
        group_name: childPath,
        group_path: childPath,
        group_id: child.body.id,
        user_username: user.username,
        user_name: expect.any(String),
        user_email: expect.any(String),
        user_id: user.id,
        group_access: 'Developer',
        group_plan: null,
        expires_at: '2099-12-14T00:00:00Z',
        event_name: 'user_add_to_group',
      });

      expect(
        (await t.put(`/groups/${child.body.id}/members/${user.id}`, { body: { access_level: 40 } })).status,
      ).toBe(200);
      const update = (await waitFor('?parent', 2))[1]!.body;
      expect(update).toMatchObject({
        event_name: 'user_update_for_group',
        group_access: 'Maintainer',
        user_id: user.id,
      });

      expect((await t.delete(`/groups/${child.body.id}/members/${user.id}`)).status).toBe(204);
      const removed = (await waitFor('?parent', 3))[2]!.body;
      expect(removed).toMatchObject({
        event_name: 'user_remove_from_group',
        group_id: child.body.id,
        group_access: 'Maintainer',
        user_id: user.id,
      });

      // A project's memberships are no member events; hooks without the flag get none.
      expect(
        (
          await t.post(`/projects/${project.body.id}/members`, {
            body: { user_id: user.id, access_level: 30 },
          })
        ).status,
      ).toBe(201);
      await t.running.services.hookDeliveries.idle();
      expect(at('?parent')).toHaveLength(3);
      expect(at('?other')).toHaveLength(0);
      expect(at('?project')).toHaveLength(0);
    } finally {
      await r.close();
    }
  });
});
