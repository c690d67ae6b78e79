import { badRequest } from '../../core/errors.ts';
import { builder } from '../../graphql/builder.ts';
import { mutationPayload } from '../../graphql/errors.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationEvents,
} from './notification-setting.entity.ts';
import type { NotificationSettingView } from './notification-setting-view.ts';

// GitLab's GraphQL API has no notification settings: these fill the gap in its style, over the same
// service as REST /notification_settings.

const camel = (event: string) => event.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const EVENT_DESCRIPTIONS: Record<NotificationEvent, string> = {
  new_note: 'A comment is added.',
  new_issue: 'An issue is created.',
  reopen_issue: 'An issue is reopened.',
  close_issue: 'An issue is closed.',
  reassign_issue: 'An issue is reassigned.',
  issue_due: 'An issue is due tomorrow.',
  new_merge_request: 'A merge request is created.',
  push_to_merge_request: 'Commits are pushed to a merge request.',
  reopen_merge_request: 'A merge request is reopened.',
  close_merge_request: 'A merge request is closed.',
  reassign_merge_request: 'A merge request is reassigned.',
  merge_merge_request: 'A merge request is merged.',
  failed_pipeline: 'A pipeline fails.',
  fixed_pipeline: 'A previously failed pipeline is fixed.',
  success_pipeline: 'A pipeline succeeds.',
  moved_project: 'A project is moved.',
  merge_when_pipeline_succeeds: 'A merge request is set to merge when its pipeline succeeds.',
};

export const NotificationLevelEnum = builder.enumType('NotificationLevel', {
  description: 'How much a user hears about activity (`level` of the notification settings API).',
  values: {
    DISABLED: { value: 'disabled', description: 'No notifications.' },
    PARTICIPATING: { value: 'participating', description: 'Threads the user participates in.' },
    WATCH: { value: 'watch', description: 'Most activity.' },
    GLOBAL: { value: 'global', description: "The group's or the global setting applies." },
    MENTION: { value: 'mention', description: 'Only when the user is mentioned.' },
    CUSTOM: { value: 'custom', description: 'The events the user selected, and what participating gives.' },
  } as const,
});

const NotificationEventsRef = builder.objectRef<NotificationEvents>('NotificationEvents').implement({
  description: 'The email events of a `CUSTOM` notification level, each on or off.',
  fields: (t) =>
    Object.fromEntries(
      NOTIFICATION_EVENTS.map((event) => [
        camel(event),
        t.boolean({ nullable: false, description: EVENT_DESCRIPTIONS[event], resolve: (e) => e[event] }),
      ]),
    ),
});

const NotificationEventsInput = builder.inputType('NotificationEventsInput', {
  description:
    'Custom notification events to turn on (true) or off (false); events left out stay as they are.',
  fields: (t) =>
    Object.fromEntries(
      NOTIFICATION_EVENTS.map((event) => [
        camel(event),
        t.boolean({ required: false, description: EVENT_DESCRIPTIONS[event] }),
      ]),
    ),
});

export const NotificationSettingRef = builder
  .objectRef<NotificationSettingView>('NotificationSetting')
  .implement({
    description: "A user's notification setting: global, for a group, or for a project.",
    fields: (t) => ({
      level: t.field({
        type: NotificationLevelEnum,
        nullable: false,
        description: 'Notification level (`GLOBAL` for a group or project the user never set).',
        resolve: (s) => s.level,
      }),
      events: t.field({
        type: NotificationEventsRef,
        nullable: true,
        description: 'The custom events; null unless the level is `CUSTOM`.',
        resolve: (s) => (s.level === 'custom' ? s.events : null),
      }),
      notificationEmail: t.string({
        nullable: true,
        description: 'Global setting only: the address notifications go to.',
        resolve: (s) => s.notificationEmail,
      }),
    }),
  });

builder.objectField(UserRef, 'globalNotificationSettings', (t) =>
  t.field({
    type: NotificationSettingRef,
    nullable: true,
    description: "The user's global notification setting: only for the current user, null for anyone else.",
    resolve: (user, _, ctx) =>
      ctx.actor.user?.id === user.id ? ctx.services.notifications.global(ctx.actor) : null,
  }),
);

builder.objectField(ProjectRef, 'currentUserNotificationSettings', (t) =>
  t.field({
    type: NotificationSettingRef,
    nullable: true,
    description: "The current user's notification setting for the project; null when signed out.",
    resolve: (subject, _, ctx) =>
      requestLoader<ProjectSubject, NotificationSettingView | null>(
        ctx,
        'project-notification-settings',
        (subjects) => ctx.services.notifications.ownOnSources(ctx.actor, 'Project', subjects),
        (s) => s.project.id,
      ).load(subject),
  }),
);

builder.objectField(GroupRef, 'currentUserNotificationSettings', (t) =>
  t.field({
    type: NotificationSettingRef,
    nullable: true,
    description: "The current user's notification setting for the group; null when signed out.",
    resolve: (subject, _, ctx) =>
      requestLoader<GroupSubject, NotificationSettingView | null>(
        ctx,
        'group-notification-settings',
        (subjects) => ctx.services.notifications.ownOnSources(ctx.actor, 'Namespace', subjects),
        (s) => s.group.id,
      ).load(subject),
  }),
);

builder.relayMutationField(
  'notificationSettingsUpdate',
  {
    name: 'NotificationSettingsUpdateInput',
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Full path of the project whose setting changes.' }),
      groupPath: t.id({ description: 'Full path of the group whose setting changes.' }),
      level: t.field({ type: NotificationLevelEnum, description: 'New notification level.' }),
      notificationEmail: t.string({
        description:
          'Global setting only: one of your verified emails; an empty string goes back to the primary email.',
      }),
      events: t.field({ type: NotificationEventsInput, description: 'Custom events to change.' }),
    }),
  },
  {
    description:
      "Changes the current user's notification setting: for a project (`projectPath`), a group (`groupPath`), or the global one (neither).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if (input.projectPath != null && input.groupPath != null)
            throw badRequest('Only one of project_path or group_path may be given');
          const events: Partial<NotificationEvents> = {};
          for (const event of NOTIFICATION_EVENTS) {
            const value = input.events?.[camel(event)];
            if (value != null) events[event] = value;
          }
          const change = { level: input.level ?? undefined, events };
          const service = ctx.services.notifications;
          if (input.projectPath != null) {
            if (input.notificationEmail != null)
              throw badRequest('notificationEmail applies to the global setting only');
            return {
              notificationSettings: await service.updateForProject(
                ctx.actor,
                String(input.projectPath),
                change,
              ),
            };
          }
          if (input.groupPath != null) {
            if (input.notificationEmail != null)
              throw badRequest('notificationEmail applies to the global setting only');
            return {
              notificationSettings: await service.updateForGroup(ctx.actor, String(input.groupPath), change),
            };
          }
          return {
            notificationSettings: await service.updateGlobal(ctx.actor, {
              ...change,
              notificationEmail: input.notificationEmail ?? undefined,
            }),
          };
        },
        { notificationSettings: null },
      ),
  },
  {
    name: 'NotificationSettingsUpdatePayload',
    outputFields: (t) => ({
      notificationSettings: t.field({
        type: NotificationSettingRef,
        nullable: true,
        description: 'The setting after the mutation.',
        resolve: (p) => p.notificationSettings ?? null,
      }),
      errors: t.stringList({
        nullable: false,
        description: 'Errors encountered during execution of the mutation.',
        resolve: (p) => p.errors,
      }),
    }),
  },
);
