import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { hookReceiver } from './support/hook-receiver.ts';
import { emailsSettled, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';

let t: TestApp;
let inbox: SmtpInbox;
let receiver: Awaited<ReturnType<typeof hookReceiver>>;
let project: { id: number };
let hook: { id: number };

beforeAll(async () => {
  inbox = await startSmtpInbox();
  receiver = await hookReceiver();
  t = await startTestApp({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      MAIL_FROM: 'Railyard <noreply@railyard.test>',
    },
  });
  const allowed = await t.put('/application/settings', {
    body: { allow_local_requests_from_web_hooks_and_services: true },
  });
  expect(allowed.status, allowed.text).toBe(200);
  project = (await t.post('/projects', { body: { name: unique('silent'), initialize_with_readme: true } }))
    .body;
  const created = await t.post(`/projects/${project.id}/hooks`, {
    body: { url: receiver.url, push_events: true },
  });
  expect(created.status, created.text).toBe(201);
  hook = created.body;
  const emails = await t.put(`/projects/${project.id}/integrations/emails-on-push`, {
    body: { recipients: 'list@lists.test' },
  });
  expect(emails.status, emails.text).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
  await receiver?.close();
});

async function push(title: string): Promise<void> {
  const commit = await t.post(`/projects/${project.id}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: title,
      actions: [{ action: 'create', file_path: `${unique('f')}.txt`, content: 'x' }],
    },
  });
  expect(commit.status, commit.text).toBe(201);
  await emailsSettled(t);
  await t.running.services.hookDeliveries.intake.idle();
  await t.running.services.hookDeliveries.idle();
}

const silent = async (enabled: boolean) => {
  const put = await t.put('/application/settings', { body: { silent_mode_enabled: enabled } });
  expect(put.status, put.text).toBe(200);
  expect(put.body.silent_mode_enabled).toBe(enabled);
};

const pushSubjects = () => inbox.messages.map((m) => m.subject ?? '').filter((s) => s.startsWith('[Git]'));

describe('silent mode', () => {
  it('sends no email and no webhook while enabled, and nothing of that time once disabled', async () => {
    await silent(true);
    await push('Quiet push');
    expect(receiver.received).toHaveLength(0);
    expect(pushSubjects()).toEqual([]);

    // A test delivery is refused, and does not count against the hook.
    const test = await t.post(`/projects/${project.id}/hooks/${hook.id}/test/push_events`);
    expect(test.status, test.text).toBe(422);
    expect(test.body.message).toMatch(/silent mode/i);
    expect(receiver.received).toHaveLength(0);
    const afterTest = await t.get(`/projects/${project.id}/hooks/${hook.id}`);
    expect(afterTest.body.alert_status).toBe('executable');

    await silent(false);
    await push('Loud push');
    await receiver.count(1);
    expect(
      receiver.received.map((r) => (r.body as { commits: { title: string }[] }).commits[0]!.title),
    ).toEqual(['Loud push']);
    expect(pushSubjects()).toHaveLength(1);
    expect(pushSubjects()[0]).toContain('Loud push');
  });
});
