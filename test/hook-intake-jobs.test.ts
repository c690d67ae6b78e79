import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { hookReceiver } from './support/hook-receiver.ts';

// With the job queue, a change whose events hooks receive queues a pg-boss job in its own
// transaction: the events reach their hooks even when the process that committed the change never
// takes them in (here: its intake stopped, as if it had died right after the commit).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ queue: true, env: { WEBHOOK_TIMEOUT_SECONDS: '1' } });
  await t.put('/application/settings', { body: { allow_local_requests_from_web_hooks_and_services: true } });
});
afterAll(async () => {
  await t?.close();
});

describe('webhook intake jobs', () => {
  it('deliver the events of a change that this process never took in', async () => {
    const r = await hookReceiver();
    try {
      const project = (
        await t.post('/projects', { body: { name: unique('intake-jobs'), initialize_with_readme: true } })
      ).body;
      const hook = await t.post(`/projects/${project.id}/hooks`, { body: { url: r.url, push_events: true } });
      expect(hook.status, hook.text).toBe(201);

      t.running.services.hookDeliveries.intake.stop();
      const pushed = await t.post(`/projects/${project.id}/repository/commits`, {
        body: {
          branch: 'main',
          commit_message: 'Delivered by the job',
          actions: [{ action: 'create', file_path: 'job.txt', content: 'x' }],
        },
      });
      expect(pushed.status, pushed.text).toBe(201);

      const [delivery] = await r.count(1);
      expect(delivery!.headers['x-gitlab-event']).toBe('Push Hook');
      expect(delivery!.body).toMatchObject({ object_kind: 'push', after: pushed.body.id });
    } finally {
      await r.close();
    }
  });
});
