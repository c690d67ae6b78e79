import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { mutationPayload, nullIfNotFound, mutationErrorsField } from '../../graphql/errors.ts';
import { LabelConnection, LabelRef } from '../labels/labels.graphql.ts';
import { MilestoneRef } from '../milestones/milestones.graphql.ts';
import { NoteableInterfaceRef } from '../notes/notes.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import type { MergeRequestOrder } from './merge-requests.finder.ts';

export const MergeRequestStateEnum = builder.enumType('MergeRequestState', {
  description: 'State of a GitLab merge request',
  values: {
    opened: { value: 'opened', description: 'Merge request has been opened.' },
    closed: { value: 'closed', description: 'Merge request has been closed.' },
    locked: { value: 'locked', description: 'Merge request has been locked.' },
    merged: { value: 'merged', description: 'Merge request has been merged.' },
    all: { value: 'all', description: 'All available.' },
  } as const,
});

export const DetailedMergeStatusEnum = builder.enumType('DetailedMergeStatus', {
  description: 'Detailed representation of whether a GitLab merge request can be merged.',
  values: {
    UNCHECKED: { value: 'unchecked', description: 'Merge status has not been checked.' },
    CHECKING: { value: 'checking', description: 'Currently checking for mergeability.' },
    MERGEABLE: { value: 'mergeable', description: 'Branch can be merged.' },
    NOT_OPEN: { value: 'not_open', description: 'Merge request must be open before merging.' },
    DRAFT_STATUS: { value: 'draft_status', description: 'Merge request must not be draft before merging.' },
    CI_MUST_PASS: { value: 'ci_must_pass', description: 'Pipeline must succeed before merging.' },
    CI_STILL_RUNNING: { value: 'ci_still_running', description: 'Pipeline is still running.' },
    CONFLICT: {
      value: 'conflict',
      description: 'There are conflicts between the source and target branches.',
    },
    NEED_REBASE: { value: 'need_rebase', description: 'Merge request needs to be rebased.' },
    BROKEN_STATUS: {
      value: 'broken_status',
      description: 'Can not merge the source into the target branch, potential conflict.',
    },
    DISCUSSIONS_NOT_RESOLVED: {
      value: 'discussions_not_resolved',
      description: 'All discussions must be resolved before merging.',
    },
  } as const,
});

export const SORTS: Record<string, [MergeRequestOrder, 'asc' | 'desc', string]> = {
  CREATED_DESC: ['created_at', 'desc', 'Created at descending order.'],
  CREATED_ASC: ['created_at', 'asc', 'Created at ascending order.'],
  UPDATED_DESC: ['updated_at', 'desc', 'Updated at descending order.'],
  UPDATED_ASC: ['updated_at', 'asc', 'Updated at ascending order.'],
  TITLE_ASC: ['title', 'asc', 'Title by ascending order.'],
  TITLE_DESC: ['title', 'desc', 'Title by descending order.'],
};

export const MergeRequestSortEnum = builder.enumType('MergeRequestSort', {
  description: 'Values for sorting merge requests',
  values: Object.fromEntries(
    Object.entries(SORTS).map(([name, [, , description]]) => [name, { value: name, description }]),
  ),
});

const TimeTrackingRef = builder.objectRef<MergeRequestView>('MergeRequestTimeStats').implement({
  description: 'Time tracking of a merge request (seconds).',
  fields: (t) => ({
    timeEstimate: t.exposeInt('timeEstimate', { nullable: false, description: 'Time estimate.' }),
    totalTimeSpent: t.exposeInt('totalTimeSpent', { nullable: false, description: 'Total time spent.' }),
  }),
});

export const DiffRefsRef = builder
  .objectRef<{ baseSha: string; headSha: string; startSha: string }>('DiffRefs')
  .implement({
    description: 'The commits a diff is computed between.',
    fields: (t) => ({
      baseSha: t.exposeString('baseSha', {
        nullable: true,
        description: 'Merge base of the branch the comment was made on.',
      }),
      headSha: t.exposeString('headSha', {
        nullable: false,
        description: 'SHA of the HEAD at the time the comment was made.',
      }),
      startSha: t.exposeString('startSha', {
        nullable: false,
        description: 'SHA of the branch being compared against.',
      }),
    }),
  });

