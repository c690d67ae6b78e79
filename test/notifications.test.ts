import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let member: CreatedUser;
let outsider: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  member = await createUser(t);
  outsider = await createUser(t);
});

afterAll(async () => {
  await t.close();
});

const EVENTS = [
  'new_note',
  'new_issue',
  'reopen_issue',
  'close_issue',
  'reassign_issue',
  'issue_due',
  'new_merge_request',
  'push_to_merge_request',
  'reopen_merge_request',
  'close_merge_request',
  'reassign_merge_request',
  'merge_merge_request',
  'failed_pipeline',
  'fixed_pipeline',
  'success_pipeline',
  'moved_project',
  'merge_when_pipeline_succeeds',
];

/** A top group, a subgroup and a project in it; `member` is a developer of the top group. */
async function hierarchy() {
  const top = await createGroup(t);
  const sub = await createGroup(t, { parent_id: top.id });
  const project = await createProject(t, { namespace_id: sub.id });
  await addMember(t, 'groups', top.id, member.id, 30);
  return { top, sub, project };
}

async function settingRows(userId: number): Promise<number> {
  const { rows } = await t.running.orm.em
    .getConnection()
    .execute<{ count: string }[]>('select count(*) from notification_settings where user_id = ?', [userId])
    .then((r) => ({ rows: r }));
  return Number(rows[0]!.count);
}

describe('global notification settings', () => {
  it('reads the default without writing, then sets a level and the notification email', async () => {
    const user = await createUser(t);
    const initial = await t.get('/notification_settings', { token: user.token });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ level: 'participating', notification_email: user.email });
    expect(await settingRows(user.id)).toBe(0);

    const watch = await t.put('/notification_settings', { token: user.token, body: { level: 'watch' } });
    expect(watch.status, JSON.stringify(watch.body)).toBe(200);
    expect(watch.body).toEqual({ level: 'watch', notification_email: user.email });
    expect(await settingRows(user.id)).toBe(1);

    // Each level GitLab knows is accepted; only `custom` shows the events.
    for (const level of ['disabled', 'participating', 'watch', 'global', 'mention']) {
      const response = await t.put('/notification_settings', { token: user.token, query: { level } });
      expect(response.body).toEqual({ level, notification_email: user.email });
    }
    const custom = await t.put('/notification_settings', {
      token: user.token,
      body: { level: 'custom', new_note: true, failed_pipeline: false },
    });
    expect(custom.body.level).toBe('custom');
    expect(Object.keys(custom.body.events).sort()).toEqual([...EVENTS].sort());
    expect(custom.body.events).toMatchObject({
      new_note: true,
      new_issue: false,
      failed_pipeline: false,
      fixed_pipeline: true,
      moved_project: true,
    });
    expect(await settingRows(user.id)).toBe(1);

    const email = await t.put('/notification_settings', {
      token: user.token,
      body: { notification_email: user.email.toUpperCase() },
    });
    expect(email.body.notification_email).toBe(user.email.toUpperCase());
    const reset = await t.put('/notification_settings', {
      token: user.token,
      body: { notification_email: '' },
    });
    expect(reset.body.notification_email).toBe(user.email);
  });

  it('refuses an email the user has not verified, and an unknown level, writing nothing', async () => {
    const user = await createUser(t);
    const wrongEmail = await t.put('/notification_settings', {
      token: user.token,
      body: { level: 'watch', notification_email: 'someone-else@example.com' },
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body).toEqual({
      message: { notification_email: ['must be an email you have verified'] },
    });
    const badLevel = await t.put('/notification_settings', {
      token: user.token,
      body: { level: 'loud', new_note: true },
    });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body).toEqual({ message: "'loud' is not a valid level" });
    const badBoolean = await t.put('/notification_settings', {
      token: user.token,
      body: { level: 'custom', new_note: 'perhaps' },
    });
    expect(badBoolean.status).toBe(400);
    expect(await settingRows(user.id)).toBe(0);
    expect((await t.get('/notification_settings', { token: user.token })).body.level).toBe('participating');
  });

  it('needs a signed-in user', async () => {
    expect((await t.get('/notification_settings', { token: null })).status).toBe(401);
    expect((await t.put('/notification_settings', { token: null, body: { level: 'watch' } })).status).toBe(
      401,
    );
  });

  it('accepts form-encoded bodies, as python-gitlab and curl may send', async () => {
    const user = await createUser(t);
    const response = await t.put('/notification_settings', {
      token: user.token,
      form: true,
      body: { level: 'custom', new_merge_request: 'true', failed_pipeline: 'false' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.events).toMatchObject({ new_merge_request: true, failed_pipeline: false });
  });
});

