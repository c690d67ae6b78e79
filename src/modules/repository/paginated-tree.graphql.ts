import { builder } from '../../graphql/builder.ts';
import { nullIfNotFound } from '../../graphql/errors.ts';
import { RepositoryRef } from './repository.graphql.ts';
import {
  escapePath,
  qualifiedRef,
  RefTypeEnum,
  TreeRef,
  type TreeSubject,
} from './repository-reads.graphql.ts';

/** GitLab's page of tree entries: what Gitaly answers per call, whatever `first` says. */
const ENTRIES_PER_PAGE = 100;

builder.objectField(TreeRef, 'permalinkPath', (t) =>
  t.string({
    nullable: true,
    description: 'Web path to the directory at the commit its ref named (a link that does not move).',
    resolve: (s) =>
      `/${s.projectPath}/-/tree/${s.commitId}${s.path ? `/${escapePath(s.path.replace(/^\/+|\/+$/g, ''))}` : ''}`,
  }),
);

const TreeConnection = builder.connectionObject(
  { type: TreeRef, name: 'TreeConnection', description: 'The connection type for Tree.' },
  { name: 'TreeEdge', description: 'An edge in a connection.' },
);

builder.objectField(RepositoryRef, 'paginatedTree', (t) =>
  t.connection(
    {
      type: TreeRef,
      nullable: true,
      description:
        'Paginated tree of the repository: one Tree per page holding up to 100 entries; `after` takes ' +
        "the previous page's `endCursor`. Null for an empty repository or a path that is not a directory.",
      args: {
        path: t.arg.string({
          defaultValue: '',
          description: 'Path to get the tree for. Default value is the root of the repository.',
        }),
        recursive: t.arg.boolean({
          defaultValue: false,
          description: 'Used to get a recursive tree. Default is false.',
        }),
        ref: t.arg.string({ description: 'Commit ref to get the tree for. Default value is HEAD.' }),
        refType: t.arg({ type: RefTypeEnum, description: 'Type of ref.' }),
      },
      resolve: async ({ subject, repo }, args, ctx) => {
        if (!(await repo.hasBranches())) return null;
        const ref = args.ref || (await ctx.services.repositories.defaultBranch(subject.project, repo));
        const path = args.path ?? '';
        const page = await nullIfNotFound(() =>
          ctx.services.repositoryReads.tree(ctx.actor, subject.project.id, {
            path,
            ref: qualifiedRef(ref, args.refType),
            recursive: args.recursive ?? false,
            perPage: ENTRIES_PER_PAGE,
            pageToken: args.after ?? undefined,
          }),
        );
        if (!page) return null;
        const tree: TreeSubject = {
          entries: page.entries,
          ref,
          commitId: page.commitId,
          path,
          projectId: subject.project.id,
          projectPath: subject.project.fullPath,
          baseUrl: ctx.services.urls.to('').replace(/\/$/, ''),
        };
        return {
          edges: [{ cursor: page.nextPageToken ?? '', node: tree }],
          pageInfo: {
            hasNextPage: page.hasMore,
            hasPreviousPage: args.after != null,
            startCursor: args.after ?? null,
            endCursor: page.nextPageToken,
          },
          count: () => Promise.resolve(1),
        };
      },
    },
    TreeConnection,
  ),
);
