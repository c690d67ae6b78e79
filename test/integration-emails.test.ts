import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { protocolRunner, waitFor } from './support/ci.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addresses, emailsSettled, mailingTo, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';

let t: TestApp;
let inbox: SmtpInbox;
let project: { id: number; name: string; fullPath: string; sha: string; dir: string };
let maintainer: CreatedUser;
/** A developer whose address is of the instance's own domain (railyard.test). */
let insider: CreatedUser;
/** A developer with an address elsewhere. */
let developer: CreatedUser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: mailingTo(inbox),
  });
  const pushed = await projectWithFiles(t, { 'README.md': '# hello\n' });
  project = { ...pushed, name: (await t.get(`/projects/${pushed.id}`)).body.name };
  // Developers push to main here, and a test forces it back.
  const unprotected = await t.delete(`/projects/${project.id}/protected_branches/main`);
  expect(unprotected.status, unprotected.text).toBe(204);
  maintainer = await createUser(t);
  const name = unique('insider');
  insider = await createUser(t, { username: name, email: `${name}@railyard.test` });
  developer = await createUser(t);
  for (const [user, level] of [
    [maintainer, 40],
    [insider, 30],
    [developer, 30],
  ] as const) {
    const added = await t.post(`/projects/${project.id}/members`, {
      body: { user_id: user.id, access_level: level },
    });
    expect(added.status, added.text).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
  await cleanupDirs();
});

async function configure(slug: string, body: Record<string, unknown>): Promise<void> {
  const put = await t.put(`/projects/${project.id}/integrations/${slug}`, { token: maintainer.token, body });
  expect(put.status, put.text).toBe(200);
}

/** One commit through the API, as `user`, on `branch` (created from main when `fromMain`). */
async function commitAs(user: CreatedUser, branch: string, title: string, fromMain = false) {
  const file = unique('file');
  const commit = await t.post(`/projects/${project.id}/repository/commits`, {
    token: user.token,
    body: {
      branch,
      ...(fromMain ? { start_branch: 'main' } : {}),
      commit_message: title,
      actions: [{ action: 'create', file_path: `${file}.txt`, content: `${file}\n` }],
    },
  });
  expect(commit.status, commit.text).toBe(201);
  return commit.body as { id: string; short_id: string };
}

