import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** GitLab's `NotificationSetting.level` values. */
export const NOTIFICATION_LEVELS = [
  'disabled',
  'participating',
  'watch',
  'global',
  'mention',
  'custom',
] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

export function isNotificationLevel(value: string): value is NotificationLevel {
  return (NOTIFICATION_LEVELS as readonly string[]).includes(value);
}

/** The email events a `custom` level turns on or off, one column each (spec, Events item 3). */
export const NOTIFICATION_EVENTS = [
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
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type NotificationEvents = Record<NotificationEvent, boolean>;

/**
 * What an event is before anyone sets it. As in GitLab, pipeline failures and fixes count until turned
 * off (they read more like mentions), and so does a moved project; the other events are off.
 */
export const DEFAULT_EVENTS: Readonly<NotificationEvents> = Object.freeze(
  Object.fromEntries(
    NOTIFICATION_EVENTS.map((e) => [
      e,
      e === 'failed_pipeline' || e === 'fixed_pipeline' || e === 'moved_project',
    ]),
  ) as NotificationEvents,
);

/** Where a setting applies: a project, a group (a `Namespace`), or everywhere (null: the global setting). */
export const NOTIFICATION_SOURCE_TYPES = ['Project', 'Namespace'] as const;
export type NotificationSourceType = (typeof NOTIFICATION_SOURCE_TYPES)[number];

/**
 * A user's notification setting (GitLab's `notification_settings`): one per user and source, written
 * only when the user changes it; a missing row reads as the default. The migration adds `project_id`
 * and `namespace_id` as stored columns generated from the source, so that deleting a project or a
 * group deletes its settings (foreign keys on a polymorphic pair).
 */
export const NotificationSettingSchema = defineEntity({
  name: 'NotificationSetting',
  tableName: 'notification_settings',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    sourceType: p.enum(NOTIFICATION_SOURCE_TYPES).nullable(),
    sourceId: p.integer().nullable(),
    level: p.enum(NOTIFICATION_LEVELS),
    /** Global settings only: where notifications go; null means the primary email. */
    notificationEmail: p.string().length(255).nullable(),
    newNote: p.boolean().default(false),
    newIssue: p.boolean().default(false),
    reopenIssue: p.boolean().default(false),
    closeIssue: p.boolean().default(false),
    reassignIssue: p.boolean().default(false),
    issueDue: p.boolean().default(false),
    newMergeRequest: p.boolean().default(false),
    pushToMergeRequest: p.boolean().default(false),
    reopenMergeRequest: p.boolean().default(false),
    closeMergeRequest: p.boolean().default(false),
    reassignMergeRequest: p.boolean().default(false),
    mergeMergeRequest: p.boolean().default(false),
    failedPipeline: p.boolean().default(true),
    fixedPipeline: p.boolean().default(true),
    successPipeline: p.boolean().default(false),
    movedProject: p.boolean().default(true),
    mergeWhenPipelineSucceeds: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class NotificationSetting extends NotificationSettingSchema.class {}
NotificationSettingSchema.setClass(NotificationSetting);

/** The entity property of each event column. */
export const EVENT_PROPERTIES = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, e.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())]),
) as Record<NotificationEvent, keyof NotificationSetting & string>;
