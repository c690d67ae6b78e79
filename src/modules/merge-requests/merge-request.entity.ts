import { defineEntity, p } from '@mikro-orm/postgresql';

export const MERGE_REQUEST_STATES = ['opened', 'closed', 'locked', 'merged'] as const;
export type MergeRequestState = (typeof MERGE_REQUEST_STATES)[number];

/**
 * A merge request: a source branch (of the target project or of a fork) proposed for a target
 * branch, numbered by `iid` within its target project. `base_sha`, `head_sha`, `start_sha` and
 * `changes_count` are filled in the background after creation and after branch changes.
 */
export const MergeRequestSchema = defineEntity({
  name: 'MergeRequest',
  tableName: 'merge_requests',
  properties: {
    id: p.integer().primary().autoincrement(),
    iid: p.integer(),
    targetProjectId: p.integer(),
    sourceProjectId: p.integer(),
    sourceBranch: p.string().length(255),
    targetBranch: p.string().length(255),
    title: p.string().length(255),
    description: p.text().nullable(),
    state: p.string().length(16).$type<MergeRequestState>().default('opened'),
    authorId: p.integer().nullable(),
    milestoneId: p.integer().nullable(),
    mergeUserId: p.integer().nullable(),
    mergedAt: p.datetime().nullable(),
    closedById: p.integer().nullable(),
    closedAt: p.datetime().nullable(),
    mergeCommitSha: p.string().length(64).nullable(),
    squashCommitSha: p.string().length(64).nullable(),
    squash: p.boolean().default(false),
    discussionLocked: p.boolean().nullable(),
    forceRemoveSourceBranch: p.boolean().default(false),
    allowCollaboration: p.boolean().default(false),
    mergeWhenPipelineSucceeds: p.boolean().default(false),
    mergeError: p.text().nullable(),
    mergeStatus: p.string().length(32).default('unchecked'),
    headPipelineId: p.integer().nullable(),
    baseSha: p.string().length(64).nullable(),
    headSha: p.string().length(64).nullable(),
    startSha: p.string().length(64).nullable(),
    changesCount: p.string().length(16).nullable(),
    timeEstimate: p.integer().default(0),
    preparedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class MergeRequest extends MergeRequestSchema.class {}
MergeRequestSchema.setClass(MergeRequest);

/** Time spent on a merge request (`add_spent_time`); negative entries subtract. */
export const MergeRequestTimelogSchema = defineEntity({
  name: 'MergeRequestTimelog',
  tableName: 'merge_request_timelogs',
  properties: {
    id: p.integer().primary().autoincrement(),
    mergeRequestId: p.integer(),
    userId: p.integer().nullable(),
    timeSpent: p.integer(),
    spentAt: p.datetime(),
    summary: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export class MergeRequestTimelog extends MergeRequestTimelogSchema.class {}
MergeRequestTimelogSchema.setClass(MergeRequestTimelog);
