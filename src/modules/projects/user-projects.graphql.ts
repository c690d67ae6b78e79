import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs, type ConnectionArgs } from '../../graphql/connections.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';
import { AccessLevelEnum, accessLevelValue } from '../members/access-levels.graphql.ts';
import type { User } from '../users/user.entity.ts';
import { UserInterfaceRef } from '../users/users.graphql.ts';
import {
  ProjectSortEnum,
  projectSortOrdering,
  type ProjectSortName,
} from './project-list-arguments.graphql.ts';
import type { ProjectFilters, UserProjectRelation } from './projects.finder.ts';
import { ProjectConnection, ProjectRef } from './projects.graphql.ts';

interface UserProjectsArgs extends ConnectionArgs {
  search?: string | null;
  sort?: ProjectSortName | null;
  minAccessLevel?: Parameters<typeof accessLevelValue>[0] | null;
  programmingLanguageName?: string | null;
}

/**
 * One page of a user's starred or contributed projects; the users of a page who ask the same thing
 * are answered by one query. Null when their profile is private to the caller.
 */
async function userProjects(
  user: User,
  relation: UserProjectRelation,
  args: UserProjectsArgs,
  ctx: GraphQLContext,
) {
  if (!can(ctx.actor, 'read_user_profile', user)) return null;
  const filters: ProjectFilters = {
    search: args.search ?? undefined,
    minAccessLevel: args.minAccessLevel ? accessLevelValue(args.minAccessLevel) : undefined,
    programmingLanguage: args.programmingLanguageName ?? undefined,
    ...projectSortOrdering(args.sort),
  };
  const page = pageRequestFromArgs(args);
  const loader = requestLoader(
    ctx,
    `User.projects:${JSON.stringify([relation, filters, page])}`,
    fromMap(
      (ids: readonly number[]) => ctx.services.projects.listForUsers(ctx.actor, relation, ids, filters, page),
      null,
    ),
  );
  const found = await loader.load(user.id);
  return found ? connectionFromPage(found) : null;
}

builder.interfaceFields(UserInterfaceRef, (t) => {
  const listArgs = (defaultSort: ProjectSortName) => ({
    search: t.arg.string({ description: 'Search query.' }),
    sort: t.arg({
      type: ProjectSortEnum,
      defaultValue: defaultSort,
      description: `Sort order of the projects (default ${defaultSort}).`,
    }),
    minAccessLevel: t.arg({
      type: AccessLevelEnum,
      description: 'Return only projects where current user has at least the specified access level.',
    }),
    programmingLanguageName: t.arg.string({
      description:
        'Filter projects by programming language name (case insensitive): repository languages are not detected here, so a language matches no project.',
    }),
  });
  return {
    starredProjects: t.connection(
      {
        type: ProjectRef,
        nullable: true,
        description:
          'Projects starred by the user, that the caller may see; null when their profile is private.',
        args: listArgs('NAME_ASC'),
        resolve: (user, args, ctx) => userProjects(user, { kind: 'starred' }, args, ctx),
      },
      ProjectConnection,
    ),
    contributedProjects: t.connection(
      {
        type: ProjectRef,
        nullable: true,
        description:
          'Projects the user contributed to in the last year (pushed to, or committed to through the API), that the caller may see; null when their profile is private.',
        args: {
          ...listArgs('LATEST_ACTIVITY_DESC'),
          includePersonal: t.arg.boolean({
            defaultValue: false,
            description: "Include the user's personal projects.",
          }),
        },
        resolve: (user, args, ctx) =>
          userProjects(
            user,
            { kind: 'contributed', includePersonal: args.includePersonal ?? false },
            args,
            ctx,
          ),
      },
      ProjectConnection,
    ),
  };
});
