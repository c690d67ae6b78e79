import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { hookReceiver } from './support/hook-receiver.ts';
import { createProject } from './support/membership.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
  await t.put('/application/settings', {
    body: { allow_local_requests_from_web_hooks_and_services: true },
  });
});

afterAll(async () => {
  await t.close();
});

const notFound = { cause: { response: { status: 404 } } };

/**
 * Hook options gitbeaker's types lack (`emoji_events`, `member_events`... exist in GitLab's API):
 * passed through as given, decamelized like the typed ones.
 */
const hookOptions = (options: Record<string, boolean | string>) => options as { pushEvents?: boolean };

describe('webhooks through @gitbeaker/rest', () => {
  it('adds, lists, shows, edits and removes project hooks', async () => {
    const project = await createProject(t);
    const hooks = api.ProjectHooks;
    const added = await hooks.add(
      project.id,
      'https://example.com/project-hook',
      hookOptions({
        pushEvents: false,
        mergeRequestsEvents: true,
        emojiEvents: true,
        token: 'secret',
        pushEventsBranchFilter: 'main',
      }),
    );
    expect(added).toMatchObject({
      url: 'https://example.com/project-hook',
      project_id: project.id,
      push_events: false,
      merge_requests_events: true,
      emoji_events: true,
      push_events_branch_filter: 'main',
      enable_ssl_verification: true,
    });
    expect(added).not.toHaveProperty('token');

    expect((await hooks.all(project.id)).map((h) => h.id)).toEqual([added.id]);
    expect(await hooks.show(project.id, added.id)).toMatchObject({ id: added.id, emoji_events: true });

    const edited = await hooks.edit(
      project.id,
      added.id,
      'https://example.com/edited',
      hookOptions({ emojiEvents: false, noteEvents: true }),
    );
    expect(edited).toMatchObject({
      id: added.id,
      url: 'https://example.com/edited',
      emoji_events: false,
      note_events: true,
      merge_requests_events: true,
    });

    await hooks.remove(project.id, added.id);
    await expect(hooks.show(project.id, added.id)).rejects.toMatchObject(notFound);
    expect(await hooks.all(project.id)).toEqual([]);
  });

  it('adds, lists, shows, edits and removes group hooks', async () => {
    const path = unique('gb-hooks');
    const group = await api.Groups.create(path, path);
    const hooks = api.GroupHooks;
    const added = await hooks.add(
      group.id,
      'https://example.com/group-hook',
      hookOptions({ subgroupEvents: true, memberEvents: true, emojiEvents: true }),
    );
    expect(added).toMatchObject({
      url: 'https://example.com/group-hook',
      group_id: group.id,
      subgroup_events: true,
      member_events: true,
      emoji_events: true,
    });
    expect((await hooks.all(group.id)).map((h) => h.id)).toEqual([added.id]);
    expect(await hooks.show(group.id, added.id)).toMatchObject({ id: added.id, group_id: group.id });
    const edited = await hooks.edit(
      group.id,
      added.id,
      'https://example.com/group-edited',
      hookOptions({ memberEvents: false }),
    );
    expect(edited).toMatchObject({ url: 'https://example.com/group-edited', member_events: false });
    await hooks.remove(group.id, added.id);
    await expect(hooks.show(group.id, added.id)).rejects.toMatchObject(notFound);
  });

  it('adds, lists, tests and removes system hooks', async () => {
    const r = await hookReceiver();
    try {
      const hooks = api.SystemHooks;
      const added = await hooks.add(r.url, { tagPushEvents: true, mergeRequestsEvents: true, token: 'sys' });
      expect(added).toMatchObject({
        url: r.url,
        tag_push_events: true,
        merge_requests_events: true,
        repository_update_events: false,
      });
      expect((await hooks.all()).map((h) => h.id)).toContain(added.id);

      // GitLab's test: the hook is sent its mock project_create event, which the answer repeats.
      const sample = {
        event_name: 'project_create',
        name: 'Ruby',
        path: 'ruby',
        project_id: 1,
        owner_name: 'Someone',
        owner_email: 'example@gitlabhq.com',
      };
      expect(await hooks.test(added.id)).toEqual(sample);
      await r.count(1);
      expect(r.received[0]!.headers['x-gitlab-event']).toBe('System Hook');
      expect(r.received[0]!.headers['x-gitlab-token']).toBe('sys');
      expect(r.received[0]!.body).toEqual(sample);
      await expect(hooks.test(999999)).rejects.toMatchObject(notFound);

      await hooks.remove(added.id);
      expect((await hooks.all()).map((h) => h.id)).not.toContain(added.id);
      await expect(hooks.remove(added.id)).rejects.toMatchObject(notFound);
    } finally {
      await r.close();
    }
  });
});

describe('integrations through @gitbeaker/rest', () => {
  it('sets up, lists, shows and disables an integration', async () => {
    const project = await createProject(t);
    const integrations = api.Integrations;
    const edited = await integrations.edit(project.id, 'pipelines-email', {
      recipients: 'ci@example.com',
      notifyOnlyBrokenPipelines: false,
    });
    expect(edited).toMatchObject({ slug: 'pipelines-email', active: true });

    const shown = await integrations.show(project.id, 'pipelines-email');
    expect(shown).toMatchObject({
      slug: 'pipelines-email',
      active: true,
      properties: expect.objectContaining({
        recipients: 'ci@example.com',
        notify_only_broken_pipelines: false,
      }),
    });
    expect((await integrations.all(project.id)).map((i) => i.slug)).toContain('pipelines-email');

    await integrations.disable(project.id, 'pipelines-email');
    expect((await integrations.all(project.id)).map((i) => i.slug)).not.toContain('pipelines-email');
    expect(await integrations.show(project.id, 'pipelines-email')).toMatchObject({ active: false });
  });
});

describe('notification settings through @gitbeaker/rest', () => {
  it('shows and edits global, group and project notification settings', async () => {
    const global = await api.NotificationSettings.show();
    expect(global).toMatchObject({ level: expect.any(String), notification_email: expect.any(String) });
    expect(await api.NotificationSettings.edit({ level: 'watch' })).toMatchObject({ level: 'watch' });
    expect(await api.NotificationSettings.show()).toMatchObject({ level: 'watch' });

    const path = unique('gb-notify');
    const group = await api.Groups.create(path, path);
    expect(await api.NotificationSettings.show({ groupId: group.id })).toMatchObject({ level: 'global' });
    expect(await api.NotificationSettings.edit({ groupId: group.id, level: 'participating' })).toMatchObject({
      level: 'participating',
    });

    const project = await createProject(t);
    const custom = await api.NotificationSettings.edit({
      projectId: project.id,
      level: 'custom',
      newMergeRequest: true,
      mergeMergeRequest: true,
    });
    expect(custom).toMatchObject({
      level: 'custom',
      events: expect.objectContaining({ new_merge_request: true, merge_merge_request: true }),
    });
    expect(await api.NotificationSettings.show({ projectId: project.id })).toMatchObject({
      level: 'custom',
      events: expect.objectContaining({ new_merge_request: true }),
    });
    await expect(
      api.NotificationSettings.edit({ projectId: project.id, level: 'loud' }),
    ).rejects.toMatchObject({ cause: { response: { status: 400 } } });
  });
});
