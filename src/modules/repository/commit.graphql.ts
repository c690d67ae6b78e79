import { renderMarkdown, renderMarkdownLine } from '../../core/markdown.ts';
import { markdownContextOf } from '../integrations/issue-references.graphql.ts';
import type { CommitRecord } from '../../git/commit-log.ts';
import type { FileDiff } from '../../git/diff.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import { UserRef } from '../users/users.graphql.ts';
import { gravatarUrl } from '../users/users.presenter.ts';

/** A commit with the project URL its web links are built from. */
export interface CommitSubject {
  commit: CommitRecord;
  projectUrl: string;
  /** The project the commit was read from (its pipelines are that project's). */
  projectId: number;
}

/** Commit authors of one request, found by email in one read. */
const authorOf = (ctx: GraphQLContext, email: string) =>
  requestLoader(ctx, 'commit-authors', (emails: readonly string[]) =>
    ctx.services.users.loadManyByEmail(ctx.actor, emails),
  ).load(email);

/** The message after its first line (GitLab's commit description). */
const descriptionOf = (commit: CommitRecord) => {
  const newline = commit.message.indexOf('\n');
  return newline < 0 ? null : commit.message.slice(newline + 1).trim() || null;
};

const webPathOf = ({ commit, projectUrl }: CommitSubject) =>
  `${new URL(projectUrl).pathname}/-/commit/${commit.id}`;

export const CommitRef = builder.objectRef<CommitSubject>('Commit').implement({
  description: 'A git commit.',
  fields: (t) => ({
    name: t.string({
      nullable: true,
      description: 'Title of the commit message (its name as a to-do item).',
      resolve: ({ commit }) => commit.title,
    }),
    parentSha: t.string({
      nullable: true,
      description: 'SHA ID of the first parent.',
      resolve: ({ commit }) => commit.parentIds[0] ?? null,
    }),
    fullTitle: t.string({
      nullable: true,
      description: 'Full title of the commit message.',
      resolve: ({ commit }) => commit.message.split('\n', 1)[0] ?? commit.title,
    }),
    description: t.string({
      nullable: true,
      description: 'Description of the commit message.',
      resolve: ({ commit }) => descriptionOf(commit),
    }),
    titleHtml: t.string({
      nullable: true,
      resolve: async ({ commit, projectId }, _, ctx) =>
        renderMarkdownLine(commit.title, await markdownContextOf(ctx, projectId)),
    }),
    fullTitleHtml: t.string({
      nullable: true,
      resolve: async ({ commit, projectId }, _, ctx) =>
        renderMarkdownLine(
          commit.message.split('\n', 1)[0] ?? commit.title,
          await markdownContextOf(ctx, projectId),
        ),
    }),
    descriptionHtml: t.string({
      nullable: true,
      resolve: async ({ commit, projectId }, _, ctx) =>
        renderMarkdown(descriptionOf(commit), await markdownContextOf(ctx, projectId)),
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      description: 'Author of the commit: the user whose email or commit email is its author email.',
      resolve: ({ commit }, _, ctx) => authorOf(ctx, commit.authorEmail),
    }),
    authorGravatar: t.string({
      nullable: true,
      description: "Commit author's Gravatar.",
      resolve: ({ commit }) => gravatarUrl(commit.authorEmail),
    }),
    webPath: t.string({ nullable: false, description: 'Web path of the commit.', resolve: webPathOf }),
    signatureHtml: t.string({
      nullable: true,
      description:
        'Rendered HTML of the commit signature. Always null here: signatures are not verified, and ' +
        "GitLab's badge states a verification result (verified or not), which would be invented.",
      resolve: () => null,
    }),
    id: t.id({ nullable: false, description: 'SHA1 ID of the commit.', resolve: ({ commit }) => commit.id }),
    sha: t.string({ nullable: false, resolve: ({ commit }) => commit.id }),
    shortId: t.string({ nullable: false, resolve: ({ commit }) => commit.id.slice(0, 8) }),
    title: t.string({ nullable: true, resolve: ({ commit }) => commit.title }),
    message: t.string({ nullable: true, resolve: ({ commit }) => commit.message }),
    parentIds: t.stringList({ nullable: false, resolve: ({ commit }) => commit.parentIds }),
    authorName: t.string({ nullable: true, resolve: ({ commit }) => commit.authorName }),
    authorEmail: t.string({ nullable: true, resolve: ({ commit }) => commit.authorEmail }),
    authoredDate: t.field({ type: 'Time', nullable: true, resolve: ({ commit }) => commit.authoredDate }),
    committerName: t.string({ nullable: true, resolve: ({ commit }) => commit.committerName }),
    committerEmail: t.string({ nullable: true, resolve: ({ commit }) => commit.committerEmail }),
    committedDate: t.field({ type: 'Time', nullable: true, resolve: ({ commit }) => commit.committedDate }),
    webUrl: t.string({
      nullable: false,
      resolve: ({ commit, projectUrl }) => `${projectUrl}/-/commit/${commit.id}`,
    }),
  }),
});

export const CommitConnection = builder.connectionObject(
  { type: CommitRef, name: 'CommitConnection', description: 'The connection type for Commit.' },
  { name: 'CommitEdge', description: 'An edge in a connection.' },
);

export const DiffRef = builder.objectRef<FileDiff>('Diff').implement({
  description: 'The changes of one file.',
  fields: (t) => ({
    oldPath: t.exposeString('oldPath', { nullable: false }),
    newPath: t.exposeString('newPath', { nullable: false }),
    aMode: t.exposeString('aMode', { nullable: false }),
    bMode: t.exposeString('bMode', { nullable: false }),
    diff: t.exposeString('diff', {
      nullable: false,
      description: 'Hunks; empty for binary files or above the diff limits.',
    }),
    newFile: t.exposeBoolean('newFile', { nullable: false }),
    renamedFile: t.exposeBoolean('renamedFile', { nullable: false }),
    deletedFile: t.exposeBoolean('deletedFile', { nullable: false }),
    tooLarge: t.exposeBoolean('tooLarge', { nullable: false }),
  }),
});
