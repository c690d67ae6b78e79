import type { ArgBuilder } from '@pothos/core';
import { builder, type SchemaTypes } from '../../graphql/builder.ts';
import type { CommitRefQuery } from '../../git/ref-containment.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { CommitTarget } from './repository-reads.service.ts';

const CommitParentNamesRef = builder.objectRef<{ names: string[] }>('CommitParentNames').implement({
  fields: (t) => ({
    names: t.stringList({
      nullable: { list: true, items: false },
      description: 'Names of the commit parent (branch or tag).',
      resolve: (p) => p.names,
    }),
  }),
});

const limitArg = (arg: ArgBuilder<SchemaTypes>) =>
  arg.int({ required: true, defaultValue: 100, description: 'Number of ref names to return.' });

type Kind = CommitRefQuery['kind'];

const CommitReferencesRef = builder.objectRef<CommitTarget>('CommitReferences').implement({
  fields: (t) => {
    const tipping = (kind: Kind, description: string) =>
      t.field({
        type: CommitParentNamesRef,
        nullable: true,
        description,
        args: { limit: limitArg(t.arg) },
        resolve: async (target, args, ctx) => ({
          names: await ctx.services.repositoryReads.refNamesOfCommit(target, {
            kind,
            relation: 'points-at',
            limit: args.limit,
          }),
        }),
      });
    const containing = (kind: Kind, description: string) =>
      t.field({
        type: CommitParentNamesRef,
        nullable: true,
        description,
        args: {
          excludeTipped: t.arg.boolean({
            required: true,
            defaultValue: false,
            description: 'Exclude tipping refs (they are left out before the limit applies).',
          }),
          limit: limitArg(t.arg),
        },
        resolve: async (target, args, ctx) => ({
          names: await ctx.services.repositoryReads.refNamesOfCommit(target, {
            kind,
            relation: 'contains',
            limit: args.limit,
            excludeTipped: args.excludeTipped,
          }),
        }),
      });
    return {
      tippingBranches: tipping('heads', 'Get branch names tipping at a given commit.'),
      tippingTags: tipping('tags', 'Get tag names tipping at a given commit.'),
      containingBranches: containing('heads', 'Get branch names containing a given commit.'),
      containingTags: containing('tags', 'Get tag names containing a given commit.'),
    };
  },
});

builder.objectField(ProjectRef, 'commitReferences', (t) =>
  t.field({
    type: CommitReferencesRef,
    nullable: true,
    description:
      'Branches and tags containing or tipping at a commit (null when no commit has that SHA or the code is not readable).',
    args: {
      commitSha: t.arg.string({
        required: true,
        description:
          'Project commit SHA identifier. For example, `287774414568010855642518513f085491644061`.',
      }),
    },
    resolve: (subject, args, ctx) =>
      ctx.services.repositoryReads.commitTarget(ctx.actor, subject, args.commitSha),
  }),
);

builder.objectField(ProjectRef, 'protectableBranches', (t) =>
  t.stringList({
    nullable: { list: true, items: false },
    description: 'List of unprotected branches, ignoring any wildcard branch rules.',
    resolve: (subject, _, ctx) => ctx.services.branches.protectableNames(ctx.actor, subject),
  }),
);
