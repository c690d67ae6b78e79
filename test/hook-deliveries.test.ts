import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { hookReceiver as receiver } from './support/hook-receiver.ts';

describe('webhook deliveries', () => {
  let t: TestApp;
  let project: { id: number; path_with_namespace: string };

  beforeAll(async () => {
    t = await startTestApp();
    project = (await t.post('/projects', { body: { name: unique('hooked'), initialize_with_readme: true } }))
      .body;
  });
  afterAll(async () => {
    await t?.close();
  });

  const allowLocal = (allowed: boolean) =>
    t.put('/application/settings', { body: { allow_local_requests_from_web_hooks_and_services: allowed } });
  const settle = () => t.running.services.hookDeliveries.idle();
  const commit = (branch: string, file: string, startBranch?: string) =>
    t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch,
        ...(startBranch ? { start_branch: startBranch } : {}),
        commit_message: `Add ${file}\n\nWith a body.`,
        actions: [{ action: 'create', file_path: file, content: 'x' }],
      },
    });

  it("delivers a push with GitLab's payload and headers to the hooks whose branch filter matches", async () => {
    const r = await receiver();
    try {
      await allowLocal(true);
      const hook = await t.post(`/projects/${project.id}/hooks`, {
        body: {
          url: r.url,
          push_events: true,
          token: 'sekret',
          custom_headers: [{ key: 'X-Custom', value: 'v1' }],
        },
      });
      expect(hook.status, hook.text).toBe(201);
      const filtered = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?filtered`, push_events: true, push_events_branch_filter: 'release/*' },
      });
      expect(filtered.status, filtered.text).toBe(201);

      const pushed = await commit('main', 'one.txt');
      expect(pushed.status, pushed.text).toBe(201);
      const [delivery] = await r.count(1);
      await settle();
      expect(r.received).toHaveLength(1);
      expect(delivery!.headers['x-gitlab-event']).toBe('Push Hook');
      expect(delivery!.headers['x-gitlab-token']).toBe('sekret');
      expect(delivery!.headers['x-custom']).toBe('v1');
      expect(delivery!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(delivery!.headers['x-gitlab-event-uuid']).toMatch(/^[0-9a-f-]{36}$/);
      expect(delivery!.headers['x-gitlab-webhook-uuid']).toMatch(/^[0-9a-f-]{36}$/);
      expect(delivery!.headers['x-gitlab-instance']).toMatch(/^http/);
      expect(delivery!.headers['user-agent']).toMatch(/^GitLab\//);
      const body = delivery!.body;
      expect(body).toMatchObject({
        object_kind: 'push',
        event_name: 'push',
        ref: 'refs/heads/main',
        after: pushed.body.id,
        checkout_sha: pushed.body.id,
        user_username: 'root',
        project_id: project.id,
        total_commits_count: 1,
        ref_protected: true,
        project: { id: project.id, path_with_namespace: project.path_with_namespace, default_branch: 'main' },
        repository: { git_http_url: expect.stringMatching(/\.git$/) },
      });
      expect(body.commits).toEqual([
        expect.objectContaining({
          id: pushed.body.id,
          title: 'Add one.txt',
          message: 'Add one.txt\n\nWith a body.',
          added: ['one.txt'],
          modified: [],
          removed: [],
          url: expect.stringContaining(`/-/commit/${pushed.body.id}`),
        }),
      ]);

      // The release branch reaches both hooks.
      await commit('release/1', 'two.txt', 'main');
      await r.count(3);
      await settle();
      expect(r.received.map((d) => d.body.ref)).toEqual([
        'refs/heads/main',
        'refs/heads/release/1',
        'refs/heads/release/1',
      ]);
      // One event, one event UUID; each delivery its own idempotency key.
      const [a, b] = r.received.slice(1);
      expect(a!.headers['x-gitlab-event-uuid']).toBe(b!.headers['x-gitlab-event-uuid']);
      expect(a!.headers['idempotency-key']).not.toBe(b!.headers['idempotency-key']);
      await t.delete(`/projects/${project.id}/hooks/${hook.body.id}`);
      await t.delete(`/projects/${project.id}/hooks/${filtered.body.id}`);
    } finally {
      await r.close();
    }
  });

  it('delivers tag pushes only to hooks with tag_push_events', async () => {
    const r = await receiver();
    try {
      await allowLocal(true);
      const pushHook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?push`, push_events: true },
      });
      const tagHook = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?tags`, push_events: false, tag_push_events: true },
      });
      const tag = await t.post(`/projects/${project.id}/repository/tags`, {
        body: { tag_name: 'v1.0', ref: 'main' },
      });
      expect(tag.status, tag.text).toBe(201);
      const [delivery] = await r.count(1);
      await settle();
      expect(r.received).toHaveLength(1);
      expect(delivery!.headers['x-gitlab-event']).toBe('Tag Push Hook');
      expect(delivery!.body).toMatchObject({ object_kind: 'tag_push', ref: 'refs/tags/v1.0' });
      await t.delete(`/projects/${project.id}/hooks/${pushHook.body.id}`);
      await t.delete(`/projects/${project.id}/hooks/${tagHook.body.id}`);
    } finally {
      await r.close();
    }
  });

  it('takes an event in late (after a restart) only for the hooks that existed when it happened', async () => {
    const r = await receiver();
    const intake = t.running.services.hookDeliveries.intake;
    let listening = true;
    try {
      await allowLocal(true);
      const before = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?before`, push_events: true },
      });
      await settle();
      intake.stop();
      listening = false;
      const pushed = await commit('main', 'late.txt');
      expect(pushed.status, pushed.text).toBe(201);
      const after = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: `${r.url}?after`, push_events: true },
      });
      expect(after.status, after.text).toBe(201);
      intake.start();
      listening = true;
      expect(await intake.resumeUnclaimed()).toBeGreaterThanOrEqual(1);
      await r.count(1);
      await settle();
      expect(r.received.map((d) => d.url)).toEqual(['/hook?before']);
      await t.delete(`/projects/${project.id}/hooks/${before.body.id}`);
      await t.delete(`/projects/${project.id}/hooks/${after.body.id}`);
    } finally {
      if (!listening) intake.start();
      await r.close();
    }
  });

  it('refuses a local receiver unless the settings allow it, and counts the failure against the hook', async () => {
    const r = await receiver();
    try {
      await allowLocal(true);
      const hook = await t.post(`/projects/${project.id}/hooks`, { body: { url: r.url, push_events: true } });
      expect(hook.status, hook.text).toBe(201);
      await allowLocal(false);
      await commit('main', `${unique('f')}.txt`);
      // The event reaches the intake after the commit answers: wait for its delivery's log.
      const logsOf = () =>
        t.run(() =>
          t.running.orm.em
            .fork()
            .getConnection()
            .execute(
              `select response_status, internal_error_message from web_hook_logs where web_hook_id = ? and state = 'done'`,
              [hook.body.id],
            ),
        );
      let logs = await logsOf();
      while (logs.length === 0) {
        await settle();
        await new Promise((resolve) => setTimeout(resolve, 20));
        logs = await logsOf();
      }
      expect(r.received).toHaveLength(0);
      expect(logs).toEqual([
        { response_status: 'internal error', internal_error_message: expect.stringMatching(/not allowed/) },
      ]);
      expect((await t.get(`/projects/${project.id}/hooks/${hook.body.id}`)).body).toMatchObject({
        alert_status: 'executable',
      });
      await t.delete(`/projects/${project.id}/hooks/${hook.body.id}`);
    } finally {
      await allowLocal(true);
      await r.close();
    }
  });

  it("lists a hook's deliveries, re-sends one with its idempotency key, and sends test deliveries", async () => {
    const r = await receiver();
    const failing = await receiver(500);
    try {
      await allowLocal(true);
      const hook = await t.post(`/projects/${project.id}/hooks`, {
        body: {
          url: r.url,
          push_events: true,
          token: 'tok',
          custom_headers: [{ key: 'X-Secret', value: 's' }],
        },
      });
      const pushed = await commit('main', `${unique('logged')}.txt`);
      await r.count(1);
      await settle();

      const events = await t.get(`/projects/${project.id}/hooks/${hook.body.id}/events`);
      expect(events.status, events.text).toBe(200);
      expect(events.headers['x-total']).toBe('1');
      expect(events.body).toEqual([
        expect.objectContaining({
          trigger: 'push_hooks',
          url: r.url,
          response_status: '200',
          response_body: 'thanks',
          request_data: expect.objectContaining({ object_kind: 'push', after: pushed.body.id }),
          request_headers: expect.objectContaining({
            'X-Gitlab-Token': '[REDACTED]',
            'X-Secret': '[REDACTED]',
          }),
          execution_duration: expect.any(Number),
        }),
      ]);
      expect(
        (
          await t.get(`/projects/${project.id}/hooks/${hook.body.id}/events`, {
            query: { status: 'server_failure' },
          })
        ).body,
      ).toEqual([]);
      expect(
        (await t.get(`/projects/${project.id}/hooks/${hook.body.id}/events`, { query: { status: 'teapot' } }))
          .status,
      ).toBe(400);

      const resent = await t.post(
        `/projects/${project.id}/hooks/${hook.body.id}/events/${events.body[0].id}/resend`,
      );
      expect(resent.status, resent.text).toBe(201);
      expect(resent.body).toEqual({ response_status: 200 });
      expect(r.received).toHaveLength(2);
      expect(r.received[1]!.headers['idempotency-key']).toBe(r.received[0]!.headers['idempotency-key']);
      expect(r.received[1]!.body).toEqual(r.received[0]!.body);
      expect(
        (await t.post(`/projects/${project.id}/hooks/${hook.body.id}/events/999999/resend`)).status,
      ).toBe(404);

      const tested = await t.post(`/projects/${project.id}/hooks/${hook.body.id}/test/push_events`);
      expect(tested.status, tested.text).toBe(201);
      expect(tested.body).toEqual({ message: '201 Created' });
      expect(r.received[2]!.body).toMatchObject({
        object_kind: 'push',
        ref: 'refs/heads/main',
        after: pushed.body.id,
      });
      expect(r.received[2]!.body.commits[0].id).toBe(pushed.body.id);
      expect((await t.post(`/projects/${project.id}/hooks/${hook.body.id}/test/nonsense`)).status).toBe(400);

      // A failing receiver: the test answers 422 with the receiver's answer.
      const bad = await t.post(`/projects/${project.id}/hooks`, {
        body: { url: failing.url, push_events: true },
      });
      const failed = await t.post(`/projects/${project.id}/hooks/${bad.body.id}/test/push_events`);
      expect(failed.status).toBe(422);
      expect(failed.body).toEqual({ message: 'thanks' });
      // Five tests a minute per project and user (the two above count): the sixth is refused.
      for (let i = 0; i < 3; i++) {
        expect((await t.post(`/projects/${project.id}/hooks/${hook.body.id}/test/push_events`)).status).toBe(
          201,
        );
      }
      expect((await t.post(`/projects/${project.id}/hooks/${hook.body.id}/test/push_events`)).status).toBe(
        429,
      );
      await t.delete(`/projects/${project.id}/hooks/${hook.body.id}`);
      await t.delete(`/projects/${project.id}/hooks/${bad.body.id}`);
    } finally {
      await r.close();
      await failing.close();
    }
  });

  it('sends deliveries from a thread of their own, at a lower priority than the threads answering requests', async () => {
    const r = await receiver();
    const thread = t.running.services.hookDeliveries.thread!;
    try {
      await allowLocal(true);
      const hook = await t.post(`/projects/${project.id}/hooks`, { body: { url: r.url, push_events: true } });
      const before = thread.batchesHandedOver;
      expect((await commit('main', 'threaded.txt')).status).toBe(201);
      await r.count(1);
      await settle();
      expect(thread.batchesHandedOver).toBe(before + 1);
      // The nice value is field 19 of a task's stat line (after the parenthesised name).
      const niceOf = async (task: string) =>
        Number((await fs.readFile(`/proc/self/task/${task}/stat`, 'utf8')).split(') ')[1]!.split(' ')[16]);
      const nices = await Promise.all((await fs.readdir('/proc/self/task')).map(niceOf));
      expect(await niceOf(String(process.pid))).toBe(0);
      expect(nices).toContain(10);
      await t.delete(`/projects/${project.id}/hooks/${hook.body.id}`);
    } finally {
      await r.close();
    }
  });
});
