import { builder, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import type { Contributor } from '../../git/contributors.ts';
import type { TreeEntry } from '../../git/tree.ts';
import { CommitRef, DiffRef } from './commit.graphql.ts';
import type { CompareResult } from './compare-result.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { RepositoryRef } from './repository.graphql.ts';

const EntryTypeEnum = builder.enumType('EntryType', {
  description: 'Type of a tree entry.',
  values: { tree: { value: 'tree' }, blob: { value: 'blob' }, commit: { value: 'commit' } } as const,
});

/** GitLab's `RefType`: which kind of ref a name means when a branch and a tag share it. */
export const RefTypeEnum = builder.enumType('RefType', {
  description: 'Type of ref.',
  values: { HEADS: { value: 'heads' }, TAGS: { value: 'tags' } } as const,
});

/** `main` with `HEADS` is `refs/heads/main`; without a type, the name as git resolves it. */
export const qualifiedRef = (ref: string | null | undefined, refType: 'heads' | 'tags' | null | undefined) =>
  ref != null && refType ? `refs/${refType}/${ref}` : (ref ?? undefined);

interface EntryNode {
  entry: TreeEntry;
  tree: TreeSubject;
}

/** Binary as git tells it: a NUL byte among the first 8000. */
export const isBinaryContent = (content: Buffer) => content.subarray(0, 8000).includes(0);

export const escapePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
/** `/<project>/-/<kind>/<ref>/<path>`: where GitLab's web pages of an entry live. */
const entryWebPath = (n: EntryNode, kind: 'tree' | 'blob') =>
  `/${n.tree.projectPath}/-/${kind}/${escapePath(n.tree.ref)}/${escapePath(n.entry.path)}`;

const EntryInterfaceRef = builder.interfaceRef<EntryNode>('Entry').implement({
  description: 'An entry of a repository tree.',
  fields: (t) => ({
    id: t.id({ nullable: false, description: 'Object ID of the entry.', resolve: (n) => n.entry.id }),
    sha: t.string({ nullable: false, resolve: (n) => n.entry.id }),
    name: t.string({ nullable: false, resolve: (n) => n.entry.name }),
    path: t.string({ nullable: false, resolve: (n) => n.entry.path }),
    flatPath: t.string({
      nullable: false,
      description: 'Path of the entry (single-child directories are not collapsed here).',
      resolve: (n) => n.entry.path,
    }),
    type: t.field({ type: EntryTypeEnum, nullable: false, resolve: (n) => n.entry.type }),
    mode: t.string({
      nullable: true,
      description: 'Git file mode of the entry.',
      resolve: (n) => n.entry.mode,
    }),
  }),
});

const entryFields =
  (kind: 'tree' | 'blob') => (t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, EntryNode>) => ({
    webPath: t.string({ nullable: true, resolve: (n) => entryWebPath(n, kind) }),
    webUrl: t.string({ nullable: true, resolve: (n) => `${n.tree.baseUrl}${entryWebPath(n, kind)}` }),
  });

const TreeEntryRef = builder.objectRef<EntryNode>('TreeEntry').implement({
  description: 'A directory of a repository tree.',
  interfaces: [EntryInterfaceRef],
  isTypeOf: (n) => (n as EntryNode).entry.type === 'tree',
  fields: entryFields('tree'),
});

const BlobEntryRef = builder.objectRef<EntryNode>('Blob').implement({
  description: 'A file of a repository tree.',
  interfaces: [EntryInterfaceRef],
  isTypeOf: (n) => (n as EntryNode).entry.type === 'blob',
  fields: (t) => ({
    ...entryFields('blob')(t),
    lfsOid: t.string({
      nullable: true,
      description: 'Always null: no LFS pointers are resolved here.',
      resolve: () => null,
    }),
  }),
});

const SubmoduleRef = builder.objectRef<EntryNode>('Submodule').implement({
  description: 'A submodule of a repository tree (the commit it pins).',
  interfaces: [EntryInterfaceRef],
  isTypeOf: (n) => (n as EntryNode).entry.type === 'commit',
  fields: (t) => ({
    webUrl: t.string({
      nullable: true,
      description: 'Unknown here: .gitmodules is not read.',
      resolve: () => null,
    }),
    treeUrl: t.string({
      nullable: true,
      description: 'Unknown here: .gitmodules is not read.',
      resolve: () => null,
    }),
  }),
});

const EntryConnection = builder.connectionObject(
  { type: EntryInterfaceRef, name: 'EntryConnection', description: 'The connection type for Entry.' },
  { name: 'EntryEdge', description: 'An edge in a connection.' },
);
const TreeEntryConnection = builder.connectionObject(
  { type: TreeEntryRef, name: 'TreeEntryConnection', description: 'The connection type for TreeEntry.' },
  { name: 'TreeEntryEdge', description: 'An edge in a connection.' },
);
const BlobConnection = builder.connectionObject(
  { type: BlobEntryRef, name: 'BlobConnection', description: 'The connection type for Blob.' },
  { name: 'BlobEdge', description: 'An edge in a connection.' },
);
const SubmoduleConnection = builder.connectionObject(
  { type: SubmoduleRef, name: 'SubmoduleConnection', description: 'The connection type for Submodule.' },
  { name: 'SubmoduleEdge', description: 'An edge in a connection.' },
);

export interface TreeSubject {
  entries: TreeEntry[];
  /** The ref the tree was read at (for web paths). */
  ref: string;
  /** The commit the ref named when the tree was read. */
  commitId: string;
  path: string;
  projectId: number;
  projectPath: string;
  /** The instance's base URL, without a trailing slash. */
  baseUrl: string;
}

const nodesOf = (s: TreeSubject, type?: TreeEntry['type']) =>
  s.entries.filter((e) => type === undefined || e.type === type).map((entry) => ({ entry, tree: s }));

export const TreeRef = builder.objectRef<TreeSubject>('Tree').implement({
  description: 'A directory of a repository at a revision.',
  fields: (t) => ({
    entries: t.connection(
      {
        type: EntryInterfaceRef,
        description: 'Every entry, in git order.',
        resolve: (s, args) => connectionFromArray(nodesOf(s), args),
      },
      EntryConnection,
    ),
    trees: t.connection(
      {
        type: TreeEntryRef,
        description: 'Directories.',
        resolve: (s, args) => connectionFromArray(nodesOf(s, 'tree'), args),
      },
      TreeEntryConnection,
    ),
    blobs: t.connection(
      {
        type: BlobEntryRef,
        description: 'Files.',
        resolve: (s, args) => connectionFromArray(nodesOf(s, 'blob'), args),
      },
      BlobConnection,
    ),
    submodules: t.connection(
      {
        type: SubmoduleRef,
        description: 'Submodules.',
        resolve: (s, args) => connectionFromArray(nodesOf(s, 'commit'), args),
      },
      SubmoduleConnection,
    ),
    lastCommit: t.field({
      type: CommitRef,
      nullable: true,
      description: 'Last commit that changed the directory, at the ref.',
      resolve: async (s, _, ctx) => {
        const { commits } = await ctx.services.commits.list(ctx.actor, s.projectId, {
          refName: s.ref,
          path: s.path || undefined,
          page: 1,
          perPage: 1,
        });
        const [first] = commits;
        return first ? { commit: first.commit, projectUrl: first.projectUrl, projectId: s.projectId } : null;
      },
    }),
  }),
});

export interface BlobSubject {
  /** The project, as the caller sees it. */
  project: ProjectSubject;
  /** The ref the blob was asked at (a branch, a tag or a commit), and the commit it named. */
  ref: string;
  commitId: string;
  path: string;
  oid: string;
  size: number;
  content: Buffer;
  webPath: string;
}

export const RepositoryBlobRef = builder.objectRef<BlobSubject>('RepositoryBlob').implement({
  description: 'A file of a repository at a revision.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (b) => b.oid }),
    oid: t.exposeString('oid', { nullable: false }),
    path: t.exposeString('path', { nullable: false }),
    name: t.string({ nullable: false, resolve: (b) => b.path.split('/').pop()! }),
    size: t.int({ nullable: false, resolve: (b) => b.size }),
    rawSize: t.int({ nullable: false, resolve: (b) => b.size }),
    rawTextBlob: t.string({
      nullable: true,
      description: 'The content as text; null for binary files.',
      resolve: (b) => (isBinaryContent(b.content) ? null : b.content.toString('utf8')),
    }),
    base64Content: t.string({ nullable: false, resolve: (b) => b.content.toString('base64') }),
    webPath: t.exposeString('webPath', { nullable: true }),
    storedExternally: t.boolean({
      nullable: true,
      description: 'Always false: no LFS here.',
      resolve: () => false,
    }),
    externalStorage: t.string({ nullable: true, resolve: () => null }),
  }),
});

