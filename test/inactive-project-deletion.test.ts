import fs from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionDate } from '../src/modules/projects/inactive-deletion/inactive-project-deletion.service.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { addresses, mailingTo, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';

let t: TestApp;
let inbox: SmtpInbox;
let rootEmail: string;
let owner: CreatedUser;
let maintainer: CreatedUser;
let developer: CreatedUser;
let blocked: CreatedUser;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp({
    env: mailingTo(inbox),
  });
  rootEmail = (await t.get('/user')).body.email;
  owner = await createUser(t);
  maintainer = await createUser(t);
  developer = await createUser(t);
  blocked = await createUser(t);
  const block = await t.post(`/users/${blocked.id}/block`);
  expect(block.status, block.text).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const db = () => t.running.orm.em.fork().getKysely();
const round = () => t.running.services.inactiveProjectDeletion.round();

async function settings(body: Record<string, unknown>): Promise<void> {
  const put = await t.put('/application/settings', { body });
  expect(put.status, put.text).toBe(200);
}

/** A project of root's (its owner) with one commit, the users above as members. */
async function newProject(): Promise<{ id: number; name: string; repo: string }> {
  const created = await t.post('/projects', { body: { name: unique('dormant') } });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as number;
  for (const [user, level] of [
    [owner, 50],
    [maintainer, 40],
    [developer, 30],
    [blocked, 40],
  ] as const) {
    const added = await t.post(`/projects/${id}/members`, {
      body: { user_id: user.id, access_level: level },
    });
    expect(added.status, added.text).toBe(201);
  }
  await commit(id);
  const repo = t.running.services.storages.repository('default', { kind: 'project', id }).path;
  return { id, name: created.body.name, repo };
}

