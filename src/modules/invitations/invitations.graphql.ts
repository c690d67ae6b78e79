import { badRequest, DomainError } from '../../core/errors.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs, type ConnectionArgs } from '../../graphql/connections.ts';
import { mutationPayload } from '../../graphql/errors.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import type { Member, MemberSourceType } from '../members/member.entity.ts';
import {
  AccessLevelRef,
  MemberAccessLevelEnum,
  memberAccessLevel,
  type MemberAccessLevelName,
} from '../members/access-levels.graphql.ts';
import type { MemberSource } from '../members/members.policy.ts';
import { dateOnly } from '../members/members.presenter.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { InviteResult } from './invitations.service.ts';

/** A pending invitation: an email address invited to a group or project, not a user yet. */
const InvitationRef = builder.objectRef<Member>('MemberInvitation').implement({
  description: 'A pending invitation of an email address to a group or project.',
  fields: (t) => ({
    id: t.id({
      description: 'Global ID of the invitation (a membership awaiting its user).',
      resolve: (m) => encodeGlobalId(m.sourceType === 'Namespace' ? 'GroupMember' : 'ProjectMember', m.id),
    }),
    inviteEmail: t.string({ resolve: (m) => m.inviteEmail ?? '' }),
    accessLevel: t.field({ type: AccessLevelRef, resolve: (m) => m.accessLevel }),
    createdAt: t.field({ type: 'Time', resolve: (m) => m.createdAt }),
    expiresAt: t.field({ type: 'Date', nullable: true, resolve: (m) => dateOnly(m.expiresAt) }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'User who sent the invitation.',
      resolve: (m) => m.createdBy ?? null,
    }),
  }),
});

const InvitationConnection = builder.connectionObject(
  { type: InvitationRef, name: 'MemberInvitationConnection' },
  { name: 'MemberInvitationEdge' },
);

/** Pending invitations of a source, or null for callers who may not manage its members. */
async function pendingInvitations(
  ctx: GraphQLContext,
  source: MemberSource,
  args: ConnectionArgs & { search?: string | null },
) {
  try {
    const page = await ctx.services.invitations.list(
      ctx.actor,
      source,
      args.search ?? undefined,
      pageRequestFromArgs(args),
    );
    return connectionFromPage(page);
  } catch (error) {
    if (error instanceof DomainError && (error.kind === 'forbidden' || error.kind === 'not_found'))
      return null;
    throw error;
  }
}

builder.objectFields(GroupRef, (t) => ({
  pendingInvitations: t.connection(
    {
      type: InvitationRef,
      nullable: true,
      description: 'Pending invitations of the group (owners only; null for others).',
      args: { search: t.arg.string({ description: 'Exact email address of an invitation.' }) },
      resolve: (s, args, ctx) =>
        pendingInvitations(ctx, { type: 'Namespace', id: s.group.id, subject: s }, args),
    },
    InvitationConnection,
  ),
}));

builder.objectFields(ProjectRef, (t) => ({
  pendingInvitations: t.connection(
    {
      type: InvitationRef,
      nullable: true,
      description: 'Pending invitations of the project (maintainers only; null for others).',
      args: { search: t.arg.string({ description: 'Exact email address of an invitation.' }) },
      resolve: (s, args, ctx) =>
        pendingInvitations(ctx, { type: 'Project', id: s.project.id, subject: s }, args),
    },
    InvitationConnection,
  ),
}));

const InvitationFailureRef = builder
  .objectRef<{ invitee: string; message: string }>('InvitationFailure')
  .implement({
    description: 'Why one email address or username could not be invited.',
    fields: (t) => ({
      invitee: t.exposeString('invitee', { description: 'The email address or username.' }),
      message: t.exposeString('message'),
    }),
  });

interface InviteInputs {
  emails?: string[] | null;
  userIds?: number[] | null;
  accessLevel: MemberAccessLevelName;
  expiresAt?: Date | null;
}

