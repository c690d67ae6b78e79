import { builder } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import type { FileAction } from '../../git/commit-writer.ts';
import { lastSeenFile } from './changed-files.ts';
import { CommitRef } from './commit.graphql.ts';
import type { Branch } from './refs.ts';

const CommitActionModeEnum = builder.enumType('CommitActionMode', {
  values: {
    CREATE: { value: 'create' },
    DELETE: { value: 'delete' },
    MOVE: { value: 'move' },
    UPDATE: { value: 'update' },
    CHMOD: { value: 'chmod' },
  } as const,
});

const CommitEncodingEnum = builder.enumType('CommitEncoding', {
  values: { TEXT: { value: 'text' }, BASE64: { value: 'base64' } } as const,
});

const CommitActionInput = builder.inputType('CommitAction', {
  fields: (t) => ({
    action: t.field({ type: CommitActionModeEnum, required: true }),
    filePath: t.string({ required: true }),
    previousPath: t.string(),
    content: t.string(),
    encoding: t.field({ type: CommitEncodingEnum }),
    executeFilemode: t.boolean(),
    lastCommitId: t.string({
      description:
        'Last known file commit ID. Will be only considered in update, move, and delete actions: the commit is refused if the file changed since.',
    }),
  }),
});

interface ActionInput {
  action: 'create' | 'delete' | 'move' | 'update' | 'chmod';
  filePath: string;
  previousPath?: string | null;
  content?: string | null;
  encoding?: 'text' | 'base64' | null;
  executeFilemode?: boolean | null;
  lastCommitId?: string | null;
}

function toAction(a: ActionInput): FileAction {
  const content =
    a.content == null ? undefined : Buffer.from(a.content, a.encoding === 'base64' ? 'base64' : 'utf8');
  switch (a.action) {
    case 'create':
    case 'update':
      return {
        action: a.action,
        path: a.filePath,
        content: content ?? Buffer.alloc(0),
        executable: a.executeFilemode ?? undefined,
      };
    case 'delete':
      return { action: 'delete', path: a.filePath };
    case 'move':
      return { action: 'move', path: a.filePath, previousPath: a.previousPath ?? '', content };
    case 'chmod':
      return { action: 'chmod', path: a.filePath, executable: a.executeFilemode ?? false };
  }
}

const BranchRef = builder.objectRef<Branch>('Branch').implement({
  description: 'A branch of a repository.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    commit: t.field({
      type: CommitRef,
      nullable: true,
      resolve: (b) => ({ commit: b.commit, projectUrl: b.projectUrl, projectId: b.projectId }),
    }),
  }),
});

builder.relayMutationField(
  'commitCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Full path of the project.' }),
      branch: t.string({
        required: true,
        description: 'Name of the branch to commit into; it can be a new branch.',
      }),
      startBranch: t.string({ description: 'If on a new branch, name of the original branch.' }),
      message: t.string({ required: true }),
      actions: t.field({ type: [CommitActionInput], required: true }),
    }),
  },
  {
    description: 'Commits file actions to a branch.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const detail = await ctx.services.commits.create(ctx.actor, String(input.projectPath), {
            branch: input.branch,
            startBranch: input.startBranch ?? undefined,
            message: input.message,
            actions: input.actions.map(toAction),
            lastSeenFiles: input.actions.flatMap((a) => {
              const seen = lastSeenFile({ ...a, path: a.filePath });
              return seen ? [seen] : [];
            }),
          });
          return {
            commit: { commit: detail.commit, projectUrl: detail.projectUrl, projectId: detail.projectId },
          };
        },
        { commit: null },
      ),
  },
  {
    outputFields: (t) => ({
      commit: t.field({ type: CommitRef, nullable: true, resolve: (p) => p.commit }),
      commitPipelinePath: t.string({
        nullable: true,
        description:
          "ETag path for the commit's pipeline: the key GitLab's frontend polls the pipeline of the commit by.",
        resolve: (p) => (p.commit ? `/api/graphql:pipelines/sha/${p.commit.commit.id}` : null),
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'createBranch',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      name: t.string({ required: true }),
      ref: t.string({ required: true, description: 'Branch, tag or commit the branch starts at.' }),
    }),
  },
  {
    description: 'Creates a branch.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          branch: await ctx.services.branches.create(
            ctx.actor,
            String(input.projectPath),
            input.name,
            input.ref,
          ),
        }),
        { branch: null },
      ),
  },
  {
    outputFields: (t) => ({
      branch: t.field({ type: BranchRef, nullable: true, resolve: (p) => p.branch }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'branchDelete',
  { inputFields: (t) => ({ projectPath: t.id({ required: true }), name: t.string({ required: true }) }) },
  {
    description: 'Deletes a branch.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.branches.delete(ctx.actor, String(input.projectPath), input.name);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);
