import { builder } from '../../graphql/builder.ts';
import type { CommitRecord } from '../../git/commit-log.ts';
import type { FileDiff } from '../../git/diff.ts';

/** A commit with the project URL its web links are built from. */
export interface CommitSubject {
  commit: CommitRecord;
  projectUrl: string;
}

export const CommitRef = builder.objectRef<CommitSubject>('Commit').implement({
  description: 'A git commit.',
  fields: (t) => ({
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