/** Runs an invitation: per-invitee failures go to `failures`. */
async function invite(ctx: GraphQLContext, type: MemberSourceType, id: number, input: InviteInputs) {
  const result: InviteResult = await ctx.services.invitations.invite(
    ctx.actor,
    type,
    id,
    {
      emails: input.emails ?? [],
      userIds: input.userIds ?? [],
      accessLevel: memberAccessLevel(input.accessLevel),
      expiresAt: input.expiresAt ?? null,
      inviteSource: 'graphql',
    },
    { redirects: 'follow' },
  );
  if (result.status === 'success') return { status: 'success', failures: [] };
  // A failure of the whole request (too many invitees) goes to `errors`.
  if (typeof result.message === 'string') throw badRequest(result.message);
  return {
    status: 'error',
    failures: Object.entries(result.message).map(([invitee, message]) => ({ invitee, message })),
  };
}

builder.relayMutationField(
  'groupInvitationCreate',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group.' }),
      emails: t.stringList({ description: 'Email addresses to invite.' }),
      userIds: t.field({ type: ['UserID'], description: 'Global IDs of users to add.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Invites email addresses and users to a group, each on its own.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(() => invite(ctx, 'Namespace', input.groupId, input), { status: null, failures: null }),
  },
  {
    outputFields: (t) => ({
      status: t.string({
        nullable: true,
        description: '`success`, or `error` when anything failed.',
        resolve: (p) => p.status,
      }),
      failures: t.field({ type: [InvitationFailureRef], resolve: (p) => p.failures ?? [] }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectInvitationCreate',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      emails: t.stringList({ description: 'Email addresses to invite.' }),
      userIds: t.field({ type: ['UserID'], description: 'Global IDs of users to add.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Invites email addresses and users to a project, each on its own.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(() => invite(ctx, 'Project', input.projectId, input), { status: null, failures: null }),
  },
  {
    outputFields: (t) => ({
      status: t.string({
        nullable: true,
        description: '`success`, or `error` when anything failed.',
        resolve: (p) => p.status,
      }),
      failures: t.field({ type: [InvitationFailureRef], resolve: (p) => p.failures ?? [] }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

interface InvitationChange {
  email: string;
  accessLevel?: MemberAccessLevelName | null;
  expiresAt?: Date | null;
}

const updateInvitation = async (
  ctx: GraphQLContext,
  type: MemberSourceType,
  id: number,
  input: InvitationChange,
) => {
  const source = await ctx.services.members.source(ctx.actor, type, id, { redirects: 'follow' });
  return {
    invitation: await ctx.services.invitations.update(ctx.actor, source, input.email, {
      ...(input.accessLevel != null ? { accessLevel: memberAccessLevel(input.accessLevel) } : {}),
      ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
    }),
  };
};

const destroyInvitation = async (ctx: GraphQLContext, type: MemberSourceType, id: number, email: string) => {
  const source = await ctx.services.members.source(ctx.actor, type, id, { redirects: 'follow' });
  await ctx.services.invitations.remove(ctx.actor, source, email);
  return {};
};

builder.relayMutationField(
  'groupInvitationUpdate',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group.' }),
      email: t.string({ required: true, description: 'Email address of the invitation.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Changes a pending invitation to a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(() => updateInvitation(ctx, 'Namespace', input.groupId, input), { invitation: null }),
  },
  {
    outputFields: (t) => ({
      invitation: t.field({ type: InvitationRef, nullable: true, resolve: (p) => p.invitation }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'projectInvitationUpdate',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      email: t.string({ required: true, description: 'Email address of the invitation.' }),
      accessLevel: t.field({ type: MemberAccessLevelEnum }),
      expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
    }),
  },
  {
    description: 'Changes a pending invitation to a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(() => updateInvitation(ctx, 'Project', input.projectId, input), { invitation: null }),
  },
  {
    outputFields: (t) => ({
      invitation: t.field({ type: InvitationRef, nullable: true, resolve: (p) => p.invitation }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'groupInvitationDestroy',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group.' }),
      email: t.string({ required: true, description: 'Email address of the invitation.' }),
    }),
  },
  {
    description: 'Deletes a pending invitation to a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(() => destroyInvitation(ctx, 'Namespace', input.groupId, input.email), {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);

builder.relayMutationField(
  'projectInvitationDestroy',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      email: t.string({ required: true, description: 'Email address of the invitation.' }),
    }),
  },
  {
    description: 'Deletes a pending invitation to a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(() => destroyInvitation(ctx, 'Project', input.projectId, input.email), {}),
  },
  { outputFields: (t) => ({ errors: t.stringList({ resolve: (p) => p.errors }) }) },
);