describe('emails on push', () => {
  it("mails each listed address, once, a push's commits and diff, from the pusher's name", async () => {
    await configure('emails-on-push', {
      recipients: 'first@lists.test, second@lists.test\nFIRST@lists.test not-an-address',
    });
    await git(project.dir, ['pull', '--quiet', 'origin', 'main']);
    const one = await commitFiles(project.dir, { 'one.txt': 'line one\n' }, 'Add one\n\nThe first file.');
    const two = await commitFiles(project.dir, { 'two.txt': 'line two\n' }, 'Add two');
    await git(project.dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/main']);
    await emailsSettled(t);

    const subject = `[Git][${project.fullPath}][main] 2 commits: Add one`;
    const mails = inbox.bySubject(subject);
    expect([...mails.keys()].sort()).toEqual(['first@lists.test', 'second@lists.test']);
    const mail = mails.get('first@lists.test')!;
    expect(mail.from?.value).toEqual([{ name: 'Administrator', address: 'noreply@railyard.test' }]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.headers.get('x-gitlab-project-path')).toBe(project.fullPath);
    expect(mail.headers.get('x-gitlab-author')).toBe('root');
    expect(mail.text).toContain(`Administrator pushed to branch main at ${project.fullPath}`);
    expect(mail.text).toContain(`${one.slice(0, 8)} by Test Author`);
    expect(mail.text).toContain('The first file.');
    expect(mail.text).toContain(`${two.slice(0, 8)} by Test Author`);
    expect(mail.text).toContain('2 changed files:');
    expect(mail.text).toContain('+line one');
    expect(mail.text).toContain('+line two');
    expect(mail.text).toContain(`http://railyard.test/${project.fullPath}/-/compare/`);
    expect(mail.html).toContain('+line two');
    expect(mail.text).toContain("because the project's Emails on push integration lists your address");

    // A force push back to the first commit tells of the dropped one.
    inbox.messages.length = 0;
    await git(project.dir, ['push', '--quiet', '--force', 'origin', `${one}:refs/heads/main`]);
    await emailsSettled(t);
    const dropped = inbox.bySubject(`[Git][${project.fullPath}][main] Deleted 1 commit: Add two`);
    expect([...dropped.keys()].sort()).toEqual(['first@lists.test', 'second@lists.test']);
    expect(dropped.get('second@lists.test')!.text).toContain('Deleted commits:');
  });

  it("leaves diffs out when asked, and sends from the pusher's address only when it is of the instance's domain", async () => {
    await configure('emails-on-push', {
      recipients: 'team@lists.test',
      disable_diffs: true,
      send_from_committer_email: true,
    });
    inbox.messages.length = 0;
    const commit = await commitAs(insider, 'main', 'Insider change');
    await emailsSettled(t);
    const mail = inbox.bySubject(`[Git][${project.fullPath}][main] Insider change`).get('team@lists.test')!;
    expect(mail.from?.value).toEqual([{ name: insider.name, address: insider.email }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: insider.email }]);
    expect(mail.text).toContain(`${commit.id.slice(0, 8)} by `);
    expect(mail.text).not.toContain('=====');
    expect(mail.text).not.toContain('changed file');
    expect(mail.text).toContain(`http://railyard.test/${project.fullPath}/-/commit/${commit.id}`);

    await commitAs(developer, 'main', 'Outside change');
    await emailsSettled(t);
    const other = inbox.bySubject(`[Git][${project.fullPath}][main] Outside change`).get('team@lists.test')!;
    expect(other.from?.value).toEqual([{ name: developer.name, address: 'noreply@railyard.test' }]);
    expect(other.replyTo).toBeUndefined();
  });

  it('keeps to the branches it selects, tells of tags while their flag is on, and of new and deleted refs', async () => {
    await configure('emails-on-push', {
      recipients: 'team@lists.test',
      branches_to_be_notified: 'default',
      disable_diffs: false,
      send_from_committer_email: false,
    });
    inbox.messages.length = 0;
    const branch = unique('feature');
    await commitAs(developer, branch, 'Feature work', true);
    await commitAs(developer, branch, 'More feature work');
    await commitAs(developer, 'main', 'Main work');
    const tag = await t.post(`/projects/${project.id}/repository/tags`, {
      token: maintainer.token,
      body: { tag_name: 'v1.0', ref: 'main' },
    });
    expect(tag.status, tag.text).toBe(201);
    await emailsSettled(t);
    expect(inbox.messages.map((m) => m.subject).sort()).toEqual(
      [`[Git][${project.fullPath}] Pushed new tag v1.0`, `[Git][${project.fullPath}][main] Main work`].sort(),
    );
    const tagMail = inbox.bySubject(`[Git][${project.fullPath}] Pushed new tag v1.0`).get('team@lists.test')!;
    expect(tagMail.text).toContain(`${maintainer.name} pushed new tag v1.0 at ${project.fullPath}`);
    expect(tagMail.text).toContain(`http://railyard.test/${project.fullPath}/-/tree/v1.0`);

    await configure('emails-on-push', { branches_to_be_notified: 'all', tag_push_events: false });
    inbox.messages.length = 0;
    const other = await t.post(`/projects/${project.id}/repository/tags`, {
      token: maintainer.token,
      body: { tag_name: 'v2.0', ref: 'main' },
    });
    expect(other.status, other.text).toBe(201);
    const deleted = await t.delete(`/projects/${project.id}/repository/branches/${branch}`, {
      token: maintainer.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    const fresh = unique('fresh');
    await commitAs(developer, fresh, 'Fresh work', true);
    await emailsSettled(t);
    expect(inbox.messages.map((m) => m.subject).sort()).toEqual(
      [
        `[Git][${project.fullPath}] Deleted branch ${branch}`,
        `[Git][${project.fullPath}] Pushed new branch ${fresh}`,
      ].sort(),
    );

    // Turned off, the integration sends nothing.
    const off = await t.delete(`/projects/${project.id}/integrations/emails-on-push`, {
      token: maintainer.token,
    });
    expect(off.status, off.text).toBe(204);
    inbox.messages.length = 0;
    await commitAs(developer, 'main', 'Unheard work');
    await emailsSettled(t);
    expect(inbox.messages).toEqual([]);
  });
});

describe('emails on push after a crash', () => {
  it('are sent at the next start for a push committed while no listener ran, and only once', async () => {
    await configure('emails-on-push', { recipients: 'late@lists.test' });
    const emails = t.running.services.notificationEmails;
    // As after a crash: the push is recorded while nothing listens, and nothing claims it.
    await emails.stop();
    inbox.messages.length = 0;
    await commitAs(developer, 'main', 'While nobody listened');
    const subject = `[Git][${project.fullPath}][main] While nobody listened`;

    emails.start();
    await emailsSettled(t);
    expect([...inbox.bySubject(subject).keys()]).toEqual(['late@lists.test']);

    // Another start finds the push claimed: nothing is sent twice.
    await emails.stop();
    emails.start();
    await emails.idle();
    expect(inbox.bySubject(subject).size).toBe(1);
    const off = await t.delete(`/projects/${project.id}/integrations/emails-on-push`, {
      token: maintainer.token,
    });
    expect(off.status, off.text).toBe(204);
  });
});

describe('pipeline status emails', () => {
  it('mail broken pipelines of the selected branches to the list and the pusher; successes when asked', async () => {
    const created = await t.post('/user/runners', {
      body: { runner_type: 'instance_type', tag_list: ['pipeline-emails'], run_untagged: false },
    });
    expect(created.status, created.text).toBe(201);
    const runner = protocolRunner(t, created.body.token);
    const ci = 'default:\n  tags: [pipeline-emails]\ntest:\n  script: make test\n';
    const ciFile = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'CI',
        actions: [{ action: 'create', file_path: '.gitlab-ci.yml', content: ci }],
      },
    });
    expect(ciFile.status, ciFile.text).toBe(201);
    // That commit's pipeline goes by unmailed: the integration is not set up yet.
    await runPipeline('main', 'success', null);
    // The developer hears of their pipelines through the integration only.
    const quiet = await t.put(`/projects/${project.id}/notification_settings`, {
      token: developer.token,
      body: { level: 'disabled' },
    });
    expect(quiet.status, quiet.text).toBe(200);
    await configure('pipelines-email', {
      recipients: 'ci@lists.test, ops@lists.test',
      add_pusher: true,
      branches_to_be_notified: 'default',
    });

    /** Commits as `user` on a branch, runs its job to `state`, and returns the pipeline once finished. */
    async function runPipeline(branch: string, state: 'success' | 'failed', user: CreatedUser | null) {
      const commit = user
        ? await commitAs(user, branch, `Change for ${state}`, branch !== 'main')
        : { id: (await t.get(`/projects/${project.id}/repository/commits/main`)).body.id as string };
      const job = await waitFor(
        () => runner.request(),
        (j) => j !== null,
        'a job',
        10_000,
      );
      await runner.finish(job!, state, state === 'failed' ? 1 : 0);
      const [pipeline] = await waitFor(
        async () =>
          (await t.get(`/projects/${project.id}/pipelines`, { query: { ref: branch } })).body as {
            id: number;
            sha: string;
            status: string;
          }[],
        (list) => list[0]?.sha === commit.id && list[0]?.status === state,
        `a ${state} pipeline`,
        10_000,
      );
      await emailsSettled(t);
      return pipeline!;
    }
    const subjectOf = (pipeline: { id: number; sha: string }, said: string, ref = 'main') =>
      `${project.name} | Pipeline #${pipeline.id} has ${said} for ${ref} | ${pipeline.sha.slice(0, 8)}`;

    inbox.messages.length = 0;
    const failed = await runPipeline('main', 'failed', developer);
    const failures = inbox.bySubject(subjectOf(failed, 'failed'));
    expect([...failures.keys()].sort()).toEqual(['ci@lists.test', developer.email, 'ops@lists.test'].sort());
    const mail = failures.get('ci@lists.test')!;
    expect(mail.headers.get('x-gitlab-pipeline-id')).toBe(String(failed.id));
    expect(mail.headers.get('x-gitlab-pipeline-status')).toBe('failed');
    expect(mail.text).toContain('Your pipeline has failed.');
    expect(mail.text).toContain(`Pipeline: #${failed.id} triggered by ${developer.name}`);
    expect(addresses(mail.to)).toEqual(['ci@lists.test']);
    expect(mail.text).toContain(
      "because the project's Pipeline status emails integration lists your address",
    );

    // Only broken pipelines by default: the fix is not mailed; nor is another branch's failure.
    inbox.messages.length = 0;
    await runPipeline('main', 'success', developer);
    await runPipeline(unique('topic'), 'failed', developer);
    expect(inbox.messages).toEqual([]);

    // With successes wanted, a fix is; a pusher who left the project is no longer mailed.
    await configure('pipelines-email', {
      notify_only_broken_pipelines: false,
      branches_to_be_notified: 'all',
    });
    await runPipeline('main', 'failed', developer);
    inbox.messages.length = 0;
    const commit = await commitAs(developer, 'main', 'Fix it');
    const job = await waitFor(
      () => runner.request(),
      (j) => j !== null,
      'a job',
      10_000,
    );
    const removed = await t.delete(`/projects/${project.id}/members/${developer.id}`);
    expect(removed.status, removed.text).toBe(204);
    await runner.finish(job!, 'success');
    const [fixed] = await waitFor(
      async () =>
        (await t.get(`/projects/${project.id}/pipelines`, { query: { ref: 'main' } })).body as {
          id: number;
          sha: string;
          status: string;
        }[],
      (list) => list[0]?.sha === commit.id && list[0]?.status === 'success',
      'the fixed pipeline',
      10_000,
    );
    await emailsSettled(t);
    const fixes = inbox.bySubject(subjectOf(fixed!, 'been fixed'));
    expect([...fixes.keys()].sort()).toEqual(['ci@lists.test', 'ops@lists.test']);
    expect(fixes.get('ops@lists.test')!.text).toContain('Your pipeline has been fixed!');
  });
});
