import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { AutocompletedUserRef } from '../users/autocompleted-user.graphql.ts';
import type { User } from '../users/user.entity.ts';
import type { MemberSourceType } from './member.entity.ts';

/**
 * The users offered for one project or group: every parent on a page asking with the same search is
 * answered by one members query and one users query.
 */
async function autocompleted(
  ctx: GraphQLContext,
  parentType: MemberSourceType,
  parentId: number,
  search: string | null | undefined,
): Promise<User[]> {
  const ids = await requestLoader<number, number[]>(
    ctx,
    `autocomplete-users:${parentType}:${search ?? ''}`,
    async (parentIds) => {
      const found = await ctx.services.members.autocompleteUserIds(
        ctx.actor,
        parentType,
        parentIds,
        search ?? undefined,
      );
      return parentIds.map((id) => found.get(id) ?? []);
    },
  ).load(parentId);
  const users = await requestLoader<number, User | null>(ctx, 'autocomplete-users:users', (userIds) =>
    ctx.services.users.loadMany(ctx.actor, userIds),
  ).loadMany(ids);
  return users.filter((u): u is User => u !== null && !(u instanceof Error));
}

builder.objectField(ProjectRef, 'autocompleteUsers', (t) =>
  t.field({
    type: [AutocompletedUserRef],
    nullable: true,
    description:
      "Search users for autocompletion: the project's members (direct, inherited, invited groups), active, at most 20, exact matches first.",
    args: {
      search: t.arg.string({ description: 'Query to search users by name, username, or public email.' }),
    },
    resolve: (s, args, ctx) => autocompleted(ctx, 'Project', s.project.id, args.search),
  }),
);

builder.objectField(GroupRef, 'autocompleteUsers', (t) =>
  t.field({
    type: [AutocompletedUserRef],
    nullable: true,
    description:
      'Search users for autocompletion: members of the group, its ancestors and descendants, and of groups shared with it; active, at most 20, exact matches first.',
    args: {
      search: t.arg.string({ description: 'Query to search users by name, username, or public email.' }),
    },
    resolve: (s, args, ctx) => autocompleted(ctx, 'Namespace', s.group.id, args.search),
  }),
);