describe('group and project notification settings', () => {
  it('default to global, change per level and keep custom events', async () => {
    const { sub, project } = await hierarchy();
    for (const [kind, id] of [
      ['groups', sub.id],
      ['projects', project.id],
    ] as const) {
      const initial = await t.get(`/${kind}/${id}/notification_settings`, { token: member.token });
      expect(initial.status).toBe(200);
      expect(initial.body).toEqual({ level: 'global' });

      const mention = await t.put(`/${kind}/${id}/notification_settings`, {
        token: member.token,
        body: { level: 'mention' },
      });
      expect(mention.body).toEqual({ level: 'mention' });

      const custom = await t.put(`/${kind}/${id}/notification_settings`, {
        token: member.token,
        body: { level: 'custom', merge_merge_request: true, success_pipeline: true },
      });
      expect(custom.status).toBe(200);
      expect(custom.body.level).toBe('custom');
      expect(custom.body).not.toHaveProperty('notification_email');
      expect(custom.body.events).toMatchObject({
        merge_merge_request: true,
        success_pipeline: true,
        new_note: false,
      });

      // Events alone change without touching the level; they stay stored while another level is set.
      await t.put(`/${kind}/${id}/notification_settings`, { token: member.token, body: { new_note: true } });
      await t.put(`/${kind}/${id}/notification_settings`, { token: member.token, body: { level: 'watch' } });
      expect((await t.get(`/${kind}/${id}/notification_settings`, { token: member.token })).body).toEqual({
        level: 'watch',
      });
      const back = await t.put(`/${kind}/${id}/notification_settings`, {
        token: member.token,
        body: { level: 'custom' },
      });
      expect(back.body.events).toMatchObject({ new_note: true, merge_merge_request: true });
    }
    // Per path as well as per id.
    const byPath = await t.get(
      `/projects/${encodeURIComponent(project.path_with_namespace)}/notification_settings`,
      {
        token: member.token,
      },
    );
    expect(byPath.body.level).toBe('custom');
  });

  it('are read without being written, and two first writes at once make one row', async () => {
    const { top, sub, project } = await hierarchy();
    const user = await createUser(t);
    await addMember(t, 'groups', top.id, user.id, 10);
    for (const path of [
      `/groups/${sub.id}/notification_settings`,
      `/projects/${project.id}/notification_settings`,
    ])
      expect((await t.get(path, { token: user.token })).body).toEqual({ level: 'global' });
    expect(await settingRows(user.id)).toBe(0);

    const writes = await Promise.all(
      ['watch', 'mention', 'disabled', 'participating'].map((level) =>
        t.put(`/projects/${project.id}/notification_settings`, { token: user.token, body: { level } }),
      ),
    );
    expect(writes.map((w) => w.status)).toEqual([200, 200, 200, 200]);
    expect(await settingRows(user.id)).toBe(1);
  });

  it('is a 404 for a group or project the caller cannot see, and a 400 for a bad level', async () => {
    const { sub, project } = await hierarchy();
    for (const path of [
      `/groups/${sub.id}/notification_settings`,
      `/projects/${project.id}/notification_settings`,
    ]) {
      const read = await t.get(path, { token: outsider.token });
      expect(read.status).toBe(404);
      const write = await t.put(path, { token: outsider.token, body: { level: 'watch' } });
      expect((await t.put(path, { token: outsider.token, body: { level: 'noisy' } })).status).toBe(404);
      expect(write.status).toBe(404);
      expect(write.body.message).toMatch(/^404 (Group|Project) Not Found$/);
      const bad = await t.put(path, { token: member.token, body: { level: 'noisy' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: "'noisy' is not a valid level" });
    }
    expect((await t.get('/projects/999999/notification_settings', { token: member.token })).status).toBe(404);
    expect(await settingRows(outsider.id)).toBe(0);
    expect(await settingRows(member.id)).toBeGreaterThanOrEqual(0);
  });

  it('go with the project or group they belong to', async () => {
    const user = await createUser(t);
    const group = await createGroup(t, {}, user.token);
    const project = await createProject(t, { namespace_id: group.id }, user.token);
    await t.put(`/projects/${project.id}/notification_settings`, {
      token: user.token,
      body: { level: 'watch' },
    });
    await t.put(`/groups/${group.id}/notification_settings`, { token: user.token, body: { level: 'watch' } });
    expect(await settingRows(user.id)).toBe(2);
    const deleted = await t.delete(`/projects/${project.id}`, { token: user.token });
    expect(deleted.status).toBeLessThan(300);
    expect((await t.get(`/projects/${project.id}`, { token: user.token })).status).toBe(404);
    expect(await settingRows(user.id)).toBe(1);
    expect((await t.delete(`/groups/${group.id}`, { token: user.token })).status).toBeLessThan(300);
    expect((await t.get(`/groups/${group.id}`, { token: user.token })).status).toBe(404);
    expect(await settingRows(user.id)).toBe(0);
  });
});

describe('effective settings (for the mailer)', () => {
  it('resolve project, then the nearest group, then global, in one statement for many users', async () => {
    const { top, sub, project } = await hierarchy();
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser(t)));
    const [onProject, onSub, onTop, onGlobal, none, inherits] = users as [
      CreatedUser,
      CreatedUser,
      CreatedUser,
      CreatedUser,
      CreatedUser,
      CreatedUser,
    ];
    for (const u of users) await addMember(t, 'groups', top.id, u.id, 30);
    const put = (u: CreatedUser, path: string, body: Record<string, unknown>) =>
      t.put(path, { token: u.token, body });
    await put(onProject, `/projects/${project.id}/notification_settings`, { level: 'disabled' });
    await put(onProject, `/groups/${sub.id}/notification_settings`, { level: 'watch' });
    await put(onSub, `/projects/${project.id}/notification_settings`, { level: 'global' });
    await put(onSub, `/groups/${sub.id}/notification_settings`, { level: 'custom', new_note: true });
    await put(onSub, `/groups/${top.id}/notification_settings`, { level: 'watch' });
    await put(onTop, `/groups/${sub.id}/notification_settings`, { level: 'global' });
    await put(onTop, `/groups/${top.id}/notification_settings`, { level: 'mention' });
    await put(onGlobal, '/notification_settings', { level: 'custom', success_pipeline: true });
    await put(onGlobal, `/groups/${top.id}/notification_settings`, { level: 'global' });
    await put(inherits, '/notification_settings', { level: 'global' });
    // A setting on an unrelated group does not count.
    const elsewhere = await createGroup(t);
    await addMember(t, 'groups', elsewhere.id, none.id, 30);
    await put(none, `/groups/${elsewhere.id}/notification_settings`, { level: 'watch' });

    const services = t.running.services;
    t.sql.reset();
    const result = await t.run(() =>
      services.notifications.effectiveSettings(
        users.map((u) => u.id),
        { id: project.id },
      ),
    );
    const statements = t.sql.statements.filter((s) => /notification_settings/.test(s));
    expect(statements).toHaveLength(1);

    expect(result.get(onProject.id)).toMatchObject({
      level: 'disabled',
      events: null,
      from: { type: 'Project', id: project.id },
    });
    expect(result.get(onSub.id)).toMatchObject({ level: 'custom', from: { type: 'Namespace', id: sub.id } });
    expect(result.get(onSub.id)!.events).toMatchObject({
      new_note: true,
      new_issue: false,
      failed_pipeline: true,
    });
    expect(result.get(onTop.id)).toMatchObject({ level: 'mention', from: { type: 'Namespace', id: top.id } });
    expect(result.get(onGlobal.id)).toMatchObject({ level: 'custom', from: 'global' });
    expect(result.get(onGlobal.id)!.events).toMatchObject({ success_pipeline: true });
    expect(result.get(none.id)).toMatchObject({ level: 'participating', events: null, from: null });
    expect(result.get(inherits.id)).toMatchObject({ level: 'participating', from: null });

    // The same single statement for three times as many users.
    const more = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(() => createUser(t)));
    t.sql.reset();
    const many = await t.run(() =>
      services.notifications.effectiveSettings(
        [...users, ...more].map((u) => u.id),
        { id: project.id },
      ),
    );
    expect(many.size).toBe(18);
    expect(t.sql.statements.filter((s) => /notification_settings/.test(s))).toHaveLength(1);
  });

  it('cover deep ancestries, personal projects, no users and unknown projects', async () => {
    const services = t.running.services;
    const user = await createUser(t);
    const a = await createGroup(t, {}, user.token);
    const b = await createGroup(t, { parent_id: a.id }, user.token);
    const c = await createGroup(t, { parent_id: b.id }, user.token);
    const deep = await createProject(t, { namespace_id: c.id }, user.token);
    const put = (path: string, body: Record<string, unknown>) => t.put(path, { token: user.token, body });
    await put(`/groups/${a.id}/notification_settings`, { level: 'watch' });
    await put(`/groups/${b.id}/notification_settings`, { level: 'custom', close_issue: true });
    await put(`/groups/${c.id}/notification_settings`, { level: 'global' });
    await put('/notification_settings', { level: 'disabled', notification_email: user.email });
    const effective = (projectId: number) =>
      t.run(() => services.notifications.effectiveSettings([user.id, user.id], { id: projectId }));

    const inDeep = (await effective(deep.id)).get(user.id)!;
    expect(inDeep).toMatchObject({
      level: 'custom',
      from: { type: 'Namespace', id: b.id },
      notificationEmail: user.email,
    });
    expect(inDeep.events).toMatchObject({ close_issue: true, new_note: false });

    await put(`/groups/${b.id}/notification_settings`, { level: 'global' });
    expect((await effective(deep.id)).get(user.id)).toMatchObject({
      level: 'watch',
      from: { type: 'Namespace', id: a.id },
    });

    const personal = await createProject(t, {}, user.token);
    expect((await effective(personal.id)).get(user.id)).toMatchObject({ level: 'disabled', from: 'global' });
    expect((await effective(999999)).get(user.id)).toMatchObject({ level: 'disabled', from: 'global' });

    t.sql.reset();
    expect((await t.run(() => services.notifications.effectiveSettings([], { id: deep.id }))).size).toBe(0);
    expect(t.sql.statements.filter((s) => s.includes('notification_settings'))).toEqual([]);
  });
});
