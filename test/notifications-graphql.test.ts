import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupProjectsNotificationLevelsDocument,
  NotificationSettingsOverviewDocument,
  NotificationSettingsUpdateDocument,
  UserGlobalNotificationSettingsDocument,
} from './generated/graphql.ts';
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

async function settingCount(): Promise<number> {
  const rows = await t.running.orm.em
    .getConnection()
    .execute<{ count: string }[]>('select count(*) from notification_settings');
  return Number(rows[0]!.count);
}

async function hierarchy() {
  const group = await createGroup(t);
  const project = await createProject(t, { namespace_id: group.id });
  await addMember(t, 'groups', group.id, member.id, 30);
  return { group, project };
}

describe('notification settings over GraphQL', () => {
  it('reads the defaults, then changes global, group and project settings through the same service as REST', async () => {
    const { group, project } = await hierarchy();
    const vars = { projectPath: project.path_with_namespace, groupPath: group.full_path };
    const initial = await t.graphql(NotificationSettingsOverviewDocument, vars, member.token);
    expect(initial.errors).toBeUndefined();
    expect(initial.data?.currentUser?.globalNotificationSettings).toEqual({
      level: 'PARTICIPATING',
      notificationEmail: member.email,
      events: null,
    });
    expect(initial.data?.project?.currentUserNotificationSettings).toEqual({
      level: 'GLOBAL',
      notificationEmail: null,
      events: null,
    });
    expect(initial.data?.group?.currentUserNotificationSettings?.level).toBe('GLOBAL');

    const global = await t.graphql(
      NotificationSettingsUpdateDocument,
      {
        input: { level: 'CUSTOM', events: { newNote: true, failedPipeline: false }, clientMutationId: 'g1' },
      },
      member.token,
    );
    expect(global.data?.notificationSettingsUpdate).toMatchObject({
      clientMutationId: 'g1',
      errors: [],
      notificationSettings: {
        level: 'CUSTOM',
        notificationEmail: member.email,
        events: {
          newNote: true,
          newIssue: false,
          failedPipeline: false,
          fixedPipeline: true,
          movedProject: true,
        },
      },
    });
    const onProject = await t.graphql(
      NotificationSettingsUpdateDocument,
      { input: { projectPath: project.path_with_namespace, level: 'WATCH' } },
      member.token,
    );
    expect(onProject.data?.notificationSettingsUpdate).toMatchObject({
      errors: [],
      notificationSettings: { level: 'WATCH', events: null, notificationEmail: null },
    });
    const onGroup = await t.graphql(
      NotificationSettingsUpdateDocument,
      { input: { groupPath: group.full_path, level: 'CUSTOM', events: { mergeMergeRequest: true } } },
      member.token,
    );
    expect(onGroup.data?.notificationSettingsUpdate?.notificationSettings?.events?.mergeMergeRequest).toBe(
      true,
    );

    // REST sees what GraphQL wrote.
    expect((await t.get('/notification_settings', { token: member.token })).body).toMatchObject({
      level: 'custom',
      events: { new_note: true, failed_pipeline: false },
    });
    expect(
      (await t.get(`/projects/${project.id}/notification_settings`, { token: member.token })).body,
    ).toEqual({
      level: 'watch',
    });
    expect(
      (await t.get(`/groups/${group.id}/notification_settings`, { token: member.token })).body,
    ).toMatchObject({
      level: 'custom',
      events: { merge_merge_request: true },
    });
    const after = await t.graphql(NotificationSettingsOverviewDocument, vars, member.token);
    expect(after.data?.project?.currentUserNotificationSettings?.level).toBe('WATCH');
    expect(after.data?.group?.currentUserNotificationSettings?.level).toBe('CUSTOM');
  });

  it('reports refusals in the payload and writes nothing', async () => {
    const { group, project } = await hierarchy();
    const before = await settingCount();
    const email = await t.graphql(
      NotificationSettingsUpdateDocument,
      { input: { level: 'WATCH', notificationEmail: 'not-mine@example.com' } },
      member.token,
    );
    expect(email.data?.notificationSettingsUpdate).toEqual({
      clientMutationId: null,
      errors: ['Notification email must be an email you have verified'],
      notificationSettings: null,
    });
    const hidden = await t.graphql(
      NotificationSettingsUpdateDocument,
      { input: { projectPath: project.path_with_namespace, level: 'WATCH' } },
      outsider.token,
    );
    expect(hidden.data?.notificationSettingsUpdate?.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    const both = await t.graphql(
      NotificationSettingsUpdateDocument,
      { input: { projectPath: project.path_with_namespace, groupPath: group.full_path, level: 'WATCH' } },
      member.token,
    );
    expect(both.data?.notificationSettingsUpdate?.errors).toHaveLength(1);
    const anonymous = await t.graphql(
      NotificationSettingsUpdateDocument,
      { input: { level: 'WATCH' } },
      null,
    );
    expect(anonymous.data?.notificationSettingsUpdate?.errors).toEqual(['Unauthorized']);

    expect(await settingCount()).toBe(before);

    // Someone else's global setting is not shown; nor anything to a signed-out caller.
    const other = await t.graphql(
      UserGlobalNotificationSettingsDocument,
      { username: member.username },
      outsider.token,
    );
    expect(other.data?.user?.globalNotificationSettings).toBeNull();
    const signedOut = await t.graphql(
      GroupProjectsNotificationLevelsDocument,
      { groupPath: group.full_path },
      null,
    );
    expect(signedOut.data?.group ?? null).toBeNull();
  });

  it('loads the setting of every project of a page in one statement', async () => {
    const { group } = await hierarchy();
    const projects = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createProject(t, { namespace_id: group.id })),
    );
    for (const p of projects.slice(0, 2))
      await t.put(`/projects/${p.id}/notification_settings`, {
        token: member.token,
        body: { level: 'disabled' },
      });
    t.sql.reset();
    const result = await t.graphql(
      GroupProjectsNotificationLevelsDocument,
      { groupPath: group.full_path },
      member.token,
    );
    expect(result.errors).toBeUndefined();
    const levels = new Map(
      result.data?.group?.projects?.nodes?.map((n) => [
        n?.fullPath,
        n?.currentUserNotificationSettings?.level,
      ]),
    );
    expect(levels.size).toBe(6);
    for (const p of projects.slice(0, 2)) expect(levels.get(p.path_with_namespace)).toBe('DISABLED');
    for (const p of projects.slice(2)) expect(levels.get(p.path_with_namespace)).toBe('GLOBAL');
    expect(t.sql.statements.filter((s) => s.includes('notification_settings'))).toHaveLength(1);
  });
});
