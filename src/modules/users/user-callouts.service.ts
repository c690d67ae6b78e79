import type { MikroORM } from '@mikro-orm/postgresql';
import { isAdmin, requireUser, type Actor } from '../../core/actor.ts';
import { invalidField } from '../../core/errors.ts';
import {
  paginateByParent,
  type KeysetPageRequest,
  type OrderColumn,
  type Page,
} from '../../core/pagination.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import { GROUP_CALLOUT_FEATURES, USER_CALLOUT_FEATURES } from './callout-features.ts';
import { UserCallout, UserGroupCallout } from './user-callout.entity.ts';

/** A dismissal as lists and payloads show it. */
export interface CalloutRow {
  id: number;
  user_id: number;
  feature_name: string;
  dismissed_at: Date;
}
export interface GroupCalloutRow extends CalloutRow {
  group_id: number;
}

/** The id of a group the actor may read (404 otherwise). */
export type ReadableGroup = (actor: Actor, groupId: number) => Promise<number>;

const byId = <Row extends { id: number }>(): OrderColumn<Row>[] => [
  { column: 'c.id', direction: 'asc', value: (r) => r.id },
];

/**
 * Callouts a user dismissed (GitLab's `Users::DismissCalloutService` and `UserCore.callouts`): one
 * record per user and feature (and group, for group callouts); dismissing again refreshes the time.
 * Only the user themself and administrators list them.
 */
export class UserCalloutsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly readableGroup: ReadableGroup;

  constructor(orm: MikroORM, uow: UnitOfWork, readableGroup: ReadableGroup) {
    this.orm = orm;
    this.uow = uow;
    this.readableGroup = readableGroup;
  }

  /** `userCalloutCreate`. */
  async dismiss(actor: Actor, featureName: string): Promise<CalloutRow> {
    const me = requireUser(actor);
    if (!(USER_CALLOUT_FEATURES as readonly string[]).includes(featureName))
      throw invalidField('feature_name', 'is not included in the list');
    return this.uow.run(async (tx) => {
      await tx.em.upsert(
        UserCallout,
        { user: me.id, featureName, dismissedAt: new Date() },
        { onConflictFields: ['user', 'featureName'], onConflictMergeFields: ['dismissedAt'] },
      );
      return kysely(tx.em)
        .selectFrom('user_callouts as c')
        .select(['c.id', 'c.user_id', 'c.feature_name', 'c.dismissed_at'])
        .where('c.user_id', '=', me.id)
        .where('c.feature_name', '=', featureName)
        .executeTakeFirstOrThrow();
    });
  }

  /** `userGroupCalloutCreate`: for a group the user may read. */
  async dismissForGroup(actor: Actor, featureName: string, groupId: number): Promise<GroupCalloutRow> {
    const me = requireUser(actor);
    if (!(GROUP_CALLOUT_FEATURES as readonly string[]).includes(featureName))
      throw invalidField('feature_name', 'is not included in the list');
    const group = await this.readableGroup(actor, groupId);
    return this.uow.run(async (tx) => {
      await tx.em.upsert(
        UserGroupCallout,
        { user: me.id, groupId: group, featureName, dismissedAt: new Date() },
        {
          onConflictFields: ['user', 'groupId', 'featureName'],
          onConflictMergeFields: ['dismissedAt'],
        },
      );
      return kysely(tx.em)
        .selectFrom('user_group_callouts as c')
        .select(['c.id', 'c.user_id', 'c.group_id', 'c.feature_name', 'c.dismissed_at'])
        .where('c.user_id', '=', me.id)
        .where('c.group_id', '=', group)
        .where('c.feature_name', '=', featureName)
        .executeTakeFirstOrThrow();
    });
  }

  /** The user callouts of many users, a page each, in one query; null for users the actor may not see them of. */
  async pagesByUser(
    actor: Actor,
    userIds: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<CalloutRow> | null>> {
    const allowed = userIds.filter((id) => canList(actor, id));
    const pages = await paginateByParent(
      this.db,
      this.db
        .selectFrom('user_callouts as c')
        .select(['c.id', 'c.user_id', 'c.feature_name', 'c.dismissed_at']),
      { column: 'c.user_id', value: (r) => r.user_id },
      allowed.length > 0 ? allowed : [-1],
      byId<CalloutRow>(),
      request,
    );
    return new Map(userIds.map((id) => [id, pages.get(id) ?? null]));
  }

  /** The group callouts of many users, as `pagesByUser`. */
  async groupPagesByUser(
    actor: Actor,
    userIds: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<GroupCalloutRow> | null>> {
    const allowed = userIds.filter((id) => canList(actor, id));
    const pages = await paginateByParent(
      this.db,
      this.db
        .selectFrom('user_group_callouts as c')
        .select(['c.id', 'c.user_id', 'c.group_id', 'c.feature_name', 'c.dismissed_at']),
      { column: 'c.user_id', value: (r) => r.user_id },
      allowed.length > 0 ? allowed : [-1],
      byId<GroupCalloutRow>(),
      request,
    );
    return new Map(userIds.map((id) => [id, pages.get(id) ?? null]));
  }

  private get db() {
    return kysely(this.orm.em);
  }
}

function canList(actor: Actor, userId: number): boolean {
  return actor.user?.id === userId || isAdmin(actor);
}
