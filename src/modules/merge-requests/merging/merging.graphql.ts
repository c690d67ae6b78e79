import { DomainError, forbidden } from '../../../core/errors.ts';
import { builder, type GraphQLContext } from '../../../graphql/builder.ts';
import { MergeRequestRef, onMergeRequest } from '../merge-requests.graphql.ts';
import { mergeRequestEventSubscription } from '../merge-request-event-subscriptions.graphql.ts';
import type { MergeInput } from './merging.service.ts';

/** GitLab's `MergeStrategyEnum`: how a merge request merges later. */
const MergeStrategyEnum = builder.enumType('MergeStrategyEnum', {
  description: 'Representation of different merge strategies.',
  values: {
    MERGE_TRAIN: { value: 'merge_train', description: 'Use the merge_train merge strategy.' },
    ADD_TO_MERGE_TRAIN_WHEN_PIPELINE_SUCCEEDS: {
      value: 'add_to_merge_train_when_pipeline_succeeds',
      description: 'Use the add_to_merge_train_when_pipeline_succeeds merge strategy.',
    },
    MERGE_WHEN_PIPELINE_SUCCEEDS: {
      value: 'merge_when_pipeline_succeeds',
      description: 'Use the merge_when_pipeline_succeeds merge strategy.',
    },
  } as const,
});

/** GitLab's `MergeStatus` (the deprecated `merge_status` as an enum). */
const MergeStatusEnum = builder.enumType('MergeStatus', {
  description: 'Representation of whether a GitLab merge request can be merged.',
  values: {
    UNCHECKED: { value: 'unchecked', description: 'Merge status has not been checked.' },
    CHECKING: { value: 'checking', description: 'Currently checking for mergeability.' },
    CAN_BE_MERGED: {
      value: 'can_be_merged',
      description: 'There are no conflicts between the source and target branches.',
    },
    CANNOT_BE_MERGED: {
      value: 'cannot_be_merged',
      description: 'There are conflicts between the source and target branches.',
    },
    CANNOT_BE_MERGED_RECHECK: {
      value: 'cannot_be_merged_recheck',
      description: 'Currently unchecked. The previous state was `CANNOT_BE_MERGED`.',
    },
  } as const,
});

builder.objectFields(MergeRequestRef, (t) => ({
  mergeable: t.boolean({
    nullable: false,
    description: 'Indicates if the merge request is mergeable.',
    resolve: (m) => m.detailedMergeStatus === 'mergeable',
  }),
  mergeStatusEnum: t.field({
    type: MergeStatusEnum,
    nullable: true,
    description: 'Merge status of the merge request.',
    resolve: (m) => m.mergeStatus as 'unchecked',
  }),
  conflicts: t.boolean({
    nullable: false,
    description: 'Indicates if the merge request has conflicts.',
    resolve: (m) => m.hasConflicts,
  }),
  mergeError: t.string({
    nullable: true,
    description: 'Error message due to a merge error.',
    resolve: (m) => m.mergeError,
  }),
  rebaseInProgress: t.boolean({
    nullable: false,
    description: 'Indicates if there is a rebase currently in progress for the merge request.',
    resolve: (m) => m.rebaseInProgress,
  }),
  shouldBeRebased: t.boolean({
    nullable: false,
    description: 'Indicates if the merge request will be rebased.',
    resolve: (m) => m.needsRebase,
  }),
  squashCommitSha: t.string({
    nullable: true,
    description: 'Squash commit SHA of the merge request.',
    resolve: (m) => m.squashCommitSha,
  }),
  autoMergeEnabled: t.boolean({
    nullable: false,
    description: 'Indicates if auto merge is enabled for the merge request.',
    resolve: (m) => m.mergeWhenPipelineSucceeds,
  }),
  autoMergeStrategy: t.string({
    nullable: true,
    description: 'Selected auto merge strategy.',
    resolve: (m) => m.autoMergeStrategy,
  }),
  mergeWhenPipelineSucceeds: t.boolean({
    nullable: true,
    description: 'Indicates if the merge has been set to auto-merge.',
    resolve: (m) => m.mergeWhenPipelineSucceeds,
  }),
  mergeOngoing: t.boolean({
    nullable: false,
    description: 'Indicates if a merge is currently occurring.',
    resolve: () => false,
  }),
}));

/** GitLab's messages of `mergeRequestAccept`. */
const NOT_MERGEABLE = 'This branch cannot be merged';
const SHA_MISMATCH = 'The merge-head is not at the anticipated SHA';

onMergeRequest(
  'mergeRequestAccept',
  'Accepts a merge request: merges it now, or when its pipeline succeeds with a strategy (`PUT .../merge`).',
  (t) => ({
    sha: t.string({ required: true, description: 'HEAD SHA at the time when the merge was requested.' }),
    commitMessage: t.string({ description: 'Custom merge commit message.' }),
    squashCommitMessage: t.string({ description: 'Custom squash commit message (if squash is true).' }),
    squash: t.boolean({ description: 'Squash commits on the source branch before merge.' }),
    shouldRemoveSourceBranch: t.boolean({ description: 'Should the source branch be removed.' }),
    strategy: t.field({ type: MergeStrategyEnum, description: 'How to merge the merge request.' }),
  }),
  async (ctx: GraphQLContext, projectPath: string, iid: number, input: Record<string, unknown>) => {
    const merge: MergeInput = {
      sha: input.sha as string,
      mergeCommitMessage: (input.commitMessage as string | null) ?? null,
      squashCommitMessage: (input.squashCommitMessage as string | null) ?? null,
      squash: (input.squash as boolean | null) ?? null,
      shouldRemoveSourceBranch: (input.shouldRemoveSourceBranch as boolean | null) ?? null,
      strategy: (input.strategy as MergeInput['strategy']) ?? null,
    };
    try {
      return await ctx.services.merging.merge(ctx.actor, projectPath, iid, merge);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // GitLab finds the merge request with the merge ability: a caller who may not merge is told it is not there.
      if (error.kind === 'unauthorized') throw forbidden();
      if (error.kind === 'method_not_allowed' || error.kind === 'not_acceptable') {
        throw Object.assign(new DomainError('method_not_allowed', NOT_MERGEABLE), { verbatim: true });
      }
      if (error.kind === 'conflict' && error.describe().startsWith('SHA does not match')) {
        throw Object.assign(new DomainError('conflict', SHA_MISMATCH), { verbatim: true });
      }
      throw error;
    }
  },
);

mergeRequestEventSubscription(
  'mergeRequestMergeStatusUpdated',
  'merge_request.merge_status',
  'Triggered when the merge status of a merge request is updated: the merge request as it is then.',
);