/** A merge request's change summary; `merge-request-fields.graphql.ts` adds the line counts. */
export const DiffStatsSummaryRef = builder
  .objectRef<{ fileCount: number; mergeRequestId: number }>('DiffStatsSummary')
  .implement({
    description: 'Aggregated summary of changes.',
    fields: (f) => ({
      fileCount: f.exposeInt('fileCount', { nullable: false, description: 'Number of files changed.' }),
    }),
  });

export const MergeRequestRef = builder.loadableNode('MergeRequest', {
  description: 'A merge request: a source branch proposed for a target branch.',
  id: { resolve: (m: MergeRequestView) => m.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.mergeRequests.loadMany(ctx.actor, ids),
  interfaces: [NoteableInterfaceRef],
  fields: (t) => ({
    iid: t.string({
      nullable: false,
      description: 'Internal ID of the merge request.',
      resolve: (m) => String(m.iid),
    }),
    title: t.exposeString('title', { nullable: false, description: 'Title of the merge request.' }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'Description of the merge request.',
    }),
    state: t.field({
      type: MergeRequestStateEnum,
      nullable: false,
      description: 'State of the merge request.',
      resolve: (m) => m.state,
    }),
    draft: t.exposeBoolean('draft', {
      nullable: false,
      description: 'Indicates if the merge request is a draft.',
    }),
    sourceBranch: t.exposeString('sourceBranch', {
      nullable: false,
      description: 'Source branch of the merge request.',
    }),
    targetBranch: t.exposeString('targetBranch', {
      nullable: false,
      description: 'Target branch of the merge request.',
    }),
    sourceProjectId: t.exposeInt('sourceProjectId', {
      nullable: true,
      description: 'ID of the source project.',
    }),
    targetProjectId: t.exposeInt('projectId', { nullable: false, description: 'ID of the target project.' }),
    project: t.field({
      type: ProjectRef,
      nullable: false,
      description: 'Alias for target_project.',
      resolve: (m) => m.projectId,
    }),
    // author, assignees, reviewers and participants: merge-request-users.graphql.ts.
    labels: t.connection(
      {
        type: LabelRef,
        nullable: true,
        description: 'Labels of the merge request.',
        resolve: (m, args) => connectionFromArray(m.labels, args),
      },
      LabelConnection,
    ),
    milestone: t.field({
      type: MilestoneRef,
      nullable: true,
      description: 'Milestone of the merge request.',
      resolve: (m) => m.milestone,
    }),
    mergeUser: t.field({
      type: UserRef,
      nullable: true,
      description: 'User who merged this merge request or set it to auto-merge.',
      resolve: (m) => m.mergeUser?.id ?? null,
    }),
    mergedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Timestamp of when the merge request was merged.',
      resolve: (m) => m.mergedAt,
    }),
    closedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Timestamp of when the merge request was closed.',
      resolve: (m) => m.closedAt,
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Timestamp of when the merge request was created.',
      resolve: (m) => m.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Timestamp of when the merge request was last updated.',
      resolve: (m) => m.updatedAt,
    }),
    detailedMergeStatus: t.field({
      type: DetailedMergeStatusEnum,
      nullable: true,
      description: 'Detailed merge status of the merge request.',
      resolve: (m) => m.detailedMergeStatus,
    }),
    mergeStatus: t.exposeString('mergeStatus', {
      nullable: true,
      description: 'Status of the merge request (deprecated in GitLab: use detailedMergeStatus).',
    }),
    diffHeadSha: t.exposeString('sha', {
      nullable: true,
      description: 'Diff head SHA of the merge request.',
    }),
    diffRefs: t.field({
      type: DiffRefsRef,
      nullable: true,
      description: 'References of the base SHA, the head SHA, and the start SHA for this merge request.',
      resolve: (m) => m.diffRefs,
    }),
    mergeCommitSha: t.exposeString('mergeCommitSha', {
      nullable: true,
      description: 'SHA of the merge request commit (set once merged).',
    }),
    squashOnMerge: t.exposeBoolean('squash', {
      nullable: false,
      description: 'Indicates if the merge request will be squashed when merged.',
    }),
    shouldRemoveSourceBranch: t.exposeBoolean('forceRemoveSourceBranch', {
      nullable: true,
      description: 'Indicates if the source branch of the merge request will be deleted after merge.',
    }),
    discussionLocked: t.boolean({
      nullable: false,
      description: 'Indicates if comments on the merge request are limited to members only.',
      resolve: (m) => m.discussionLocked ?? false,
    }),
    allowCollaboration: t.exposeBoolean('allowCollaboration', {
      nullable: true,
      description: 'Indicates if members of the target project can push to the fork.',
    }),
    subscribed: t.exposeBoolean('subscribed', {
      nullable: false,
      description: 'Indicates if the currently logged in user is subscribed to this merge request.',
    }),
    timeEstimate: t.exposeInt('timeEstimate', {
      nullable: false,
      description: 'Time estimate of the merge request.',
    }),
    totalTimeSpent: t.exposeInt('totalTimeSpent', {
      nullable: false,
      description: 'Total time (in seconds) reported as spent on the merge request.',
    }),
    humanTimeEstimate: t.string({
      nullable: true,
      description: 'Human-readable time estimate of the merge request.',
      resolve: (m) => humanOrNull(m.timeEstimate),
    }),
    humanTotalTimeSpent: t.string({
      nullable: true,
      description: 'Human-readable total time reported as spent on the merge request.',
      resolve: (m) => humanOrNull(m.totalTimeSpent),
    }),
    timeStats: t.field({
      type: TimeTrackingRef,
      nullable: false,
      description: 'Time tracking of the merge request.',
      resolve: (m) => m,
    }),
    diffStatsSummary: t.field({
      type: DiffStatsSummaryRef,
      nullable: true,
      description: 'Summary of which files were changed in this merge request.',
      resolve: (m) =>
        m.changesCount === null
          ? null
          : { fileCount: Number.parseInt(m.changesCount, 10), mergeRequestId: m.id },
    }),
    upvotes: t.int({
      nullable: false,
      description: 'Number of upvotes for the merge request.',
      resolve: (m) => m.upvotes,
    }),
    downvotes: t.int({
      nullable: false,
      description: 'Number of downvotes for the merge request.',
      resolve: (m) => m.downvotes,
    }),
    userNotesCount: t.int({
      nullable: true,
      description: 'User notes count of the merge request.',
      resolve: (m) => m.userNotesCount,
    }),
    webUrl: t.exposeString('webUrl', { nullable: true, description: 'Web URL of the merge request.' }),
    webPath: t.exposeString('webPath', { nullable: false, description: 'Web path of the merge request.' }),
    reference: t.string({
      nullable: false,
      description: 'Internal reference of the merge request. Returned in shortened format by default.',
      args: {
        full: t.arg.boolean({
          defaultValue: false,
          description: 'Boolean option specifying whether the reference should be returned in full.',
        }),
      },
      resolve: (m, args) => (args.full ? `${m.projectPath}!${m.iid}` : `!${m.iid}`),
    }),
  }),
});

