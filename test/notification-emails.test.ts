import type net from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { protocolRunner, waitFor } from './support/ci.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

/** Every message the test's SMTP server received, parsed. */
const inbox: ParsedMail[] = [];
let closeSmtp: () => Promise<void>;
/** While true, the SMTP server refuses every message (a mail server in trouble). */
let refuseMail = false;

async function smtpServer(): Promise<number> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      if (refuseMail) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closeSmtp = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return (server.server.address() as net.AddressInfo).port;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((a) => a.value.map((v) => v.address));

let t: TestApp;
let project: { id: number; name: string; fullPath: string };
/** Developer members with the default level (participating). */
let author: CreatedUser;
let assignee: CreatedUser;
/** Members whose project level says what the name says. */
let watcher: CreatedUser;
let disabled: CreatedUser;
let mentionLevel: CreatedUser;
let custom: CreatedUser;
/** A watcher, blocked by an administrator. */
let blocked: CreatedUser;
/** Not a member of the private project. */
let outsider: CreatedUser;

async function member(level?: string, events: Record<string, boolean> = {}): Promise<CreatedUser> {
  const user = await createUser(t);
  const added = await t.post(`/projects/${project.id}/members`, {
    body: { user_id: user.id, access_level: 30 },
  });
  expect(added.status, added.text).toBe(201);
  if (level) {
    const set = await t.put(`/projects/${project.id}/notification_settings`, {
      token: user.token,
      body: { level, ...events },
    });
    expect(set.status, set.text).toBe(200);
  }
  return user;
}

beforeAll(async () => {
  const port = await smtpServer();
  t = await startTestApp({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'Railyard <noreply@railyard.test>' },
  });
  const name = unique('Emails');
  const created = await t.post('/projects', { body: { name, visibility: 'private' } });
  expect(created.status, created.text).toBe(201);
  project = { id: created.body.id, name: created.body.name, fullPath: created.body.path_with_namespace };
  const readme = await t.post(`/projects/${project.id}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: 'Readme',
      actions: [{ action: 'create', file_path: 'README.md', content: '# emails\n' }],
    },
  });
  expect(readme.status, readme.text).toBe(201);
  author = await member();
  assignee = await member();
  watcher = await member('watch');
  disabled = await member('disabled');
  mentionLevel = await member('mention');
  custom = await member('custom', { new_merge_request: true, new_note: true });
  blocked = await member('watch');
  outsider = await createUser(t);
  const block = await t.post(`/users/${blocked.id}/block`);
  expect(block.status, block.text).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await closeSmtp?.();
});

/** A merge request by `author` from a branch of its own. */
async function openMergeRequest(body: Record<string, unknown> = {}) {
  const branch = unique('feature');
  const commit = await t.post(`/projects/${project.id}/repository/commits`, {
    body: {
      branch,
      start_branch: 'main',
      commit_message: 'Change',
      actions: [{ action: 'create', file_path: `${branch}.txt`, content: 'x\n' }],
    },
  });
  expect(commit.status, commit.text).toBe(201);
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    token: author.token,
    body: { source_branch: branch, target_branch: 'main', title: `Add ${branch}`, ...body },
  });
  expect(created.status, created.text).toBe(201);
  return created.body as { id: number; iid: number; title: string };
}

/**
 * The messages of one subject, by recipient, once `expected` has one and the mailer is idle (every
 * recipient of an event is mailed in one go, so the others are in by then).
 */
async function delivered(subject: string, expected: CreatedUser): Promise<Map<string, ParsedMail>> {
  await waitFor(
    async () => inbox.filter((m) => m.subject === subject && addresses(m.to).includes(expected.email)),
    (found) => found.length > 0,
    `an email "${subject}" to ${expected.username}`,
    10_000,
  );
  await t.running.services.notificationEmails.idle();
  const bySubject = inbox.filter((m) => m.subject === subject);
  const result = new Map<string, ParsedMail>();
  for (const mail of bySubject) {
    const [to, ...more] = addresses(mail.to);
    expect(more, 'one recipient per email').toEqual([]);
    expect(result.has(to!), `one email to ${to}`).toBe(false);
    result.set(to!, mail);
  }
  return result;
}

const host = 'railyard.test';

describe('new merge request emails', () => {
  it('reach the assignee, watchers and custom subscribers; never the author, a disabled, blocked or outside user', async () => {
    const mr = await openMergeRequest({
      assignee_ids: [assignee.id],
      reviewer_ids: [disabled.id],
      description: `Please look, @${outsider.username} and @${assignee.username}.`,
    });
    const subject = `${project.name} | ${mr.title} (!${mr.iid})`;
    const mails = await delivered(subject, watcher);
    expect([...mails.keys()].sort()).toEqual([assignee.email, watcher.email, custom.email].sort());
    for (const left of [author, disabled, blocked, outsider, mentionLevel])
      expect(mails.has(left.email), left.username).toBe(false);

    const toAssignee = mails.get(assignee.email)!;
    expect(toAssignee.headers.get('x-gitlab-notificationreason')).toBe('assigned');
    expect(toAssignee.headers.get('x-gitlab-project')).toBe(project.name);
    expect(toAssignee.headers.get('x-gitlab-project-path')).toBe(project.fullPath);
    expect(toAssignee.headers.get('x-gitlab-mergerequest-iid')).toBe(String(mr.iid));
    const listId = toAssignee.headerLines.find((h) => h.key === 'list-id')?.line.replace(/^[^:]*:\s*/, '');
    const reversedPath = project.fullPath.toLowerCase().split('/').reverse().join('.');
    expect(listId).toBe(`${project.fullPath} <${project.id}.${reversedPath}.${host}>`);
    expect(toAssignee.messageId).toBe(`<merge_request_${mr.id}@${host}>`);
    expect(toAssignee.text).toContain(`${author.name} created a merge request !${mr.iid}: ${mr.title}`);
    expect(toAssignee.text).toContain(`Assignee: ${assignee.name}`);
    expect(toAssignee.text).toContain(`Please look, @${outsider.username}`);
    expect(toAssignee.text).toContain(`http://railyard.test/${project.fullPath}/-/merge_requests/${mr.iid}`);
    expect(toAssignee.html).toContain(`/${project.fullPath}/-/merge_requests/${mr.iid}`);
    expect(mails.get(watcher.email)!.headers.get('x-gitlab-notificationreason')).toBeUndefined();
  });
});

