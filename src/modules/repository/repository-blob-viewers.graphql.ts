import { builder } from '../../graphql/builder.ts';
import { richViewer, simpleViewer, specialFileType, type BlobViewer } from './blob-viewers.ts';
import { editabilityOf, ideEditPathOf, pagePath } from './repository-blob-paths.graphql.ts';
import { isBinaryContent, RepositoryBlobRef, type BlobSubject } from './repository-reads.graphql.ts';

export const BlobViewersTypeEnum = builder.enumType('BlobViewersType', {
  description: 'Types of blob viewers.',
  values: {
    rich: { value: 'rich' },
    simple: { value: 'simple' },
    auxiliary: { value: 'auxiliary' },
  } as const,
});

const BlobViewerRef = builder.objectRef<BlobViewer>('BlobViewer').implement({
  description: 'Represents how the blob content should be displayed',
  fields: (t) => ({
    type: t.field({ type: BlobViewersTypeEnum, nullable: false, resolve: (v) => v.type }),
    fileType: t.exposeString('fileType', { nullable: false, description: 'Content file type.' }),
    collapsed: t.exposeBoolean('collapsed', { nullable: false }),
    tooLarge: t.exposeBoolean('tooLarge', { nullable: false }),
    renderError: t.exposeString('renderError', { nullable: true }),
    loadAsync: t.boolean({
      nullable: false,
      description: 'Shows whether the blob content is loaded asynchronously (never: it comes with the blob).',
      resolve: () => false,
    }),
    loadingPartialName: t.string({ nullable: false, resolve: () => 'loading' }),
  }),
});

/**
 * `/<project>/-/forks?continue[to]=<path>`: fork the project, then go on to the path in the fork.
 * Only for signed-in users, as GitLab.
 */
const forkThen = (b: BlobSubject, signedIn: boolean, target: string) =>
  signedIn
    ? `/${b.project.project.fullPath}/-/forks?${new URLSearchParams({ 'continue[to]': target })}`
    : null;

builder.objectFields(RepositoryBlobRef, (t) => ({
  fileType: t.string({
    nullable: true,
    description: 'Expected format of the blob based on its path (`readme`, `gitlab_ci`, `package_json`...).',
    resolve: (b) => specialFileType(b.path),
  }),
  simpleViewer: t.field({
    type: BlobViewerRef,
    nullable: false,
    description: 'Blob content simple viewer.',
    resolve: (b) => simpleViewer(b.size, isBinaryContent(b.content)),
  }),
  richViewer: t.field({
    type: BlobViewerRef,
    nullable: true,
    description: 'Blob content rich viewer.',
    resolve: (b) => richViewer(b.path, b.size, isBinaryContent(b.content)),
  }),
  forkAndEditPath: t.string({
    nullable: true,
    description: 'Web path to edit this blob using a forked project.',
    resolve: (b, _, ctx) => forkThen(b, ctx.actor.user !== null, pagePath(b, 'edit')),
  }),
  ideForkAndEditPath: t.string({
    nullable: true,
    description: 'Web path to edit this blob in the Web IDE using a forked project.',
    resolve: (b, _, ctx) => forkThen(b, ctx.actor.user !== null, ideEditPathOf(b)),
  }),
  forkAndViewPath: t.string({
    nullable: true,
    description: 'Web path to view this blob using a forked project.',
    resolve: (b, _, ctx) => forkThen(b, ctx.actor.user !== null, pagePath(b, 'blob')),
  }),
  pipelineEditorPath: t.string({
    nullable: true,
    description: "Web path to edit .gitlab-ci.yml file (only for the project's CI configuration file).",
    resolve: async (b, _, ctx) => {
      if (b.path !== (b.project.project.ciConfigPath || '.gitlab-ci.yml')) return null;
      if (!(await editabilityOf(ctx, b)).canModifyWithWebIde) return null;
      return `/${b.project.project.fullPath}/-/ci/editor?${new URLSearchParams({ branch_name: b.ref })}`;
    },
  }),
  environmentFormattedExternalUrl: t.string({
    nullable: true,
    description: 'Environment on which the blob is available (always null: no environments here).',
    resolve: () => null,
  }),
  environmentExternalUrlForRouteMap: t.string({
    nullable: true,
    description: 'Web path to blob on an environment (always null: no environments here).',
    resolve: () => null,
  }),
}));