function humanOrNull(seconds: number): string | null {
  if (seconds === 0) return null;
  const units: [string, number][] = [
    ['mo', 576000],
    ['w', 144000],
    ['d', 28800],
    ['h', 3600],
    ['m', 60],
    ['s', 1],
  ];
  let rest = Math.abs(seconds);
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n}${unit}`);
    rest -= n * size;
  }
  return (seconds < 0 ? '-' : '') + parts.join(' ');
}

export const MergeRequestConnection = builder.connectionObject(
  {
    type: MergeRequestRef,
    name: 'MergeRequestConnection',
    description: 'The connection type for MergeRequest.',
  },
  { name: 'MergeRequestEdge', description: 'An edge in a connection.' },
);

// `Project.mergeRequests` and the other lists: merge-request-lists.graphql.ts.

builder.objectField(ProjectRef, 'mergeRequest', (t) =>
  t.field({
    type: MergeRequestRef,
    nullable: true,
    description: 'A single merge request of the project.',
    args: {
      iid: t.arg.string({ required: true, description: 'IID of the merge request, for example `1`.' }),
    },
    resolve: (s, args, ctx) =>
      /^\d+$/.test(args.iid)
        ? nullIfNotFound(() => ctx.services.mergeRequests.get(ctx.actor, s.project.id, Number(args.iid)))
        : null,
  }),
);

// ------------------------------------------------------------------ mutations

const OperationModeEnum = builder.enumType('MutationOperationMode', {
  description: 'Different toggles for changing mutator behavior',
  values: {
    REPLACE: { value: 'replace', description: 'Performs a replace operation.' },
    APPEND: { value: 'append', description: 'Performs an append operation.' },
    REMOVE: { value: 'remove', description: 'Performs a removal operation.' },
  } as const,
});

const NewStateEnum = builder.enumType('MergeRequestNewState', {
  description: 'New state to apply to a merge request.',
  values: {
    OPEN: { value: 'reopen', description: 'Open the merge request if it is closed.' },
    CLOSED: { value: 'close', description: 'Close the merge request if it is open.' },
  } as const,
});

/** The payload of every merge request mutation: the merge request and the errors. */
const payloadFields = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  outputFields: (t: any) => ({
    mergeRequest: t.field({
      type: MergeRequestRef,
      nullable: true,
      description: 'Merge request after mutation.',
      resolve: (p: { mergeRequest: MergeRequestView | null }) => p.mergeRequest,
    }),
    errors: mutationErrorsField(t),
  }),
};

/** A mutation on one merge request (`projectPath` and `iid`), as GitLab's `MergeRequests::Base`. */
export function onMergeRequest<Extra extends object>(
  name: string,
  description: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extra: (t: any) => Extra,
  run: (
    ctx: GraphQLContext,
    projectPath: string,
    iid: number,
    input: Record<string, unknown>,
  ) => Promise<MergeRequestView>,
): void {
  builder.relayMutationField(
    name,
    {
      inputFields: (t) => ({
        projectPath: t.id({ required: true, description: 'Project the merge request to mutate is in.' }),
        iid: t.string({ required: true, description: 'IID of the merge request to mutate.' }),
        ...extra(t),
      }),
    },
    {
      description,
      resolve: (_, args, ctx) =>
        mutationPayload(
          async () => {
            const { input } = args as unknown as {
              input: Record<string, unknown> & { projectPath: string; iid: string };
            };
            const iid = /^\d+$/.test(input.iid) ? Number(input.iid) : 0;
            return { mergeRequest: await run(ctx, String(input.projectPath), iid, input) };
          },
          { mergeRequest: null },
        ),
    },
    payloadFields,
  );
}

builder.relayMutationField(
  'mergeRequestCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({
        required: true,
        description: 'Project full path the merge request is associated with.',
      }),
      title: t.string({ required: true, description: 'Title of the merge request.' }),
      sourceBranch: t.string({ required: true, description: 'Source branch of the merge request.' }),
      targetBranch: t.string({ required: true, description: 'Target branch of the merge request.' }),
      description: t.string({
        description: 'Description of the merge request (Markdown rendered as HTML for caching).',
      }),
      labels: t.stringList({ description: 'Labels of the merge request.' }),
      removeSourceBranch: t.boolean({
        description: 'Indicates if the source branch of the merge request will be deleted after merge.',
      }),
    }),
  },
  {
    description: 'Creates a merge request (`POST /projects/:id/merge_requests`).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          mergeRequest: await ctx.services.mergeRequests.create(ctx.actor, String(input.projectPath), {
            title: input.title,
            sourceBranch: input.sourceBranch,
            targetBranch: input.targetBranch,
            description: input.description,
            labels: input.labels ? [...input.labels] : undefined,
            removeSourceBranch: input.removeSourceBranch ?? undefined,
          }),
        }),
        { mergeRequest: null },
      ),
  },
  payloadFields,
);

onMergeRequest(
  'mergeRequestUpdate',
  'Updates a merge request (`PUT /projects/:id/merge_requests/:merge_request_iid`).',
  (t) => ({
    title: t.string({ description: 'Title of the merge request.' }),
    targetBranch: t.string({ description: 'Target branch of the merge request.' }),
    description: t.string({
      description: 'Description of the merge request (Markdown rendered as HTML for caching).',
    }),
    state: t.field({ type: NewStateEnum, description: 'Action to perform to change the state.' }),
    timeEstimate: t.string({
      description:
        'Estimated time to complete the merge request. Use `null` or `0` to remove the current estimate.',
    }),
  }),
  async (ctx, projectPath, iid, input) => {
    const service = ctx.services.mergeRequests;
    if (input['timeEstimate'] !== undefined) {
      const estimate = input['timeEstimate'] as string | null;
      await service.setTimeEstimate(ctx.actor, projectPath, iid, estimate === '0' ? null : estimate);
    }
    const changes = {
      title: (input['title'] as string | null | undefined) ?? undefined,
      targetBranch: (input['targetBranch'] as string | null | undefined) ?? undefined,
      description: input['description'] as string | null | undefined,
      stateEvent: (input['state'] as 'close' | 'reopen' | null | undefined) ?? undefined,
    };
    return Object.values(changes).some((v) => v !== undefined)
      ? service.update(ctx.actor, projectPath, iid, changes)
      : service.get(ctx.actor, projectPath, iid);
  },
);

onMergeRequest(
  'mergeRequestSetDraft',
  'Marks a merge request as a draft, or as ready.',
  (t) => ({
    draft: t.boolean({ required: true, description: 'Whether or not to set the merge request as a draft.' }),
  }),
  (ctx, projectPath, iid, input) =>
    ctx.services.mergeRequests.setDraft(ctx.actor, projectPath, iid, Boolean(input['draft'])),
);

onMergeRequest(
  'mergeRequestSetLabels',
  'Sets, adds or removes labels of a merge request.',
  (t) => ({
    labelIds: t.field({
      type: ['LabelID'],
      required: true,
      description: 'Label IDs to set. Replaces existing labels by default.',
    }),
    operationMode: t.field({
      type: OperationModeEnum,
      description: 'Changes the operation mode. Defaults to REPLACE.',
    }),
  }),
  (ctx, projectPath, iid, input) =>
    ctx.services.mergeRequests.setLabels(
      ctx.actor,
      projectPath,
      iid,
      input['labelIds'] as number[],
      (input['operationMode'] as 'replace' | 'append' | 'remove' | null | undefined) ?? 'replace',
    ),
);

for (const [name, kind, field] of [
  ['mergeRequestSetAssignees', 'assignees', 'assigneeUsernames'],
  ['mergeRequestSetReviewers', 'reviewers', 'reviewerUsernames'],
] as const) {
  onMergeRequest(
    name,
    `Sets, adds or removes ${kind} of a merge request.`,
    (t) => ({
      [field]: t.stringList({
        required: true,
        description: `Usernames of ${kind} to set. Replaces existing ${kind} by default.`,
      }),
      operationMode: t.field({
        type: OperationModeEnum,
        description: 'Operation to perform. Defaults to REPLACE.',
      }),
    }),
    (ctx, projectPath, iid, input) =>
      ctx.services.mergeRequests.setPeople(
        ctx.actor,
        projectPath,
        iid,
        kind,
        input[field] as string[],
        (input['operationMode'] as 'replace' | 'append' | 'remove' | null | undefined) ?? 'replace',
      ),
  );
}

onMergeRequest(
  'mergeRequestSetMilestone',
  'Sets or removes the milestone of a merge request.',
  (t) => ({
    milestoneId: t.field({ type: 'MilestoneID', description: 'Milestone to assign to the merge request.' }),
  }),
  (ctx, projectPath, iid, input) =>
    ctx.services.mergeRequests.update(ctx.actor, projectPath, iid, {
      milestoneId: (input['milestoneId'] as number | null | undefined) ?? null,
    }),
);
