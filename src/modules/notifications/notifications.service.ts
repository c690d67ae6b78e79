import { sql } from 'kysely';
import { requireUser, type Actor } from '../../core/actor.ts';
import { invalidField, verbatimError } from '../../core/errors.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import {
  DEFAULT_EVENTS,
  EVENT_PROPERTIES,
  NOTIFICATION_EVENTS,
  NotificationSetting,
  isNotificationLevel,
  type NotificationEvent,
  type NotificationEvents,
  type NotificationLevel,
  type NotificationSourceType,
} from './notification-setting.entity.ts';
import type { NotificationSettingView, NotificationSource } from './notification-setting-view.ts';

export interface NotificationSettingInput {
  /** Checked here (any string may arrive): one of NOTIFICATION_LEVELS. */
  level?: string;
  /** Global setting only: one of the user's verified emails; empty or null: back to the primary email. */
  notificationEmail?: string | null;
  events?: Partial<NotificationEvents>;
}

/** What decides a user's notifications in a project, for the mailer. */
export interface EffectiveNotificationSetting {
  userId: number;
  /** Never `global`: that level is resolved to the group's or the user's global one. */
  level: Exclude<NotificationLevel, 'global'>;
  /** The events of the setting that made the level `custom`; null for the other levels. */
  events: NotificationEvents | null;
  /** The setting the level comes from; null when the user set nothing that applies (the default). */
  from: NotificationSource | 'global' | null;
  /** The address the user set for notifications; null: their primary email. */
  notificationEmail: string | null;
}

/** GitLab's defaults for a setting nobody wrote: `participating` everywhere, `global` (inherit) below. */
export const DEFAULT_GLOBAL_LEVEL = 'participating';
export const DEFAULT_SOURCE_LEVEL = 'global';

interface SettingRow {
  user_id: number;
  source_type: NotificationSourceType | null;
  source_id: number | null;
  level: NotificationLevel;
  notification_email: string | null;
  depth: number | null;
  [event: string]: unknown;
}

/**
 * Users' notification settings: the global one and one per project or group, read and changed by
 * their user (REST `/notification_settings` and GraphQL), and their resolution for a project
 * (project, then the nearest group above it that says more than `global`, then the global setting).
 * A setting is stored only once written; reading one that was never written yields the default.
 * No email is sent from here.
 */