describe('closed, reopened and merged merge request emails', () => {
  it('answer the merge request thread for its participants and watchers, not for the one who acted', async () => {
    const mr = await openMergeRequest({ assignee_ids: [assignee.id] });
    const subject = `Re: ${project.name} | ${mr.title} (!${mr.iid})`;
    const closed = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}`, {
      token: assignee.token,
      body: { state_event: 'close' },
    });
    expect(closed.status, closed.text).toBe(200);
    const mails = await delivered(subject, watcher);
    // The custom user turned on new merge requests only; the assignee closed it.
    expect([...mails.keys()].sort()).toEqual([author.email, watcher.email].sort());
    const toAuthor = mails.get(author.email)!;
    expect(toAuthor.text).toContain(`Merge request !${mr.iid} was closed by ${assignee.name}`);
    expect(toAuthor.inReplyTo).toBe(`<merge_request_${mr.id}@${host}>`);
    expect(toAuthor.references).toBe(`<merge_request_${mr.id}@${host}>`);
    expect(toAuthor.messageId).not.toBe(`<merge_request_${mr.id}@${host}>`);
    expect(toAuthor.html).toContain('was closed by');

    inbox.length = 0;
    const reopened = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}`, {
      token: author.token,
      body: { state_event: 'reopen' },
    });
    expect(reopened.status, reopened.text).toBe(200);
    const again = await delivered(subject, watcher);
    expect([...again.keys()].sort()).toEqual([assignee.email, watcher.email].sort());
    expect(again.get(assignee.email)!.text).toContain(
      `Merge request !${mr.iid} was reopened by ${author.name}`,
    );
  });

  it('tell of a merge', async () => {
    const mr = await openMergeRequest();
    await waitFor(
      () => t.get(`/projects/${project.id}/merge_requests/${mr.iid}`),
      (r) => r.body.detailed_merge_status === 'mergeable',
      'mergeable',
      10_000,
    );
    inbox.length = 0;
    const merged = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`);
    expect(merged.status, merged.text).toBe(200);
    const mails = await delivered(`Re: ${project.name} | ${mr.title} (!${mr.iid})`, watcher);
    expect([...mails.keys()].sort()).toEqual([author.email, watcher.email].sort());
    expect(mails.get(author.email)!.text).toContain(`Merge request !${mr.iid} was merged by Administrator`);
  });
});

describe('reassigned merge request emails', () => {
  it('reach the old and new assignees (as mentions) and watchers', async () => {
    const mr = await openMergeRequest({ assignee_ids: [assignee.id] });
    await delivered(`${project.name} | ${mr.title} (!${mr.iid})`, watcher);
    const subject = `Re: ${project.name} | ${mr.title} (!${mr.iid})`;
    const updated = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}`, {
      token: author.token,
      body: { assignee_ids: [mentionLevel.id] },
    });
    expect(updated.status, updated.text).toBe(200);
    const mails = await delivered(subject, mentionLevel);
    expect([...mails.keys()].sort()).toEqual([assignee.email, mentionLevel.email, watcher.email].sort());
    const toNew = mails.get(mentionLevel.email)!;
    expect(toNew.headers.get('x-gitlab-notificationreason')).toBe('assigned');
    expect(toNew.text).toContain(`Assignee changed from ${assignee.name} to ${mentionLevel.name}`);
    expect(toNew.inReplyTo).toBe(`<merge_request_${mr.id}@${host}>`);

    // A change that keeps the assignees sends nothing.
    const before = inbox.length;
    const same = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}`, {
      token: author.token,
      body: { assignee_ids: [mentionLevel.id], title: `${mr.title}!` },
    });
    expect(same.status, same.text).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.running.services.notificationEmails.idle();
    expect(inbox.length).toBe(before);
  });
});

describe('new note emails', () => {
  it('reach participants, watchers, custom subscribers and mentioned members, even at level mention', async () => {
    const mr = await openMergeRequest({ assignee_ids: [assignee.id] });
    await delivered(`${project.name} | ${mr.title} (!${mr.iid})`, watcher);
    const body = `Thoughts, @${mentionLevel.username}? (not @${outsider.username}, nor @${blocked.username})`;
    const note = await t.post(`/projects/${project.id}/merge_requests/${mr.iid}/notes`, {
      token: assignee.token,
      body: { body },
    });
    expect(note.status, note.text).toBe(201);
    const mails = await delivered(`Re: ${project.name} | ${mr.title} (!${mr.iid})`, mentionLevel);
    expect([...mails.keys()].sort()).toEqual(
      [author.email, watcher.email, custom.email, mentionLevel.email].sort(),
    );
    const toMentioned = mails.get(mentionLevel.email)!;
    expect(toMentioned.headers.get('x-gitlab-notificationreason')).toBe('mentioned');
    expect(toMentioned.messageId).toBe(`<note_${note.body.id}@${host}>`);
    expect(toMentioned.inReplyTo).toBe(`<merge_request_${mr.id}@${host}>`);
    expect(toMentioned.text).toContain(`${assignee.name} commented on merge request !${mr.iid}:`);
    expect(toMentioned.text).toContain(body);
    expect(toMentioned.text).toContain(`/-/merge_requests/${mr.iid}#note_${note.body.id}`);
    expect(toMentioned.html).toContain(`@${mentionLevel.username}?`);

    // The author now replies: the assignee, a participant, hears of it; the author does not.
    inbox.length = 0;
    const reply = await t.post(`/projects/${project.id}/merge_requests/${mr.iid}/notes`, {
      token: author.token,
      body: { body: 'Done.' },
    });
    expect(reply.status, reply.text).toBe(201);
    const replies = await delivered(`Re: ${project.name} | ${mr.title} (!${mr.iid})`, assignee);
    expect([...replies.keys()].sort()).toEqual([assignee.email, watcher.email, custom.email].sort());
  });
});

