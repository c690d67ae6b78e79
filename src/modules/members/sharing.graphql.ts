import DataLoader from 'dataloader';
import { builder, type GraphQLContext, type InputFieldBuilder } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import {
  AccessLevelRef,
  MemberAccessLevelEnum,
  memberAccessLevel,
  type MemberAccessLevelName,
} from './access-levels.graphql.ts';
import type { MemberSourceType } from './member.entity.ts';
import type { SharedWithGroup } from './members.presenter.ts';

const SharedWithGroupRef = builder.objectRef<SharedWithGroup>('SharedWithGroup').implement({
  description: 'A group a group or project is shared with: its members get access up to `groupAccess`.',
  fields: (t) => ({
    group: t.field({
      type: GroupRef,
      nullable: true,
      description: 'Group shared with.',
      resolve: (s) => s.groupId,
    }),
    groupAccess: t.field({
      nullable: false,
      type: AccessLevelRef,
      description: 'Highest access the share gives.',
      resolve: (s) => s.groupAccessLevel,
    }),
    expiresAt: t.field({ type: 'Date', nullable: true, resolve: (s) => s.expiresAt }),
  }),
});

const shareLoaders = new WeakMap<object, Map<MemberSourceType, DataLoader<number, SharedWithGroup[]>>>();

/** The shares of every group (or project) on a page, in one query. */
function shareLoader(ctx: GraphQLContext, type: MemberSourceType): DataLoader<number, SharedWithGroup[]> {
  let loaders = shareLoaders.get(ctx);
  if (!loaders) {
    loaders = new Map();
    shareLoaders.set(ctx, loaders);
  }
  let loader = loaders.get(type);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const shares = await ctx.services.sharing.sharedWithGroups(ctx.actor, type, ids);
      return ids.map((id) => shares.get(id) ?? []);
    });
    loaders.set(type, loader);
  }
  return loader;
}

builder.objectFields(GroupRef, (t) => ({
  sharedWithGroups: t.field({
    type: [SharedWithGroupRef],
    nullable: false,
    description: 'Groups this group is shared with (as far as the current user may see them).',
    resolve: (s, _, ctx) => shareLoader(ctx, 'Namespace').load(s.group.id),
  }),
}));

builder.objectFields(ProjectRef, (t) => ({
  sharedWithGroups: t.field({
    type: [SharedWithGroupRef],
    nullable: false,
    description: 'Groups this project is shared with (as far as the current user may see them).',
    resolve: (s, _, ctx) => shareLoader(ctx, 'Project').load(s.project.id),
  }),
}));

/** The access a share gives and when it ends, as both share mutations take them. */
const shareTermsFields = (t: InputFieldBuilder) => ({
  groupAccess: t.field({ type: MemberAccessLevelEnum, required: true }),
  expiresAt: t.field({ type: 'Date', description: 'Date the share expires.' }),
});

function shareTerms(input: { groupAccess: MemberAccessLevelName; expiresAt?: string | null }) {
  return { groupAccess: memberAccessLevel(input.groupAccess), expiresAt: input.expiresAt ?? null };
}

builder.relayMutationField(
  'groupShareCreate',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the group to share.' }),
      sharedWithGroupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group to share with.',
      }),
      ...shareTermsFields(t),
    }),
  },
  {
    description: 'Shares a group with another group (owners).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const group = await ctx.services.groups.find(ctx.actor, input.groupId);
          return {
            group: await ctx.services.sharing.shareGroup(ctx.actor, group, {
              groupId: input.sharedWithGroupId,
              ...shareTerms(input),
            }),
          };
        },
        { group: null },
      ),
  },
  {
    outputFields: (t) => ({
      group: t.field({ type: GroupRef, nullable: true, resolve: (p) => p.group }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'groupShareDestroy',
  {
    inputFields: (t) => ({
      groupId: t.field({ type: 'GroupID', required: true, description: 'Global ID of the shared group.' }),
      sharedWithGroupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group shared with.',
      }),
    }),
  },
  {
    description: 'Stops sharing a group with another group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const group = await ctx.services.groups.find(ctx.actor, input.groupId);
        await ctx.services.sharing.unshareGroup(ctx.actor, group, input.sharedWithGroupId);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

builder.relayMutationField(
  'projectShareCreate',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      groupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group to share with.',
      }),
      ...shareTermsFields(t),
    }),
  },
  {
    description: 'Shares a project with a group (maintainers).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const project = await ctx.services.projects.find(ctx.actor, input.projectId, {
            redirects: 'follow',
          });
          await ctx.services.sharing.shareProject(ctx.actor, project, {
            groupId: input.groupId,
            ...shareTerms(input),
          });
          return { project };
        },
        { project: null },
      ),
  },
  {
    outputFields: (t) => ({
      project: t.field({ type: ProjectRef, nullable: true, resolve: (p) => p.project }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'projectShareDestroy',
  {
    inputFields: (t) => ({
      projectId: t.field({ type: 'ProjectID', required: true, description: 'Global ID of the project.' }),
      groupId: t.field({
        type: 'GroupID',
        required: true,
        description: 'Global ID of the group shared with.',
      }),
    }),
  },
  {
    description: 'Stops sharing a project with a group.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const project = await ctx.services.projects.find(ctx.actor, input.projectId, { redirects: 'follow' });
        await ctx.services.sharing.unshareProject(ctx.actor, project, input.groupId);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