export class NotificationsService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  // ---------------------------------------------------------------- the caller's own settings

  /** GET /notification_settings. */
  async global(actor: Actor): Promise<NotificationSettingView> {
    const me = requireUser(actor);
    const [setting, user] = await Promise.all([this.stored(me.id, null), this.deps.users.current(actor)]);
    return view(null, setting, user.email);
  }

  /** PUT /notification_settings: level, notification email and custom events, all checked before anything is written. */
  async updateGlobal(actor: Actor, input: NotificationSettingInput): Promise<NotificationSettingView> {
    const me = requireUser(actor);
    checkLevel(input.level);
    const user = await this.deps.users.current(actor);
    let email: string | null | undefined;
    if (input.notificationEmail !== undefined) {
      email = input.notificationEmail?.trim() ? input.notificationEmail.trim() : null;
      if (email !== null && !verifiedEmails(user).some((e) => e.toLowerCase() === email!.toLowerCase()))
        throw invalidField('notification_email', 'must be an email you have verified');
    }
    const setting = await this.write(me.id, null, input, email);
    return view(null, setting, user.email);
  }

  /** GET /projects/:id/notification_settings: 404 for a project the caller cannot see. */
  async ofProject(actor: Actor, idOrPath: string | number): Promise<NotificationSettingView> {
    const me = requireUser(actor);
    const { project } = await this.deps.projects.find(actor, idOrPath);
    const source = { type: 'Project', id: project.id } as const;
    return view(source, await this.stored(me.id, source), null);
  }

  /** PUT /projects/:id/notification_settings. */
  async updateForProject(
    actor: Actor,
    idOrPath: string | number,
    input: NotificationSettingInput,
  ): Promise<NotificationSettingView> {
    const me = requireUser(actor);
    // A project or group the caller cannot see is a 404 whatever the input.
    const { project } = await this.deps.projects.find(actor, idOrPath);
    checkLevel(input.level);
    const source = { type: 'Project', id: project.id } as const;
    return view(source, await this.write(me.id, source, input, undefined), null);
  }

  /** GET /groups/:id/notification_settings: 404 for a group the caller cannot see. */
  async ofGroup(actor: Actor, idOrPath: string | number): Promise<NotificationSettingView> {
    const me = requireUser(actor);
    const { group } = await this.deps.groups.find(actor, idOrPath);
    const source = { type: 'Namespace', id: group.id } as const;
    return view(source, await this.stored(me.id, source), null);
  }

  /** PUT /groups/:id/notification_settings. */
  async updateForGroup(
    actor: Actor,
    idOrPath: string | number,
    input: NotificationSettingInput,
  ): Promise<NotificationSettingView> {
    const me = requireUser(actor);
    // A project or group the caller cannot see is a 404 whatever the input.
    const { group } = await this.deps.groups.find(actor, idOrPath);
    checkLevel(input.level);
    const source = { type: 'Namespace', id: group.id } as const;
    return view(source, await this.write(me.id, source, input, undefined), null);
  }

  /**
   * The caller's settings on projects or groups they already see (GraphQL fields of `Project` and
   * `Group`), for a DataLoader: one query for any number of them. Anonymous callers have none.
   */
  async ownOnSources(
    actor: Actor,
    type: NotificationSourceType,
    subjects: readonly (ProjectSubject | GroupSubject)[],
  ): Promise<(NotificationSettingView | null)[]> {
    const me = actor.user;
    if (!me) return subjects.map(() => null);
    const ids = subjects.map((s) => ('project' in s ? s.project.id : s.group.id));
    const rows =
      ids.length === 0
        ? []
        : await this.deps.orm.em.find(NotificationSetting, {
            user: me.id,
            sourceType: type,
            sourceId: { $in: [...new Set(ids)] },
          });
    const byId = new Map(rows.map((r) => [r.sourceId!, r]));
    return ids.map((id) => view({ type, id }, byId.get(id) ?? null, null));
  }

  // ---------------------------------------------------------------- resolution for the mailer

  /**
   * Each user's effective notification level in a project, and the custom events when that level is
   * `custom`: the project setting unless it is `global` (or missing), else the nearest group up the
   * project's ancestry whose setting is not `global`, else the user's global setting (default
   * `participating`). One SQL statement, whatever the number of users.
   */
  async effectiveSettings(
    userIds: readonly number[],
    project: { id: number },
  ): Promise<Map<number, EffectiveNotificationSetting>> {
    const ids = [...new Set(userIds)];
    const result = new Map<number, EffectiveNotificationSetting>();
    if (ids.length === 0) return result;
    const eventColumns = sql.join(NOTIFICATION_EVENTS.map((e) => sql.ref(`s.${e}`)));
    const { rows } = await sql<SettingRow>`
      select s.user_id, s.source_type, s.source_id, s.level, s.notification_email, ${eventColumns},
             array_position(a.traversal_ids, s.source_id) as depth
        from notification_settings s
        left join (select n.traversal_ids
                     from projects p join namespaces n on n.id = p.namespace_id
                    where p.id = ${project.id}) a on true
       where s.user_id = any(${sql.val(ids)}::int[])
         and (s.source_type is null
              or (s.source_type = 'Project' and s.source_id = ${project.id})
              or (s.source_type = 'Namespace' and s.source_id = any(a.traversal_ids)))`.execute(
      kysely(this.deps.orm.em),
    );

    const byUser = new Map<number, SettingRow[]>();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push(row);
      byUser.set(row.user_id, list);
    }
    for (const userId of ids) {
      const own = byUser.get(userId) ?? [];
      const global = own.find((r) => r.source_type === null) ?? null;
      const ranked = [
        ...own.filter((r) => r.source_type === 'Project'),
        // Nearest group first: the deepest position in the project's traversal ids.
        ...own.filter((r) => r.source_type === 'Namespace').sort((a, b) => (b.depth ?? 0) - (a.depth ?? 0)),
      ];
      const decisive = ranked.find((r) => r.level !== 'global') ?? global;
      const level: NotificationLevel = decisive?.level ?? DEFAULT_GLOBAL_LEVEL;
      result.set(userId, {
        userId,
        // A global setting left at `global` has nothing above it to inherit: the default applies.
        level: level === 'global' ? DEFAULT_GLOBAL_LEVEL : level,
        events: level === 'custom' && decisive ? rowEvents(decisive) : null,
        from:
          decisive === null || decisive.level === 'global'
            ? null
            : decisive.source_type === null
              ? 'global'
              : { type: decisive.source_type, id: decisive.source_id! },
        notificationEmail: global?.notification_email ?? null,
      });
    }
    return result;
  }

  /**
   * Users who set a level other than `global` on the project or on a group above it: with the
   * project's members, who may be watching it (for the mailer, which resolves their level).
   */
  async usersWithSettingsOn(project: { id: number }): Promise<number[]> {
    const { rows } = await sql<{ user_id: number }>`
      select distinct s.user_id from notification_settings s
      where s.level <> 'global'
        and ((s.source_type = 'Project' and s.source_id = ${project.id})
          or (s.source_type = 'Namespace' and s.source_id = any(
            (select n.traversal_ids from projects p join namespaces n on n.id = p.namespace_id
              where p.id = ${project.id})::int[])))`.execute(kysely(this.deps.orm.em));
    return rows.map((r) => r.user_id);
  }

  // ---------------------------------------------------------------- storage

  private stored(userId: number, source: NotificationSource): Promise<NotificationSetting | null> {
    return this.deps.orm.em.findOne(NotificationSetting, {
      user: userId,
      sourceType: source?.type ?? null,
      sourceId: source?.id ?? null,
    });
  }

  /**
   * Creates the row on the first write (the column defaults are GitLab's), then changes only what the
   * input names. Two first writes at once meet on the unique key: the second waits and updates.
   */
  private write(
    userId: number,
    source: NotificationSource,
    input: NotificationSettingInput,
    notificationEmail: string | null | undefined,
  ): Promise<NotificationSetting> {
    return this.deps.uow.run(async (tx) => {
      const where = { user: userId, sourceType: source?.type ?? null, sourceId: source?.id ?? null };
      await sql`insert into notification_settings (user_id, source_type, source_id, level, created_at, updated_at)
                values (${userId}, ${where.sourceType}, ${where.sourceId},
                        ${source ? DEFAULT_SOURCE_LEVEL : DEFAULT_GLOBAL_LEVEL}, now(), now())
                on conflict on constraint notification_settings_user_source_unique do nothing`.execute(
        kysely(tx.em),
      );
      const setting = await tx.em.findOneOrFail(NotificationSetting, where);
      if (input.level !== undefined) setting.level = input.level as NotificationLevel;
      if (notificationEmail !== undefined) setting.notificationEmail = notificationEmail;
      for (const event of NOTIFICATION_EVENTS) {
        const value = input.events?.[event];
        if (value !== undefined)
          (setting as unknown as Record<string, boolean>)[EVENT_PROPERTIES[event]] = value;
      }
      await tx.em.flush();
      return setting;
    });
  }
}

