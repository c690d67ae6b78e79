import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Ciphertext, Encryption } from '../../core/encryption.ts';
import { kysely } from '../../db/database.ts';
import { EXECUTABLE_SQL } from './auto-disabling.ts';
import { interpolateUrl, SYSTEM_HOOK_FLAGS } from './hook-rules.ts';
import type { DeliverableHook } from './hook-view.ts';
import { decryptSecrets } from './hook-secrets.ts';
import {
  HOOK_EVENT_FLAGS,
  type BranchFilterStrategy,
  type HookEventFlag,
  type HookType,
} from './web-hook.entity.ts';

/**
 * Where an event happened, for finding the hooks it goes to:
 * - `projectId`: the project's hooks, and the hooks of its group and every ancestor group (a group
 *   hook fires for the projects of its subgroups too, as GitLab's do);
 * - `groupId`: for events of a group itself (a subgroup or a membership): the hooks of that group
 *   and of its ancestors;
 * - `system`: also the instance's system hooks, for the events system hooks receive.
 */
export interface HookScope {
  projectId?: number | null;
  groupId?: number | null;
  system?: boolean;
}

/**
 * An event flag, or `system_events`: the instance's own events (projects, groups, users and
 * memberships created, changed or removed), which every system hook receives and no other hook.
 */
export type HookEvent = HookEventFlag | 'system_events';

interface HookRow {
  id: number;
  type: HookType;
  project_id: number | null;
  group_id: number | null;
  url: string;
  encrypted_token: Ciphertext | null;
  encrypted_url_variables: Ciphertext | null;
  encrypted_custom_headers: Ciphertext | null;
  push_events_branch_filter: string | null;
  branch_filter_strategy: BranchFilterStrategy;
  enable_ssl_verification: boolean;
  custom_webhook_template: string | null;
}

/**
 * The delivery engine's lookup: which hooks an event goes to now. No actor: deliveries are the
 * instance's own work, after the change that caused them has committed.
 */
export class HooksFinder {
  private readonly orm: MikroORM;
  private readonly encryption: Encryption;

  constructor(orm: MikroORM, encryption: Encryption) {
    this.orm = orm;
    this.encryption = encryption;
  }

  /**
   * The executable hooks (not auto-disabled, auto-disabling.ts) subscribed to `event` in `scope`,
   * with their secrets decrypted and their URLs filled in, in id order: one SQL statement. Push
   * branch filters are not applied here (the engine knows the branch: `branchMatches` in
   * hook-rules.ts). With `existingAt`, only the hooks created by then: an event taken in late (after a
   * restart) never reaches a hook made after it happened.
   */
  async subscribed(scope: HookScope, event: HookEvent, existingAt?: Date): Promise<DeliverableHook[]> {
    if (event !== 'system_events' && !HOOK_EVENT_FLAGS.includes(event)) {
      throw new Error(`Unknown hook event ${String(event)}`);
    }
    const projectId = scope.projectId ?? null;
    const groupId = scope.groupId ?? null;
    const system =
      scope.system === true &&
      (event === 'system_events' || (SYSTEM_HOOK_FLAGS as readonly string[]).includes(event));
    // Project and group hooks have no system events; a system hook only has its own flags.
    const subscribedTo =
      event === 'system_events' ? sql`h.type = 'SystemHook'` : sql`h.${sql.ref(event)} = true`;
    const { rows } = await sql<HookRow>`
      select h.id, h.type, h.project_id, h.group_id, h.url, h.encrypted_token,
        h.encrypted_url_variables, h.encrypted_custom_headers, h.push_events_branch_filter,
        h.branch_filter_strategy, h.enable_ssl_verification, h.custom_webhook_template
      from web_hooks h
      where ${subscribedTo}
        and ${sql.raw(EXECUTABLE_SQL)}
        and (${existingAt ?? null}::timestamptz is null or h.created_at <= ${existingAt ?? null}::timestamptz)
        and (
          (h.type = 'ProjectHook' and h.project_id = ${projectId}::int)
          or (h.type = 'GroupHook' and h.group_id = any(
            array(
              select unnest(n.traversal_ids)
              from projects p join namespaces n on n.id = p.namespace_id and n.kind = 'Group'
              where p.id = ${projectId}::int
              union
              select unnest(g.traversal_ids) from namespaces g
              where g.id = ${groupId}::int and g.kind = 'Group'
            )
          ))
          or (h.type = 'SystemHook' and ${system}::boolean)
        )
      order by h.id`.execute(kysely(this.orm.em.fork()));
    return rows.map((row) => this.deliverable(row));
  }

  /**
   * Hooks by id, whatever their state, with their secrets decrypted: what a deliverer sends a
   * recorded delivery to (a hook disabled since the delivery was recorded still gets it, as GitLab's
   * queued deliveries do). One SQL statement.
   */
  async deliverableByIds(ids: readonly number[]): Promise<Map<number, DeliverableHook>> {
    if (ids.length === 0) return new Map();
    const { rows } = await sql<HookRow>`
      select h.id, h.type, h.project_id, h.group_id, h.url, h.encrypted_token,
        h.encrypted_url_variables, h.encrypted_custom_headers, h.push_events_branch_filter,
        h.branch_filter_strategy, h.enable_ssl_verification, h.custom_webhook_template
      from web_hooks h where h.id = any(${ids}::int[])`.execute(kysely(this.orm.em.fork()));
    return new Map(rows.map((row) => [row.id, this.deliverable(row)]));
  }

  private deliverable(row: HookRow): DeliverableHook {
    const secrets = decryptSecrets(this.encryption, {
      encryptedToken: row.encrypted_token,
      encryptedUrlVariables: row.encrypted_url_variables,
      encryptedCustomHeaders: row.encrypted_custom_headers,
    });
    return {
      id: row.id,
      type: row.type,
      projectId: row.project_id,
      groupId: row.group_id,
      urlTemplate: row.url,
      url: interpolateUrl(row.url, secrets.urlVariables),
      token: secrets.token,
      customHeaders: secrets.customHeaders,
      urlVariables: secrets.urlVariables,
      pushEventsBranchFilter: row.push_events_branch_filter,
      branchFilterStrategy: row.branch_filter_strategy,
      enableSslVerification: row.enable_ssl_verification,
      customWebhookTemplate: row.custom_webhook_template,
    };
  }
}
