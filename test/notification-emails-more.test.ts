import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrm } from '../src/db/orm.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { withDatabase } from './support/databases.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, git, workTree } from './support/git.ts';
import { createGroup } from './support/membership.ts';
import { emailsSettled, mailingTo, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';

let t: TestApp;
let inbox: SmtpInbox;
let project: { id: number; name: string; fullPath: string };
/** Developer members with the default level (participating). */
let author: CreatedUser;
let assignee: CreatedUser;
/** Members whose project level says what the name says. */
let watcher: CreatedUser;
let disabled: CreatedUser;
let mentionLevel: CreatedUser;
/** Custom level with pushes to merge requests and auto-merges on. */
let fan: CreatedUser;
/** Custom level with every event off (a moved project too). */
let customOff: CreatedUser;
/** A watcher, blocked by an administrator. */
let blocked: CreatedUser;
/** Not a member of the private project. */
let outsider: CreatedUser;

async function member(
  projectId: number,
  level?: string,
  events: Record<string, boolean> = {},
): Promise<CreatedUser> {
  const user = await createUser(t);
  const added = await t.post(`/projects/${projectId}/members`, {
    body: { user_id: user.id, access_level: 30 },
  });
  expect(added.status, added.text).toBe(201);
  if (level) {
    const set = await t.put(`/projects/${projectId}/notification_settings`, {
      token: user.token,
      body: { level, ...events },
    });
    expect(set.status, set.text).toBe(200);
  }
  return user;
}

async function block(user: CreatedUser): Promise<void> {
  const blocked = await t.post(`/users/${user.id}/block`);
  expect(blocked.status, blocked.text).toBe(201);
}

async function createProject(prefix: string): Promise<{ id: number; name: string; fullPath: string }> {
  const created = await t.post('/projects', { body: { name: unique(prefix), visibility: 'private' } });
  expect(created.status, created.text).toBe(201);
  const readme = await t.post(`/projects/${created.body.id}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: 'Readme',
      actions: [{ action: 'create', file_path: 'README.md', content: '# emails\n' }],
    },
  });
  expect(readme.status, readme.text).toBe(201);
  return { id: created.body.id, name: created.body.name, fullPath: created.body.path_with_namespace };
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: mailingTo(inbox),
  });
  project = await createProject('More');
  author = await member(project.id);
  assignee = await member(project.id);
  watcher = await member(project.id, 'watch');
  disabled = await member(project.id, 'disabled');
  mentionLevel = await member(project.id, 'mention');
  fan = await member(project.id, 'custom', {
    push_to_merge_request: true,
    merge_when_pipeline_succeeds: true,
  });
  customOff = await member(project.id, 'custom', { moved_project: false });
  blocked = await member(project.id, 'watch');
  outsider = await createUser(t);
  await block(blocked);
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
  await cleanupDirs();
});

/** A merge request by `author` from a branch of its own, assigned to `assignee`. */
async function openMergeRequest(files: Record<string, string> = {}) {
  const branch = unique('feature');
  const commit = await t.post(`/projects/${project.id}/repository/commits`, {
    token: author.token,
    body: {
      branch,
      start_branch: 'main',
      commit_message: 'Start',
      actions: [
        { action: 'create', file_path: `${branch}.txt`, content: 'x\n' },
        ...Object.entries(files).map(([file_path, content]) => ({ action: 'create', file_path, content })),
      ],
    },
  });
  expect(commit.status, commit.text).toBe(201);
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    token: author.token,
    body: {
      source_branch: branch,
      target_branch: 'main',
      title: `Add ${branch}`,
      assignee_ids: [assignee.id],
      description: `For @${outsider.username} and @${blocked.username}.`,
    },
  });
  expect(created.status, created.text).toBe(201);
  return { ...(created.body as { id: number; iid: number; title: string }), branch };
}

const answer = (mr: { iid: number; title: string }) => `Re: ${project.name} | ${mr.title} (!${mr.iid})`;
const never = () => [author, assignee, watcher, disabled, mentionLevel, fan, customOff, blocked, outsider];

describe('push to merge request emails', () => {
  it("list the new commits to the merge request's participants and those who turned the event on", async () => {
    const mr = await openMergeRequest();
    await emailsSettled(t);
    // The push that made the branch came before the merge request: nobody heard of it as a push to it.
    expect(inbox.bySubject(answer(mr)).size).toBe(0);

    const first = await t.post(`/projects/${project.id}/repository/commits`, {
      token: assignee.token,
      body: {
        branch: mr.branch,
        commit_message: 'Review fixes\n\nAs asked.',
        actions: [{ action: 'create', file_path: `${mr.branch}-fix.txt`, content: 'fix\n' }],
      },
    });
    expect(first.status, first.text).toBe(201);
    await emailsSettled(t);

    const mails = inbox.bySubject(answer(mr));
    // Watchers do not get pushes; the pusher is not told of their own; no outsider or blocked user.
    expect([...mails.keys()].sort()).toEqual([author.email, fan.email].sort());
    const toAuthor = mails.get(author.email)!;
    expect(toAuthor.text).toContain(`${assignee.name} pushed new commits to merge request !${mr.iid}`);
    expect(toAuthor.text).toContain(`* ${first.body.id.slice(0, 8)} - Review fixes`);
    expect(toAuthor.text).toContain(`http://railyard.test/${project.fullPath}/-/merge_requests/${mr.iid}`);
    expect(toAuthor.inReplyTo).toBe(`<merge_request_${mr.id}@railyard.test>`);
    expect(toAuthor.headers.get('x-gitlab-mergerequest-iid')).toBe(String(mr.iid));
    expect(mails.get(fan.email)!.headers.get('x-gitlab-notificationreason')).toBeUndefined();

    // Merging the target branch in: its commits are set apart as not new to the merge request.
    const onMain = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Main moves on',
        actions: [{ action: 'create', file_path: `${mr.branch}-main.txt`, content: 'main\n' }],
      },
    });
    expect(onMain.status, onMain.text).toBe(201);
    await emailsSettled(t);
    inbox.messages.length = 0;
    const dir = await workTree(t, project.fullPath, ROOT_TOKEN);
    await git(dir, ['fetch', '--quiet', 'origin']);
    await git(dir, ['checkout', '--quiet', '-B', mr.branch, `origin/${mr.branch}`]);
    await git(dir, ['merge', '--quiet', '--no-ff', '-m', 'Merge main in', 'origin/main']);
    const merge = (await git(dir, ['rev-parse', 'HEAD'])).stdout.trim();
    await git(dir, ['push', '--quiet', 'origin', `HEAD:refs/heads/${mr.branch}`]);
    await emailsSettled(t);
    const merged = inbox.bySubject(answer(mr));
    expect([...merged.keys()].sort()).toEqual([author.email, assignee.email, fan.email].sort());
    const text = merged.get(assignee.email)!.text!;
    expect(text).toContain(`Administrator pushed new commits to merge request !${mr.iid}`);
    expect(text).toContain(`* ${onMain.body.id.slice(0, 8)} - 1 commit from branch \`main\``);
    expect(text).toContain(`* ${merge.slice(0, 8)} - Merge main in`);
    expect(text).not.toContain('Main moves on');
  });
});

