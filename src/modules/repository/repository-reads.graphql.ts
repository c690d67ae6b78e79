import { builder } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import type { Contributor } from '../../git/contributors.ts';
import type { TreeEntry } from '../../git/tree.ts';
import { CommitRef, DiffRef } from './commit.graphql.ts';
import type { CompareResult } from './compare-result.ts';
import { RepositoryRef } from './repository.graphql.ts';

const TreeEntryRef = builder.objectRef<TreeEntry>('TreeEntry').implement({
  description: 'An entry of a repository tree: a blob, a tree or a submodule.',
  fields: (t) => ({
    id: t.id({ nullable: false, description: 'Object ID of the entry.', resolve: (e) => e.id }),
    sha: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    path: t.exposeString('path', { nullable: false }),
    type: t.exposeString('type', { nullable: false, description: '`blob`, `tree` or `commit` (submodule).' }),
    mode: t.exposeString('mode', { nullable: false }),
  }),
});

interface TreeSubject {
  entries: TreeEntry[];
}

const TreeRef = builder.objectRef<TreeSubject>('Tree').implement({
  description: 'A directory of a repository at a revision.',
  fields: (t) => ({
    entries: t.connection({
      type: TreeEntryRef,
      description: 'Every entry, in git order.',
      resolve: (s, args) => connectionFromArray(s.entries, args),
    }),
    trees: t.connection({
      type: TreeEntryRef,
      description: 'Directories.',
      resolve: (s, args) =>
        connectionFromArray(
          s.entries.filter((e) => e.type === 'tree'),
          args,
        ),
    }),
    blobs: t.connection({
      type: TreeEntryRef,
      description: 'Files.',
      resolve: (s, args) =>
        connectionFromArray(
          s.entries.filter((e) => e.type === 'blob'),
          args,
        ),
    }),
  }),
});

interface BlobSubject {
  path: string;
  oid: string;
  size: number;
  content: Buffer;
}

const RepositoryBlobRef = builder.objectRef<BlobSubject>('RepositoryBlob').implement({
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
      resolve: (b) => (b.content.subarray(0, 8000).includes(0) ? null : b.content.toString('utf8')),
    }),
    base64Content: t.string({ nullable: false, resolve: (b) => b.content.toString('base64') }),
  }),
});

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
      resolve: (c) => (c.commit ? { commit: c.commit, projectUrl: c.projectUrl } : null),
    }),
    commits: t.field({
      type: [CommitRef],
      nullable: false,
      resolve: (c) => c.commits.map((commit) => ({ commit, projectUrl: c.projectUrl })),
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
      recursive: t.arg.boolean({ defaultValue: false }),
    },
    resolve: async ({ subject }, args, ctx) => {
      const page = await ctx.services.repositoryReads.tree(ctx.actor, subject.project.id, {
        path: args.path ?? '',
        ref: args.ref ?? undefined,
        recursive: args.recursive ?? false,
        perPage: Number.MAX_SAFE_INTEGER,
      });
      return { entries: page.entries };
    },
  }),
  blobs: t.field({
    type: [RepositoryBlobRef],
    nullable: false,
    description: 'Files at paths of a revision; paths that are not files are left out.',
    args: { paths: t.arg.stringList({ required: true }), ref: t.arg.string() },
    resolve: async ({ subject }, args, ctx) => {
      const found = await Promise.all(
        args.paths.map((path) =>
          ctx.services.repositoryFiles
            .get(ctx.actor, subject.project.id, path, args.ref ?? undefined)
            .then((file) => ({
              path: file.filePath,
              oid: file.blobId,
              size: file.size,
              content: file.content,
            }))
            .catch(() => null),
        ),
      );
      return found.filter((b): b is BlobSubject => b !== null);
    },
  }),
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
        return { commit: detail.commit, projectUrl: detail.projectUrl };
      } catch {
        return null;
      }
    },
  }),
}));