const RepositoryBlobConnection = builder.connectionObject(
  {
    type: RepositoryBlobRef,
    name: 'RepositoryBlobConnection',
    description: 'The connection type for RepositoryBlob.',
  },
  { name: 'RepositoryBlobEdge', description: 'An edge in a connection.' },
);

const ContributorRef = builder.objectRef<Contributor>('RepositoryContributor').implement({
  description: 'An author of the repository history, merges not counted.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    commits: t.exposeInt('commits', { nullable: false }),
    additions: t.exposeInt('additions', { nullable: false }),
    deletions: t.exposeInt('deletions', { nullable: false }),
  }),
});

const CompareRef = builder.objectRef<CompareResult>('RepositoryCompare').implement({
  description: 'The commits and the diff between two revisions.',
  fields: (t) => ({
    commit: t.field({
      type: CommitRef,
      nullable: true,
      resolve: (c) =>
        c.commit ? { commit: c.commit, projectUrl: c.projectUrl, projectId: c.projectId } : null,
    }),
    commits: t.field({
      type: [CommitRef],
      nullable: false,
      resolve: (c) =>
        c.commits.map((commit) => ({ commit, projectUrl: c.projectUrl, projectId: c.projectId })),
    }),
    diffs: t.field({ type: [DiffRef], nullable: false, resolve: (c) => c.diffs }),
    compareTimeout: t.exposeBoolean('compareTimeout', { nullable: false }),
    compareSameRef: t.exposeBoolean('compareSameRef', { nullable: false }),
    webUrl: t.exposeString('webUrl', { nullable: false }),
  }),
});