describe('pipeline emails', () => {
  it("tell the pipeline's user of a failure and of the fix, and, at level participating, not of a success", async () => {
    const created = await t.post('/user/runners', {
      body: { runner_type: 'instance_type', tag_list: ['emails'], run_untagged: false },
    });
    expect(created.status, created.text).toBe(201);
    const runner = protocolRunner(t, created.body.token);
    const branch = unique('ci');
    const ci = 'default:\n  tags: [emails]\ntest:\n  script: make test\n';

    /** Commits on the branch as the author, runs its pipeline's job to `state`, and returns the pipeline. */
    const run = async (state: 'success' | 'failed', first = false) => {
      const file = unique('f');
      const commit = await t.post(`/projects/${project.id}/repository/commits`, {
        token: author.token,
        body: {
          branch,
          ...(first ? { start_branch: 'main' } : {}),
          commit_message: `Change ${file}`,
          actions: [
            ...(first ? [{ action: 'create', file_path: '.gitlab-ci.yml', content: ci }] : []),
            { action: 'create', file_path: `${file}.txt`, content: 'x\n' },
          ],
        },
      });
      expect(commit.status, commit.text).toBe(201);
      const job = await waitFor(
        () => runner.request(),
        (j) => j !== null,
        'a job',
        10_000,
      );
      await runner.finish(job!, state, state === 'failed' ? 1 : 0);
      const pipeline = await waitFor(
        async () =>
          (await t.get(`/projects/${project.id}/pipelines`, { query: { ref: branch } })).body as {
            id: number;
            sha: string;
            status: string;
          }[],
        (list) => list[0]?.sha === commit.body.id && list[0]?.status === state,
        `a ${state} pipeline`,
        10_000,
      );
      return pipeline[0]!;
    };

    const failed = await run('failed', true);
    const failedSubject = `${project.name} | Pipeline #${failed.id} has failed for ${branch} | ${failed.sha.slice(0, 8)}`;
    const failures = await delivered(failedSubject, author);
    // Watchers do not hear of others' pipelines: only the user who ran it.
    expect([...failures.keys()]).toEqual([author.email]);
    const failure = failures.get(author.email)!;
    expect(failure.headers.get('x-gitlab-pipeline-id')).toBe(String(failed.id));
    expect(failure.headers.get('x-gitlab-pipeline-ref')).toBe(branch);
    expect(failure.headers.get('x-gitlab-pipeline-status')).toBe('failed');
    expect(failure.headers.get('x-gitlab-project-id')).toBe(String(project.id));
    expect(failure.text).toContain('Your pipeline has failed.');
    expect(failure.text).toContain(`Pipeline: #${failed.id} triggered by ${author.name}`);
    expect(failure.text).toContain(`/${project.fullPath}/-/pipelines/${failed.id}`);
    expect(failure.html).toContain('Your pipeline has failed.');

    const fixed = await run('success');
    const fixes = await delivered(
      `${project.name} | Pipeline #${fixed.id} has been fixed for ${branch} | ${fixed.sha.slice(0, 8)}`,
      author,
    );
    expect([...fixes.keys()]).toEqual([author.email]);
    expect(fixes.get(author.email)!.text).toContain('Your pipeline has been fixed!');

    const passed = await run('success');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.running.services.notificationEmails.idle();
    expect(inbox.filter((m) => m.subject?.includes(`Pipeline #${passed.id} `))).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends, at the next start, what was committed while no listener ran, and each event only once', async () => {
    const mr = await openMergeRequest();
    await delivered(`${project.name} | ${mr.title} (!${mr.iid})`, watcher);
    const emails = t.running.services.notificationEmails;
    // As after a crash: the event is published while nothing listens, and nothing claims it.
    await emails.stop();
    const closed = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}`, {
      token: author.token,
      body: { state_event: 'close' },
    });
    expect(closed.status, closed.text).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const subject = `Re: ${project.name} | ${mr.title} (!${mr.iid})`;
    expect(inbox.filter((m) => m.subject === subject)).toEqual([]);

    emails.start();
    const mails = await delivered(subject, watcher);
    expect([...mails.keys()]).toEqual([watcher.email]);

    // Another start finds the event claimed: nothing is sent twice.
    await emails.stop();
    emails.start();
    await emails.idle();
    expect(inbox.filter((m) => m.subject === subject)).toHaveLength(1);
  });
});

describe('a mail server that refuses', () => {
  it('leaves the event unclaimed, and a later round sends its emails', async () => {
    const emails = t.running.services.notificationEmails;
    await emails.stop();
    emails.start(500);
    try {
      refuseMail = true;
      const mr = await openMergeRequest();
      const subject = `${project.name} | ${mr.title} (!${mr.iid})`;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await emails.idle();
      expect(inbox.filter((m) => m.subject === subject)).toEqual([]);
      refuseMail = false;
      const mails = await delivered(subject, watcher);
      expect([...mails.keys()].sort()).toEqual([watcher.email, custom.email].sort());
    } finally {
      refuseMail = false;
      await emails.stop();
      emails.start();
    }
  });
});