/** GitLab refuses an unknown level with the enum's own message, as a 400. */
function checkLevel(level: string | undefined): void {
  if (level !== undefined && !isNotificationLevel(level))
    throw verbatimError('bad_request', `'${level}' is not a valid level`);
}

/**
 * The addresses a user may receive notifications at. Users here have one address, the primary one
 * (no secondary emails are stored), so that is the only verified one.
 */
function verifiedEmails(user: { email: string }): string[] {
  return [user.email];
}

function settingEvents(setting: NotificationSetting | null): NotificationEvents {
  if (!setting) return { ...DEFAULT_EVENTS };
  const record = setting as unknown as Record<string, boolean>;
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((e) => [e, record[EVENT_PROPERTIES[e]] ?? DEFAULT_EVENTS[e]]),
  ) as NotificationEvents;
}

function rowEvents(row: SettingRow): NotificationEvents {
  return Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, row[e] === true])) as Record<
    NotificationEvent,
    boolean
  >;
}

function view(
  source: NotificationSource,
  setting: NotificationSetting | null,
  primaryEmail: string | null,
): NotificationSettingView {
  return {
    source,
    level: setting?.level ?? (source ? DEFAULT_SOURCE_LEVEL : DEFAULT_GLOBAL_LEVEL),
    events: settingEvents(setting),
    notificationEmail: source ? null : (setting?.notificationEmail ?? primaryEmail),
  };
}