describe('merge when pipeline succeeds emails', () => {
  it('tell participants, watchers and those who turned the event on, once, not the one who set it', async () => {
    const mr = await openMergeRequest({ '.gitlab-ci.yml': 'test:\n  tags: [nobody]\n  script: make\n' });
    const [pipeline] = await waitFor(
      async () =>
        (await t.get(`/projects/${project.id}/pipelines`, { query: { ref: mr.branch } })).body as {
          id: number;
        }[],
      (list) => list.length > 0,
      'the pipeline of the branch',
      10_000,
    );
    // Another module sets the head pipeline when it creates merge request pipelines; here, SQL does.
    await sql`update merge_requests set head_pipeline_id = ${pipeline!.id} where id = ${mr.id}`.execute(
      t.running.orm.em.fork().getKysely(),
    );
    await waitFor(
      () => t.get(`/projects/${project.id}/merge_requests/${mr.iid}`),
      (r) => r.body.merge_status === 'can_be_merged',
      'mergeability',
      10_000,
    );
    await emailsSettled(t);
    // An administrator sets it (developers may not merge into the protected default branch).
    const set = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`, {
      body: { merge_when_pipeline_succeeds: true },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.merge_when_pipeline_succeeds).toBe(true);
    await emailsSettled(t);

    const mails = inbox.bySubject(answer(mr));
    expect([...mails.keys()].sort()).toEqual([author.email, assignee.email, watcher.email, fan.email].sort());
    const toAuthor = mails.get(author.email)!;
    expect(toAuthor.text).toContain(`Merge request !${mr.iid} was set to auto-merge by Administrator`);
    expect(toAuthor.text).toContain(`Branches: ${mr.branch} to main`);
    expect(toAuthor.text).toContain(`Author: ${author.name}`);
    expect(toAuthor.text).toContain(`Assignee: ${assignee.name}`);
    expect(toAuthor.inReplyTo).toBe(`<merge_request_${mr.id}@railyard.test>`);

    // Setting it again changes the parameters only: nothing more is sent.
    const again = await t.put(`/projects/${project.id}/merge_requests/${mr.iid}/merge`, {
      body: { merge_when_pipeline_succeeds: true, should_remove_source_branch: true },
    });
    expect(again.status, again.text).toBe(200);
    await emailsSettled(t);
    expect(inbox.bySubject(answer(mr)).size).toBe(4);
  });
});

describe('moved project emails', () => {
  it("tell the project's members where it went, by their level, never an outsider or a blocked user", async () => {
    const movable = await createProject('Movable');
    const dev = await member(movable.id);
    const watching = await member(movable.id, 'watch');
    const mentions = await member(movable.id, 'mention');
    const off = await member(movable.id, 'disabled');
    const customNo = await member(movable.id, 'custom', { moved_project: false });
    const customYes = await member(movable.id, 'custom');
    const gone = await member(movable.id, 'watch');
    await block(gone);
    const root = (await t.get('/user')).body as { email: string };
    const group = await createGroup(t);

    const moved = await t.put(`/projects/${movable.id}/transfer`, { body: { namespace: group.id } });
    expect(moved.status, moved.text).toBe(200);
    await emailsSettled(t);

    const mails = inbox.bySubject(`${movable.name} | Project was moved`);
    // The one who moved it (root, the group's owner) is told too, as in GitLab.
    expect([...mails.keys()].sort()).toEqual([root.email, dev.email, watching.email, customYes.email].sort());
    for (const left of [mentions, off, customNo, gone, outsider, ...never()])
      expect(mails.has(left.email), left.username).toBe(false);
    const mail = mails.get(dev.email)!;
    const newPath = `${group.full_path}/${movable.fullPath.split('/').pop()}`;
    expect(mail.text).toContain('Project was moved to another location');
    expect(mail.text).toContain(
      `The project ${movable.fullPath} is now located under http://railyard.test/${newPath}`,
    );
    expect(mail.text).toContain(`git remote set-url origin http://railyard.test/${newPath}.git`);
    expect(mail.headers.get('x-gitlab-project-path')).toBe(newPath);
  });
});

describe('the upgrade that makes pushes send email', () => {
  it('marks the pushes and transfers recorded before it as handled, so the first start mails none of them', async () => {
    const serverUrl = inject('pgServerUrl');
    const name = `t_pushes_${unique().replace(/\W/g, '_')}`;
    await withDatabase(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const orm = await createOrm({ url: url.toString() });
      try {
        await orm.migrator.up({ to: 'Migration20261204700000_integrations' });
        const em = orm.em.fork();
        await em.execute(
          `insert into domain_events (type, payload, created_at, dispatched_at) values
            ('repository.pushed', '{}', now(), now()), ('project.transferred', '{}', now(), now()),
            ('note.created', '{}', now(), now())`,
        );
        await orm.migrator.up();
        const rows = await orm.em.fork().execute<{ type: string; claimed: boolean }[]>(
          `select e.type, exists (select 1 from notification_email_claims c where c.event_id = e.id) as claimed
           from domain_events e order by e.id`,
        );
        expect(rows).toEqual([
          { type: 'repository.pushed', claimed: true },
          { type: 'project.transferred', claimed: true },
          { type: 'note.created', claimed: false },
        ]);
      } finally {
        await orm.close();
      }
    } finally {
      await withDatabase(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    }
  });
});
