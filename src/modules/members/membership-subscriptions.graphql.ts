import { notFound } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { upperCase } from '../../graphql/enum-values.ts';
import { GuardedStream, PURE_EVENT_SOURCE } from '../../graphql/shared-subscriptions.ts';
import { UserRef } from '../users/users.graphql.ts';
import { AccessLevelRef } from './access-levels.graphql.ts';
import type { MemberSourceType } from './member.entity.ts';
import { findMemberSource } from './member-source-inputs.graphql.ts';
import { MemberInterfaceRef } from './members.graphql.ts';
import type { MemberView } from './members.presenter.ts';

const MembershipChangeActionEnum = builder.enumType('MembershipChangeAction', {
  description: 'What happened to a membership.',
  values: ['ADDED', 'UPDATED', 'REMOVED'] as const,
});

interface MembershipChange {
  action: 'added' | 'updated' | 'removed';
  sourceType: MemberSourceType;
  sourceId: number;
  userId: number;
  accessLevel: number | null;
  member: MemberView | null;
}

const MembershipChangedRef = builder.objectRef<MembershipChange>('MembershipChanged').implement({
  description: 'A change of a direct membership of a group or project.',
  fields: (t) => ({
    action: t.field({
      type: MembershipChangeActionEnum,
      resolve: (c) => upperCase(c.action),
    }),
    member: t.field({
      type: MemberInterfaceRef,
      nullable: true,
      description: 'The membership as it is now; null once removed.',
      resolve: (c) => c.member,
    }),
    user: t.field({ type: UserRef, nullable: true, resolve: (c) => c.userId }),
    accessLevel: t.field({
      type: AccessLevelRef,
      nullable: true,
      description: 'Access level given (null when removed).',
      resolve: (c) => c.accessLevel,
    }),
  }),
});

type MembershipEvent = DomainEvent<'member.added' | 'member.updated' | 'member.removed'>;

/**
 * Membership changes of one group or project from the domain-event bus (whichever instance made
 * them), to callers who may read its members, for as long as they may: a caller who loses access
 * gets an error that ends the stream.
 */
async function membershipChanges(
  ctx: GraphQLContext,
  type: MemberSourceType,
  id: number,
): Promise<GuardedStream<MembershipEvent>> {
  const source = await findMemberSource(ctx, type, id);
  if (!(await ctx.services.members.mayReadMembers(ctx.actor, type, source.id))) {
    throw notFound(type === 'Project' ? 'Project' : 'Group');
  }
  const events = ctx.services.bus.subscribe(
    ['member.added', 'member.updated', 'member.removed'],
    (event) => event.payload.sourceType === type && event.payload.sourceId === source.id,
  );
  return new GuardedStream(events, {
    scope: { type: type === 'Project' ? 'project' : 'group', id: source.id },
    ability: 'read_source_member',
    decide: async (actor) => ({ allowed: await ctx.services.members.mayReadMembers(actor, type, source.id) }),
  });
}

async function toChange(ctx: GraphQLContext, event: MembershipEvent): Promise<MembershipChange> {
  const { payload } = event;
  const action =
    event.type === 'member.added' ? 'added' : event.type === 'member.updated' ? 'updated' : 'removed';
  const member =
    action === 'removed'
      ? null
      : await ctx.services.members.findDirect(payload.sourceType, payload.sourceId, payload.userId);
  return {
    action,
    sourceType: payload.sourceType,
    sourceId: payload.sourceId,
    userId: payload.userId,
    accessLevel: 'accessLevel' in payload ? payload.accessLevel : null,
    member,
  };
}

builder.subscriptionFields((t) => ({
  projectMembershipChanged: t.field({
    type: MembershipChangedRef,
    description: 'Triggered when a direct membership of the project is added, changed or removed.',
    args: { projectId: t.arg({ type: 'ProjectID', required: true }) },
    extensions: PURE_EVENT_SOURCE,
    subscribe: (_, args, ctx) => membershipChanges(ctx, 'Project', args.projectId),
    resolve: (event: MembershipEvent, _args, ctx) => toChange(ctx, event),
  }),
  groupMembershipChanged: t.field({
    type: MembershipChangedRef,
    description: 'Triggered when a direct membership of the group is added, changed or removed.',
    args: { groupId: t.arg({ type: 'GroupID', required: true }) },
    extensions: PURE_EVENT_SOURCE,
    subscribe: (_, args, ctx) => membershipChanges(ctx, 'Namespace', args.groupId),
    resolve: (event: MembershipEvent, _args, ctx) => toChange(ctx, event),
  }),
}));
