import { badRequest, DomainError } from '../../core/errors.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs, type ConnectionArgs } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { idWithClass } from '../../graphql/global-id.ts';
import { registerSharedNodeId } from '../../graphql/relay-nodes.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import type { Member, MemberSourceType } from '../members/member.entity.ts';
import {
  AccessLevelRef,
  MemberAccessLevelEnum,
  memberAccessLevel,
  type MemberAccessLevelName,
} from '../members/access-levels.graphql.ts';
import {
  findMemberSource,
  MEMBER_SOURCE_KINDS,
  sourceIdField,
  sourceIdOf,
} from '../members/member-source-inputs.graphql.ts';
import type { MemberSource } from '../members/members.policy.ts';
import { dateOnly } from '../members/members.presenter.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { InviteResult } from './invitations.service.ts';

/** A pending invitation: an email address invited to a group or project, not a user yet. */
const InvitationRef = builder.loadableNode('MemberInvitation', {
  description: 'A pending invitation of an email address to a group or project.',
  id: {
    description: 'Global ID of the invitation: that of the membership it becomes when accepted.',
    resolve: (m: Member) => idWithClass(m.sourceType === 'Namespace' ? 'GroupMember' : 'ProjectMember', m.id),
    parse: (id: string) => Number(id),
  },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.invitations.loadMany(ctx.actor, ids),
  fields: (t) => ({
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

// A pending invitation has its future membership's id: `node(id:)` finds it where the membership is not yet.
registerSharedNodeId('GroupMember', 'MemberInvitation');
registerSharedNodeId('ProjectMember', 'MemberInvitation');

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

interface InvitationChange {
  email: string;
  accessLevel?: MemberAccessLevelName | null;
  expiresAt?: Date | null;
}

async function updateInvitation(
  ctx: GraphQLContext,
  type: MemberSourceType,
  id: number,
  input: InvitationChange,
) {
  const source = await findMemberSource(ctx, type, id);
  return {
    invitation: await ctx.services.invitations.update(ctx.actor, source, input.email, {
      ...(input.accessLevel != null ? { accessLevel: memberAccessLevel(input.accessLevel) } : {}),
      ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
    }),
  };
}

async function destroyInvitation(ctx: GraphQLContext, type: MemberSourceType, id: number, email: string) {
  await ctx.services.invitations.remove(ctx.actor, await findMemberSource(ctx, type, id), email);
  return {};
}

const SOURCE_NAMES = { group: 'a group', project: 'a project' } as const;

for (const source of MEMBER_SOURCE_KINDS) {
  const { kind, type } = source;

  builder.relayMutationField(
    `${kind}InvitationCreate`,
    {
      inputFields: (t) => ({
        ...sourceIdField(t, source),
        emails: t.stringList({ description: 'Email addresses to invite.' }),
        userIds: t.field({ type: ['UserID'], description: 'Global IDs of users to add.' }),
        accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
        expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
      }),
    },
    {
      description: `Invites email addresses and users to ${SOURCE_NAMES[kind]}, each on its own.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(() => invite(ctx, type, sourceIdOf(input, source), input), {
          status: null,
          failures: null,
        }),
    },
    {
      outputFields: (t) => ({
        status: t.string({
          nullable: true,
          description: '`success`, or `error` when anything failed.',
          resolve: (p) => p.status,
        }),
        failures: t.field({ type: [InvitationFailureRef], resolve: (p) => p.failures ?? [] }),
        errors: mutationErrorsField(t),
      }),
    },
  );

  builder.relayMutationField(
    `${kind}InvitationUpdate`,
    {
      inputFields: (t) => ({
        ...sourceIdField(t, source),
        email: t.string({ required: true, description: 'Email address of the invitation.' }),
        accessLevel: t.field({ type: MemberAccessLevelEnum }),
        expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
      }),
    },
    {
      description: `Changes a pending invitation to ${SOURCE_NAMES[kind]}.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(() => updateInvitation(ctx, type, sourceIdOf(input, source), input), {
          invitation: null,
        }),
    },
    {
      outputFields: (t) => ({
        invitation: t.field({ type: InvitationRef, nullable: true, resolve: (p) => p.invitation }),
        errors: mutationErrorsField(t),
      }),
    },
  );

  builder.relayMutationField(
    `${kind}InvitationDestroy`,
    {
      inputFields: (t) => ({
        ...sourceIdField(t, source),
        email: t.string({ required: true, description: 'Email address of the invitation.' }),
      }),
    },
    {
      description: `Deletes a pending invitation to ${SOURCE_NAMES[kind]}.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(() => destroyInvitation(ctx, type, sourceIdOf(input, source), input.email), {}),
    },
    { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
  );
}
