import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import {
  MemberAccessLevelEnum,
  memberAccessLevel,
  type MemberAccessLevelName,
} from './access-levels.graphql.ts';
import {
  findMemberSource,
  MEMBER_SOURCE_KINDS,
  sourceIdField,
  sourceIdOf,
} from './member-source-inputs.graphql.ts';
import { GroupMemberRef, ProjectMemberRef } from './members.graphql.ts';
import type { MemberView } from './members.presenter.ts';

// GitLab has the bulk updates; creation and removal are filled in in its style. Groups and projects
// get the same mutations from one definition.

interface MemberInputs {
  accessLevel: MemberAccessLevelName;
  expiresAt?: Date | null;
}

const MEMBER_REFS = { group: GroupMemberRef, project: ProjectMemberRef } as const;

for (const source of MEMBER_SOURCE_KINDS) {
  const { kind } = source;
  const memberRef = MEMBER_REFS[kind];
  const sourceOf = (ctx: GraphQLContext, input: object) =>
    findMemberSource(ctx, source.type, sourceIdOf(input, source));

  builder.relayMutationField(
    `${kind}MemberCreate`,
    {
      inputFields: (t) => ({
        ...sourceIdField(t, source),
        userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the user to add.' }),
        accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
        expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
      }),
    },
    {
      description: `Adds a user to a ${kind}.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => ({
            member: await addMember(ctx, await sourceOf(ctx, input), input.userId, input),
          }),
          { member: null },
        ),
    },
    {
      outputFields: (t) => ({
        [`${kind}Member`]: t.field({ type: memberRef, nullable: true, resolve: (p) => p.member }),
        errors: mutationErrorsField(t),
      }),
    },
  );

  builder.relayMutationField(
    `${kind}MemberBulkUpdate`,
    {
      inputFields: (t) => ({
        ...sourceIdField(t, source),
        userIds: t.field({ type: ['UserID'], required: true, description: 'Global IDs of the members.' }),
        accessLevel: t.field({ type: MemberAccessLevelEnum, required: true }),
        expiresAt: t.field({ type: 'Time', description: 'Date and time the membership expires.' }),
      }),
    },
    {
      description: `Updates the access level and expiry of ${kind} members.`,
      resolve: (_, { input }, ctx) =>
        mutationPayload(
          async () => ({
            members: await ctx.services.members.updateMany(
              ctx.actor,
              await sourceOf(ctx, input),
              input.userIds,
              {
                accessLevel: memberAccessLevel(input.accessLevel),
                ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
              },
            ),
          }),
          { members: null },
        ),
    },
    {
      outputFields: (t) => ({
        [`${kind}Members`]: t.field({ type: [memberRef], nullable: true, resolve: (p) => p.members }),
        errors: mutationErrorsField(t),
      }),
    },
  );

  builder.relayMutationField(
    `${kind}MemberDestroy`,
    {
      inputFields: (t) => ({
        ...sourceIdField(t, source),
        userId: t.field({ type: 'UserID', required: true, description: 'Global ID of the member.' }),
        ...(kind === 'group'
          ? {
              skipSubresources: t.boolean({
                description: 'Keep the direct memberships of subgroups and projects.',
              }),
            }
          : {}),
      }),
    },
    {
      description:
        kind === 'group'
          ? 'Removes a member from a group (and, unless skipped, from its subgroups and projects).'
          : 'Removes a member from a project.',
      resolve: (_, { input }, ctx) =>
        mutationPayload(async () => {
          await ctx.services.members.remove(ctx.actor, await sourceOf(ctx, input), input.userId, {
            skipSubresources: input.skipSubresources ?? false,
          });
          return {};
        }, {}),
    },
    { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
  );
}

async function addMember(
  ctx: GraphQLContext,
  source: Awaited<ReturnType<typeof findMemberSource>>,
  userId: number,
  input: MemberInputs,
): Promise<MemberView> {
  return ctx.services.memberAdditions.addOne(
    ctx.actor,
    source,
    { id: userId },
    {
      accessLevel: memberAccessLevel(input.accessLevel),
      expiresAt: input.expiresAt ?? null,
      inviteSource: 'graphql',
    },
  );
}