async function commit(projectId: number): Promise<void> {
  const made = await t.post(`/projects/${projectId}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: unique('commit'),
      actions: [{ action: 'create', file_path: `${unique('f')}.txt`, content: unique('content') }],
    },
  });
  expect(made.status, made.text).toBe(201);
}

/** Makes the project's last activity `days` days old. */
async function lastActiveDaysAgo(projectId: number, days: number): Promise<void> {
  await sql`update projects set last_activity_at = now() - make_interval(days => ${days})
    where id = ${projectId}`.execute(db());
}

async function warnedDaysAgo(projectId: number, days: number): Promise<void> {
  await sql`update inactive_project_warnings set warned_at = now() - make_interval(days => ${days})
    where project_id = ${projectId}`.execute(db());
}

async function warning(projectId: number): Promise<Date | null> {
  const { rows } = await sql<{ warned_at: Date }>`
    select warned_at from inactive_project_warnings where project_id = ${projectId}`.execute(db());
  return rows[0]?.warned_at ?? null;
}

const exists = (dir: string) =>
  fs.access(dir).then(
    () => true,
    () => false,
  );

function subjectOf(name: string, date: string): string {
  return `${name} | Action required: Project ${name} is scheduled to be deleted on ${date} due to inactivity`;
}

describe('inactive project deletion settings', () => {
  it('shows the defaults', async () => {
    const got = await t.get('/application/settings');
    expect(got.body).toMatchObject({
      delete_inactive_projects: false,
      inactive_projects_delete_after_months: 2,
      inactive_projects_min_size_mb: 0,
      inactive_projects_send_warning_email_after_months: 1,
    });
  });

  it.each([
    [{ inactive_projects_delete_after_months: 0 }, 'inactive_projects_delete_after_months'],
    [{ inactive_projects_min_size_mb: -1 }, 'inactive_projects_min_size_mb'],
    [
      { inactive_projects_send_warning_email_after_months: 0 },
      'inactive_projects_send_warning_email_after_months',
    ],
    // Not less than the deletion's months (2, stored).
    [
      { inactive_projects_send_warning_email_after_months: 2 },
      'inactive_projects_send_warning_email_after_months',
    ],
    [
      { inactive_projects_delete_after_months: 3, inactive_projects_send_warning_email_after_months: 4 },
      'inactive_projects_send_warning_email_after_months',
    ],
    // Below the stored warning's months (1) once the deletion comes at 1.
    [{ inactive_projects_delete_after_months: 1 }, 'inactive_projects_send_warning_email_after_months'],
    [{ inactive_projects_delete_after_months: 'two' }, 'inactive_projects_delete_after_months'],
  ])('refuses %j naming %s', async (body, attribute) => {
    const put = await t.put('/application/settings', { body });
    expect(put.status, put.text).toBe(400);
    expect(put.text).toContain(attribute);
  });

  it('accepts consistent values', async () => {
    await settings({
      inactive_projects_delete_after_months: 12,
      inactive_projects_send_warning_email_after_months: 6,
      inactive_projects_min_size_mb: 50,
    });
    const got = await t.get('/application/settings');
    expect(got.body).toMatchObject({
      inactive_projects_delete_after_months: 12,
      inactive_projects_send_warning_email_after_months: 6,
      inactive_projects_min_size_mb: 50,
    });
    await settings({
      inactive_projects_send_warning_email_after_months: 1,
      inactive_projects_delete_after_months: 2,
      inactive_projects_min_size_mb: 0,
    });
  });
});

describe('inactive project deletion', () => {
  it('does nothing while delete_inactive_projects is off', async () => {
    const project = await newProject();
    await lastActiveDaysAgo(project.id, 400);
    inbox.messages.length = 0;
    expect(await round()).toEqual({ warned: [], deleted: [] });
    expect(await warning(project.id)).toBeNull();
    expect(inbox.messages).toHaveLength(0);
    expect((await t.get(`/projects/${project.id}`)).status).toBe(200);
    // Not left inactive for the tests below.
    await sql`update projects set last_activity_at = now() where id = ${project.id}`.execute(db());
  });

  it('warns owners and maintainers once, then deletes the project and its repository after the grace months', async () => {
    await settings({ delete_inactive_projects: true });
    const project = await newProject();
    const active = await newProject();
    // Inactive for a month and a bit: warned (the warning comes after 1 month).
    await lastActiveDaysAgo(project.id, 32);
    await lastActiveDaysAgo(active.id, 20);
    inbox.messages.length = 0;
    expect(await round()).toEqual({ warned: [project.id], deleted: [] });
    expect(await warning(project.id)).not.toBeNull();
    expect(await warning(active.id)).toBeNull();

    // Deleted a month (2 − 1) from now.
    const mails = inbox.bySubject(subjectOf(project.name, deletionDate(new Date(), 1)));
    expect([...mails.keys()].sort()).toEqual([rootEmail, owner.email, maintainer.email].sort());
    expect(inbox.messages).toHaveLength(3);
    const mail = mails.get(maintainer.email)!;
    expect(addresses(mail.to)).toEqual([maintainer.email]);
    expect(mail.text).toContain(
      `http://railyard.test/${(await t.get(`/projects/${project.id}`)).body.path_with_namespace}.git`,
    );
    expect(mail.text).toContain('This email supersedes any previous emails about scheduled deletion');

    // Once: a second round sends nothing and deletes nothing (the grace month has not passed).
    expect(await round()).toEqual({ warned: [], deleted: [] });
    expect(inbox.messages).toHaveLength(3);
    await warnedDaysAgo(project.id, 20);
    await lastActiveDaysAgo(project.id, 52);
    expect(await round()).toEqual({ warned: [], deleted: [] });
    expect((await t.get(`/projects/${project.id}`)).status).toBe(200);

    // A month and a bit after the warning: deleted, through the API's deletion.
    await warnedDaysAgo(project.id, 32);
    await lastActiveDaysAgo(project.id, 64);
    expect(await exists(project.repo)).toBe(true);
    expect(await round()).toEqual({ warned: [], deleted: [project.id] });
    expect((await t.get(`/projects/${project.id}`)).status).toBe(404);
    expect(await warning(project.id)).toBeNull();
    await waitFor(
      () => exists(project.repo),
      (present) => !present,
      'the repository removed from disk',
    );
    expect(inbox.messages).toHaveLength(3);
    expect((await t.get(`/projects/${active.id}`)).status).toBe(200);
  });

  it("warns the group's owners and maintainers when the project has none of its own", async () => {
    const path = unique('team');
    const group = await t.post('/groups', { body: { name: path, path } });
    expect(group.status, group.text).toBe(201);
    for (const [user, level] of [
      [maintainer, 40],
      [developer, 30],
    ] as const) {
      const added = await t.post(`/groups/${group.body.id}/members`, {
        body: { user_id: user.id, access_level: level },
      });
      expect(added.status, added.text).toBe(201);
    }
    const created = await t.post('/projects', {
      body: { name: unique('grouped'), namespace_id: group.body.id },
    });
    expect(created.status, created.text).toBe(201);
    await commit(created.body.id);
    await lastActiveDaysAgo(created.body.id, 32);
    inbox.messages.length = 0;
    expect(await round()).toEqual({ warned: [created.body.id], deleted: [] });
    const mails = inbox.bySubject(subjectOf(created.body.name, deletionDate(new Date(), 1)));
    expect([...mails.keys()].sort()).toEqual([rootEmail, maintainer.email].sort());
    await sql`update projects set last_activity_at = now() where id = ${created.body.id}`.execute(db());
  });

  it('deletes archived projects too', async () => {
    const project = await newProject();
    const archived = await t.post(`/projects/${project.id}/archive`);
    expect(archived.status, archived.text).toBe(201);
    await lastActiveDaysAgo(project.id, 32);
    expect(await round()).toEqual({ warned: [project.id], deleted: [] });
    await warnedDaysAgo(project.id, 32);
    expect(await round()).toEqual({ warned: [], deleted: [project.id] });
    expect((await t.get(`/projects/${project.id}`)).status).toBe(404);
  });

  it('clears the warning of a project active again, and does not delete it', async () => {
    const project = await newProject();
    await lastActiveDaysAgo(project.id, 32);
    expect(await round()).toEqual({ warned: [project.id], deleted: [] });
    // The warning is two months old by now, but a push came after it.
    await warnedDaysAgo(project.id, 62);
    await commit(project.id);
    expect(await round()).toEqual({ warned: [], deleted: [] });
    expect(await warning(project.id)).toBeNull();
    expect((await t.get(`/projects/${project.id}`)).status).toBe(200);

    // Inactive again: warned anew before any deletion.
    await lastActiveDaysAgo(project.id, 32);
    inbox.messages.length = 0;
    expect(await round()).toEqual({ warned: [project.id], deleted: [] });
    expect(inbox.messages).toHaveLength(3);
    await sql`update projects set last_activity_at = now() where id = ${project.id}`.execute(db());
    expect(await round()).toEqual({ warned: [], deleted: [] });
  });

  it('leaves projects whose repository is not larger than inactive_projects_min_size_mb', async () => {
    await settings({ inactive_projects_min_size_mb: 1 });
    const small = await newProject();
    await lastActiveDaysAgo(small.id, 400);
    inbox.messages.length = 0;
    try {
      expect(await round()).toEqual({ warned: [], deleted: [] });
      expect(await warning(small.id)).toBeNull();
      expect(inbox.messages).toHaveLength(0);
    } finally {
      await settings({ inactive_projects_min_size_mb: 0 });
    }
    // Counted again once the minimum allows it.
    expect(await round()).toEqual({ warned: [small.id], deleted: [] });
  });

  it('sends no email in silent mode, as every email', async () => {
    await settings({ silent_mode_enabled: true });
    try {
      const project = await newProject();
      await lastActiveDaysAgo(project.id, 32);
      inbox.messages.length = 0;
      expect((await round()).warned).toEqual([project.id]);
      expect(inbox.messages).toHaveLength(0);
    } finally {
      await settings({ silent_mode_enabled: false });
    }
  });
});