const ContributorOrderEnum = builder.enumType('RepositoryContributorOrder', {
  values: { NAME: { value: 'name' }, EMAIL: { value: 'email' }, COMMITS: { value: 'commits' } } as const,
});
const SortEnum = builder.enumType('RepositorySortDirection', {
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const,
});

builder.objectFields(RepositoryRef, (t) => ({
  tree: t.field({
    type: TreeRef,
    nullable: true,
    description: 'A directory at a revision (default branch and root by default).',
    args: {
      path: t.arg.string({ defaultValue: '' }),
      ref: t.arg.string(),
      refType: t.arg({ type: RefTypeEnum }),
      recursive: t.arg.boolean({ defaultValue: false }),
    },
    resolve: async ({ subject, repo }, args, ctx) => {
      const ref = args.ref ?? (await ctx.services.repositories.defaultBranch(subject.project, repo));
      const page = await ctx.services.repositoryReads.tree(ctx.actor, subject.project.id, {
        path: args.path ?? '',
        ref: qualifiedRef(ref, args.refType),
        recursive: args.recursive ?? false,
        perPage: Number.MAX_SAFE_INTEGER,
      });
      return {
        entries: page.entries,
        commitId: page.commitId,
        ref: ref ?? '',
        path: args.path ?? '',
        projectId: subject.project.id,
        projectPath: subject.project.fullPath,
        baseUrl: ctx.services.urls.to('').replace(/\/$/, ''),
      };
    },
  }),
  blobs: t.connection(
    {
      type: RepositoryBlobRef,
      nullable: true,
      description: 'Files at paths of a revision; paths that are not files are left out.',
      args: {
        paths: t.arg.stringList({ required: true }),
        ref: t.arg.string(),
        refType: t.arg({ type: RefTypeEnum }),
      },
      resolve: async ({ subject }, args, ctx) => {
        const found = await Promise.all(
          args.paths.map((path) =>
            ctx.services.repositoryFiles
              .get(ctx.actor, subject.project.id, path, qualifiedRef(args.ref, args.refType))
              .then((file) => ({
                project: subject,
                ref: args.ref ?? file.ref,
                commitId: file.commitId,
                path: file.filePath,
                oid: file.blobId,
                size: file.size,
                content: file.content,
                webPath: `/${subject.project.fullPath}/-/blob/${escapePath(args.ref ?? file.ref)}/${escapePath(file.filePath)}`,
              }))
              .catch(() => null),
          ),
        );
        return connectionFromArray(
          found.filter((b): b is BlobSubject => b !== null),
          args,
        );
      },
    },
    RepositoryBlobConnection,
  ),
  compare: t.field({
    type: CompareRef,
    nullable: false,
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      straight: t.arg.boolean({ defaultValue: false }),
      fromProjectId: t.arg.int(),
    },
    resolve: ({ subject }, args, ctx) =>
      ctx.services.repositoryReads.compare(ctx.actor, subject.project.id, {
        from: args.from,
        to: args.to,
        straight: args.straight ?? false,
        fromProjectId: args.fromProjectId ?? undefined,
      }),
  }),
  contributors: t.field({
    type: [ContributorRef],
    nullable: false,
    args: {
      orderBy: t.arg({ type: ContributorOrderEnum, defaultValue: 'commits' }),
      sort: t.arg({ type: SortEnum, defaultValue: 'asc' }),
    },
    resolve: ({ subject }, args, ctx) =>
      ctx.services.repositoryReads.contributors(ctx.actor, subject.project.id, {
        orderBy: args.orderBy ?? 'commits',
        sort: args.sort ?? 'asc',
      }),
  }),
  mergeBase: t.field({
    type: CommitRef,
    nullable: true,
    args: { refs: t.arg.stringList({ required: true }) },
    resolve: ({ subject }, args, ctx) =>
      ctx.services.repositoryReads.mergeBase(ctx.actor, subject.project.id, args.refs),
  }),
  branchNames: t.stringList({
    nullable: true,
    args: {
      searchPattern: t.arg.string({ required: true }),
      offset: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true }),
    },
    resolve: async ({ subject }, args, ctx) => {
      const pattern = new RegExp(
        `^${args.searchPattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
      );
      const branches = await ctx.services.branches.list(ctx.actor, subject.project.id, {});
      return branches
        .map((b) => b.name)
        .filter((n) => pattern.test(n))
        .slice(args.offset, args.offset + args.limit);
    },
  }),
  commit: t.field({
    type: CommitRef,
    nullable: true,
    args: { ref: t.arg.string({ required: true }) },
    resolve: async ({ subject }, args, ctx) => {
      try {
        const detail = await ctx.services.commits.get(ctx.actor, subject.project.id, args.ref);
        return { commit: detail.commit, projectUrl: detail.projectUrl, projectId: detail.projectId };
      } catch {
        return null;
      }
    },
  }),
}));
