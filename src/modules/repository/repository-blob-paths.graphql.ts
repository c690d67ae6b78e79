import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import type { RefEditability } from './branches.service.ts';
import { escapePath, RepositoryBlobRef, type BlobSubject } from './repository-reads.graphql.ts';

/** `/<project>/-/<page>/<ref>/<path>`: GitLab's web pages of a file at a ref. */
export const pagePath = (b: BlobSubject, page: string, ref = b.ref) =>
  `/${b.project.project.fullPath}/-/${page}/${escapePath(ref)}/${escapePath(b.path)}`;

/** The Web IDE's address of a file at a ref. */
export const ideEditPathOf = (b: BlobSubject) =>
  `/-/ide/project/${b.project.project.fullPath}/edit/${escapePath(b.ref)}/-/${escapePath(b.path)}`;

/** What the caller may do at the blob's ref: refs of one project are checked together per request. */
export const editabilityOf = (ctx: GraphQLContext, b: BlobSubject): Promise<RefEditability> =>
  requestLoader<string, RefEditability>(ctx, `blob-editability:${b.project.project.id}`, async (refs) => {
    const found = await ctx.services.branches.editability(ctx.actor, b.project, refs);
    return refs.map((ref) => found.get(ref)!);
  }).load(b.ref);

builder.objectFields(RepositoryBlobRef, (t) => ({
  editBlobPath: t.string({
    nullable: true,
    description: 'Web path to edit the blob in the old-style editor.',
    resolve: (b) => pagePath(b, 'edit'),
  }),
  rawPath: t.string({
    nullable: true,
    description: 'Web path to download the raw blob.',
    resolve: (b) => pagePath(b, 'raw'),
  }),
  replacePath: t.string({
    nullable: true,
    description: 'Web path to replace the blob content.',
    resolve: (b) => pagePath(b, 'create'),
  }),
  blamePath: t.string({
    nullable: true,
    description: 'Web path to blob blame page.',
    resolve: (b) => pagePath(b, 'blame'),
  }),
  historyPath: t.string({
    nullable: true,
    description: 'Web path to blob history page.',
    resolve: (b) => pagePath(b, 'commits'),
  }),
  permalinkPath: t.string({
    nullable: true,
    description: 'Web path to blob permalink (at the commit the ref named).',
    resolve: (b) => pagePath(b, 'blob', b.commitId),
  }),
  ideEditPath: t.string({
    nullable: true,
    description: 'Web path to edit this blob in the Web IDE.',
    resolve: ideEditPathOf,
  }),
  archived: t.boolean({
    nullable: true,
    description: 'Whether the current project is archived.',
    resolve: (b) => b.project.project.archived,
  }),
  canModifyBlob: t.boolean({
    nullable: true,
    description:
      'Whether the current user can modify the blob: the ref is a branch and they may push code to the project or to that branch.',
    resolve: async (b, _, ctx) => (await editabilityOf(ctx, b)).canModify,
  }),
  canModifyBlobWithWebIde: t.boolean({
    nullable: false,
    description: 'Whether the current user can modify the blob with Web IDE.',
    resolve: async (b, _, ctx) => (await editabilityOf(ctx, b)).canModifyWithWebIde,
  }),
  canCurrentUserPushToBranch: t.boolean({
    nullable: true,
    description: 'Whether the current user can push to the branch.',
    resolve: async (b, _, ctx) => (await editabilityOf(ctx, b)).canPushToBranch,
  }),
}));
