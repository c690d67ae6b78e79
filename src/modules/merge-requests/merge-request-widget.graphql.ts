import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';
import { CommitConnection, CommitRef } from '../repository/commit.graphql.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import { MergeRequestRef } from './merge-requests.graphql.ts';
import type { MergeCheckResult } from './mergeability-checks.ts';
import type { DefaultCommitMessages } from './merging/merge-widget.ts';

/**
 * What GitLab's merge widget reads on a merge request: its mergeability checks, the default commit
 * messages, the auto-merge strategies available now, whether it has CI, and its commits. Every
 * field but the commits answers a page of merge requests with one batch.
 */

const byView = (v: MergeRequestView) => v.id;

function messagesOf(ctx: GraphQLContext, m: MergeRequestView) {
  return requestLoader(
    ctx,
    'mergeRequest.commitMessages',
    fromMap<MergeRequestView, DefaultCommitMessages | null>(async (views) => {
      const found = await ctx.services.merging.widget.commitMessages(ctx.actor, views);
      return new Map(views.map((v) => [v, found.get(v.id) ?? null]));
    }, null),
    byView,
  ).load(m);
}

function strategiesOf(ctx: GraphQLContext, m: MergeRequestView) {
  return requestLoader(
    ctx,
    'mergeRequest.autoMergeStrategies',
    fromMap<MergeRequestView, string[]>(async (views) => {
      const found = await ctx.services.merging.widget.availableStrategies(ctx.actor, views);
      return new Map(views.map((v) => [v, found.get(v.id) ?? []]));
    }, []),
    byView,
  ).load(m);
}

function hasCiOf(ctx: GraphQLContext, id: number) {
  return requestLoader(ctx, 'mergeRequest.hasCi', async (ids: readonly number[]) => {
    const found = await ctx.services.mergeRequestPipelines.hasCi(ids);
    return ids.map((i) => found.has(i));
  }).load(id);
}

const MergeabilityCheckIdentifierEnum = builder.enumType('MergeabilityCheckIdentifier', {
  description: 'Representation of mergeability check identifier.',
  values: {
    NOT_OPEN: { value: 'not_open', description: 'Checks whether the merge request is open.' },
    DRAFT_STATUS: { value: 'draft_status', description: 'Checks whether the merge request is draft.' },
    COMMITS_STATUS: {
      value: 'commits_status',
      description: 'Checks source branch exists and contains commits.',
    },
    CONFLICT: { value: 'conflict', description: 'Checks whether the merge request has a conflict.' },
    NEED_REBASE: {
      value: 'need_rebase',
      description: 'Checks whether the merge request needs to be rebased.',
    },
    DISCUSSIONS_NOT_RESOLVED: {
      value: 'discussions_not_resolved',
      description: 'Checks whether the merge request has open discussions.',
    },
    CI_MUST_PASS: { value: 'ci_must_pass', description: 'Checks whether CI has passed.' },
  } as const,
});

const MergeabilityCheckStatusEnum = builder.enumType('MergeabilityCheckStatus', {
  description: 'Representation of whether a mergeability check passed, checking, failed, or is inactive.',
  values: {
    SUCCESS: { value: 'success', description: 'Mergeability check has passed.' },
    CHECKING: { value: 'checking', description: 'Mergeability check is being checked.' },
    FAILED: {
      value: 'failed',
      description: 'Mergeability check has failed. The merge request cannot be merged.',
    },
    INACTIVE: { value: 'inactive', description: 'Mergeability check is disabled via settings.' },
    WARNING: { value: 'warning', description: 'Mergeability check has passed with a warning.' },
  } as const,
});

const MergeabilityCheckRef = builder.objectRef<MergeCheckResult>('MergeRequestMergeabilityCheck').implement({
  description: 'Mergeability check of the merge request.',
  fields: (t) => ({
    identifier: t.field({
      type: MergeabilityCheckIdentifierEnum,
      nullable: false,
      description: 'Identifier of the mergeability check.',
      resolve: (c) => c.identifier,
    }),
    status: t.field({
      type: MergeabilityCheckStatusEnum,
      nullable: false,
      description: 'Status of the mergeability check.',
      resolve: (c) => c.status,
    }),
    missingOwners: t.stringList({
      nullable: true,
      description: 'Owners whose approval is still required (code owners are not built: always null).',
      resolve: () => null,
    }),
  }),
});

builder.objectFields(MergeRequestRef, (t) => ({
  mergeabilityChecks: t.field({
    type: [MergeabilityCheckRef],
    nullable: false,
    description: 'Mergeability checks of the merge request, from the facts `detailedMergeStatus` reads.',
    resolve: (m) => m.mergeabilityChecks,
  }),
  mergeableDiscussionsState: t.boolean({
    nullable: true,
    description:
      'Indicates if all discussions in the merge request have been resolved, allowing the merge request to be merged.',
    resolve: (m) => m.blockingDiscussionsResolved,
  }),
  defaultMergeCommitMessage: t.string({
    nullable: true,
    description: 'Default merge commit message of the merge request.',
    resolve: async (m, _, ctx) => (await messagesOf(ctx, m))?.merge ?? null,
  }),
  defaultMergeCommitMessageWithDescription: t.string({
    nullable: true,
    description: 'Default merge commit message of the merge request, with its description.',
    resolve: async (m, _, ctx) => (await messagesOf(ctx, m))?.mergeWithDescription ?? null,
  }),
  defaultSquashCommitMessage: t.string({
    nullable: true,
    description: 'Default squash commit message of the merge request.',
    resolve: async (m, _, ctx) => (await messagesOf(ctx, m))?.squash ?? null,
  }),
  availableAutoMergeStrategies: t.stringList({
    nullable: true,
    description: 'Array of available auto merge strategies.',
    resolve: (m, _, ctx) => strategiesOf(ctx, m),
  }),
  hasCi: t.boolean({
    nullable: false,
    description: 'Indicates if the merge request has CI.',
    resolve: (m, _, ctx) => hasCiOf(ctx, m.id),
  }),
  commitsWithoutMergeCommits: t.connection(
    {
      type: CommitRef,
      nullable: true,
      description: 'Merge request commits excluding merge commits.',
      resolve: async (m, args, ctx) => {
        const commits = await ctx.services.mergeRequests.commits(ctx.actor, m.projectId, m.iid, {
          withoutMerges: true,
        });
        const projectUrl = m.webUrl.replace(/\/-\/merge_requests\/\d+$/, '');
        return connectionFromArray(
          commits.map((commit) => ({ commit, projectUrl, projectId: m.projectId })),
          args,
        );
      },
    },
    CommitConnection,
  ),
}));
