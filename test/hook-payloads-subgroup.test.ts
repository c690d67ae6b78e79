import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { deliveryWaits, hookReceiver } from './support/hook-receiver.ts';

describe('subgroup hook deliveries', () => {
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

  it("sends GitLab's subgroup payloads on creation and deletion to the parent's and ancestors' hooks with the flag", async () => {
    const r = await hookReceiver();
    try {
      const topPath = unique('sub-top');
      const top = await t.post('/groups', { body: { name: topPath, path: topPath } });
      expect(top.status, top.text).toBe(201);
      const midPath = unique('sub-mid');
      const mid = await t.post('/groups', { body: { name: midPath, path: midPath, parent_id: top.body.id } });
      expect(mid.status, mid.text).toBe(201);
      // The creation of mid is taken in before the hooks exist (hooks are looked up at intake).
      await t.running.services.hookDeliveries.intake.idle();
      const topHook = await t.post(`/groups/${top.body.id}/hooks`, {
        body: { url: `${r.url}?top`, subgroup_events: true, push_events: false, token: 's-tok' },
      });
      expect(topHook.status, topHook.text).toBe(201);
      const midHook = await t.post(`/groups/${mid.body.id}/hooks`, {
        body: { url: `${r.url}?mid`, subgroup_events: true, push_events: false },
      });
      expect(midHook.status, midHook.text).toBe(201);
      const other = await t.post(`/groups/${mid.body.id}/hooks`, {
        body: { url: `${r.url}?other`, push_events: true, subgroup_events: false },
      });
      expect(other.status, other.text).toBe(201);
      const { at, waitFor } = deliveryWaits(t, r);

      const leafPath = unique('sub-leaf');
      const leaf = await t.post('/groups', {
        body: { name: `Leaf ${leafPath}`, path: leafPath, parent_id: mid.body.id },
      });
      expect(leaf.status, leaf.text).toBe(201);
      const [created] = await waitFor('?mid', 1);
      const [viaTop] = await waitFor('?top', 1);
      expect(created!.headers['x-gitlab-event']).toBe('Subgroup Hook');
      expect(viaTop!.headers['x-gitlab-token']).toBe('s-tok');
      const expected = {
        event_name: 'subgroup_create',
        name: `Leaf ${leafPath}`,
        path: leafPath,
        full_path: `${topPath}/${midPath}/${leafPath}`,
        group_id: leaf.body.id,
        parent_group_id: mid.body.id,
        parent_name: midPath,
        parent_path: midPath,
        parent_full_path: `${topPath}/${midPath}`,
      };
      expect(created!.body).toEqual({
        ...expected,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        updated_at: expect.stringMatching(/Z$/),
      });
      expect(viaTop!.body).toEqual(created!.body);

      const deleted = await t.delete(`/groups/${leaf.body.id}`);
      expect(deleted.status, deleted.text).toBe(202);
      const destroyed = (await waitFor('?mid', 2))[1]!.body;
      expect(destroyed).toMatchObject({ ...expected, event_name: 'subgroup_destroy' });
      await waitFor('?top', 2);

      await t.running.services.hookDeliveries.idle();
      // Creating the top-level group's subgroup `mid` was before the hooks; a top-level group has no parent.
      const rootPath = unique('sub-root');
      expect((await t.post('/groups', { body: { name: rootPath, path: rootPath } })).status).toBe(201);
      await t.running.services.hookDeliveries.idle();
      expect(at('?mid')).toHaveLength(2);
      expect(at('?top')).toHaveLength(2);
      expect(at('?other')).toHaveLength(0);
    } finally {
      await r.close();
    }
  });
});
