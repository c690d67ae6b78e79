import { can } from '../../core/policy.ts';
import type { GraphQLResolveInfo } from 'graphql';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import type { User } from '../users/user.entity.ts';
import {
  connectionFromArray,
  connectionFromPage,
  pageRequestFromArgs,
  type ConnectionArgs,
} from '../../graphql/connections.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserInterfaceRef } from '../users/users.graphql.ts';
import { ReviewStateEnum } from './merge-request-users.graphql.ts';
import type { MilestoneMatch, NegatableFilters, UserMatch } from './merge-requests.finder.ts';
import {
  MergeRequestConnection,
  MergeRequestRef,
  MergeRequestSortEnum,
  MergeRequestStateEnum,
  SORTS,
} from './merge-requests.graphql.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import type {
  MergeRequestListOptions,
  UserMergeRequestPlace,
  UserMergeRequestRole,
} from './merge-requests.service.ts';

const AssigneeWildcardIdEnum = builder.enumType('AssigneeWildcardId', {
  description: 'Assignee ID wildcard values',
  values: {
    NONE: { value: 'none', description: 'No assignee is assigned.' },
    ANY: { value: 'any', description: 'An assignee is assigned.' },
  } as const,
});

const ReviewerWildcardIdEnum = builder.enumType('ReviewerWildcardId', {
  description: 'Reviewer ID wildcard values',
  values: {
    NONE: { value: 'none', description: 'No reviewer is assigned.' },
    ANY: { value: 'any', description: 'Any reviewer is assigned.' },
  } as const,
});

const MilestoneWildcardIdEnum = builder.enumType('MilestoneWildcardId', {
  description: 'Milestone ID wildcard values',
  values: {
    NONE: { value: 'none', description: 'No milestone is assigned.' },
    ANY: { value: 'any', description: 'Milestone is assigned.' },
    STARTED: {
      value: 'started',
      description: 'Milestone assigned is open and started (overlaps current date).',
    },
    UPCOMING: { value: 'upcoming', description: 'Milestone assigned is due in the future.' },
  } as const,
});

const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', {
  description: 'Status of the subscription to an issuable.',
  values: {
    EXPLICITLY_SUBSCRIBED: {
      value: 'subscribed',
      description: 'User is explicitly subscribed to the issuable.',
    },
    EXPLICITLY_UNSUBSCRIBED: {
      value: 'unsubscribed',
      description: 'User is explicitly unsubscribed from the issuable.',
    },
  } as const,
});

const NegatedArgs = builder.inputType('MergeRequestsResolverNegatedParams', {
  description: 'Negated merge request filters.',
  fields: (t) => ({
    approvedBy: t.stringList({
      description: 'Filters merge requests to exclude any that are approved by usernames in the given array.',
    }),
    assigneeUsernames: t.stringList({
      description:
        'Filters merge requests to exclude any that are assigned to the usernames in the given array.',
    }),
    authorUsername: t.string({
      description: 'Filters merge requests to exclude any that are authored by the given user.',
    }),
    labelName: t.stringList({
      description: 'Filters merge requests to exclude any that have the labels provided in the given array.',
    }),
    labels: t.stringList({
      description: 'Filters merge requests to exclude any that have the labels provided in the given array.',
      deprecationReason: 'Use `labelName`. Deprecated in GitLab 17.7.',
    }),
    milestoneTitle: t.string({ description: 'Filters merge requests to those not in the given milestone.' }),
    myReactionEmoji: t.string({
      description: 'Filters merge requests to those without the given reaction from the authenticated user.',
    }),
    releaseTag: t.string({
      description:
        'Filters merge requests to those without the given release tag (releases are not built: none has one).',
    }),
    reviewerUsername: t.string({
      description: 'Filters merge requests to those not reviewed by the given user.',
    }),
    reviewStates: t.field({
      type: [ReviewStateEnum],
      description: 'Filters merge requests to those where a reviewer does not have the provided state.',
    }),
    sourceBranches: t.stringList({
      description: 'Filters merge requests to exclude the source branch names provided in the given array.',
    }),
    targetBranches: t.stringList({
      description: 'Filters merge requests to exclude the target branch names provided in the given array.',
    }),
  }),
});

const UnionedArgs = builder.inputType('UnionedMergeRequestFilterInput', {
  description: 'Merge request filters joined with OR.',
  fields: (t) => ({
    assigneeUsernames: t.stringList({
      description: 'Filters MRs that are assigned to at least one of the given users.',
    }),
  }),
});

/** Which user filters a list takes: a user's own lists leave out the one that names the user. */
interface UserFilterArgs {
  author?: boolean;
  assignee?: boolean;
  reviewer?: boolean;
}

/** GitLab's `MergeRequestsResolver` arguments, shared by every merge request list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function listArgs(t: any, users: UserFilterArgs = { author: true, assignee: true, reviewer: true }) {
  const author = {
    authorUsername: t.arg.string({ description: 'Username of the author.' }),
  };
  const assignee = {
    assigneeUsername: t.arg.string({ description: 'Username of the assignee.' }),
    assigneeUsernames: t.arg.stringList({ description: 'Usernames of users assigned to the merge request.' }),
    assigneeWildcardId: t.arg({
      type: AssigneeWildcardIdEnum,
      description: 'Filter by assignee presence. Incompatible with assigneeUsernames and assigneeUsername.',
    }),
  };
  const reviewer = {
    reviewerUsername: t.arg.string({ description: 'Username of the reviewer.' }),
    reviewerWildcardId: t.arg({
      type: ReviewerWildcardIdEnum,
      description: 'Filter by reviewer presence. Incompatible with reviewerUsername.',
    }),
  };
  return {
    ...(users.author ? author : {}),
    ...(users.assignee ? assignee : {}),
    ...(users.reviewer ? reviewer : {}),
    iids: t.arg.stringList({ description: 'Array of IIDs of merge requests, for example `[1, 2]`.' }),
    sourceBranches: t.arg.stringList({
      description:
        'Array of source branch names. All resolved merge requests will have one of these branches as their source.',
    }),
    targetBranches: t.arg.stringList({
      description:
        'Array of target branch names. All resolved merge requests will have one of these branches as their target.',
    }),
    state: t.arg({ type: MergeRequestStateEnum, description: 'Merge request state.' }),
    draft: t.arg.boolean({ description: 'Limit result to draft merge requests.' }),
    approvedBy: t.arg.stringList({ description: 'Usernames of the approvers.' }),
    labelName: t.arg.stringList({ description: 'Labels applied to the merge request.' }),
    labels: t.arg.stringList({
      description: 'Array of label names. All resolved merge requests will have all of these labels.',
      deprecationReason: 'Use `labelName`. Deprecated in GitLab 17.1.',
    }),
    milestoneTitle: t.arg.string({
      description: 'Title of the milestone. Incompatible with milestoneWildcardId.',
    }),
    milestoneWildcardId: t.arg({
      type: MilestoneWildcardIdEnum,
      description: 'Filter issues by milestone ID wildcard. Incompatible with milestoneTitle.',
    }),
    approver: t.arg.stringList({
      description:
        'Usernames of possible approvers named by approval rules (`None`, `Any`). Approval rules are not built: `None` matches every merge request, anything else none.',
    }),
    reviewState: t.arg({ type: ReviewStateEnum, description: 'Reviewer state of the merge request.' }),
    reviewStates: t.arg({ type: [ReviewStateEnum], description: 'Reviewer states of the merge request.' }),
    ignoredReviewerUsername: t.arg.string({
      description: 'Username of the reviewer to ignore when searching by reviewer state.',
    }),
    mergedBy: t.arg.string({ description: 'Username of the merger.' }),
    myReactionEmoji: t.arg.string({ description: 'Filter by your reaction emoji.' }),
    subscribed: t.arg({
      type: SubscriptionStatusEnum,
      description: 'Merge requests the current user is subscribed to.',
    }),
    releaseTag: t.arg.string({
      description: 'Filter by release tag (releases are not built: matches none).',
    }),
    deployedAfter: t.arg({
      type: 'Time',
      description: 'Merge requests deployed after the timestamp (deployments are not built: matches none).',
    }),
    deployedBefore: t.arg({
      type: 'Time',
      description: 'Merge requests deployed before the timestamp (deployments are not built: matches none).',
    }),
    environmentName: t.arg.string({
      description:
        'Environment merge requests have been deployed to (deployments are not built: matches none).',
    }),
    createdAfter: t.arg({ type: 'Time', description: 'Merge requests created after the timestamp.' }),
    createdBefore: t.arg({ type: 'Time', description: 'Merge requests created before the timestamp.' }),
    updatedAfter: t.arg({ type: 'Time', description: 'Merge requests updated after the timestamp.' }),
    updatedBefore: t.arg({ type: 'Time', description: 'Merge requests updated before the timestamp.' }),
    mergedAfter: t.arg({ type: 'Time', description: 'Merge requests merged after the date.' }),
    mergedBefore: t.arg({ type: 'Time', description: 'Merge requests merged before the date.' }),
    closedAfter: t.arg({ type: 'Time', description: 'Merge requests closed after the date.' }),
    closedBefore: t.arg({ type: 'Time', description: 'Merge requests closed before the date.' }),
    search: t.arg.string({ description: 'Search query for title or description.' }),
    sort: t.arg({
      type: MergeRequestSortEnum,
      defaultValue: 'CREATED_DESC',
      description: 'Sort merge requests by the criteria.',
    }),
    not: t.arg({ type: NegatedArgs, description: 'List of negated arguments.' }),
    or: t.arg({ type: UnionedArgs, description: 'List of arguments with inclusive OR.' }),
  };
}

type Maybe<T> = T | null | undefined;

interface NegatedInput {
  approvedBy?: Maybe<readonly string[]>;
  assigneeUsernames?: Maybe<readonly string[]>;
  authorUsername?: Maybe<string>;
  labelName?: Maybe<readonly string[]>;
  labels?: Maybe<readonly string[]>;
  milestoneTitle?: Maybe<string>;
  myReactionEmoji?: Maybe<string>;
  releaseTag?: Maybe<string>;
  reviewerUsername?: Maybe<string>;
  reviewStates?: Maybe<readonly string[]>;
  sourceBranches?: Maybe<readonly string[]>;
  targetBranches?: Maybe<readonly string[]>;
}

interface ListArgs extends Omit<NegatedInput, 'assigneeUsernames' | 'reviewStates'> {
  iids?: Maybe<readonly string[]>;
  approver?: Maybe<readonly string[]>;
  reviewState?: Maybe<string>;
  reviewStates?: Maybe<readonly string[]>;
  ignoredReviewerUsername?: Maybe<string>;
  state?: Maybe<string>;
  draft?: Maybe<boolean>;
  assigneeUsername?: Maybe<string>;
  assigneeUsernames?: Maybe<readonly string[]>;
  assigneeWildcardId?: Maybe<'none' | 'any'>;
  reviewerWildcardId?: Maybe<'none' | 'any'>;
  milestoneWildcardId?: Maybe<'none' | 'any' | 'started' | 'upcoming'>;
  mergedBy?: Maybe<string>;
  subscribed?: Maybe<'subscribed' | 'unsubscribed'>;
  deployedAfter?: Maybe<Date>;
  deployedBefore?: Maybe<Date>;
  environmentName?: Maybe<string>;
  createdAfter?: Maybe<Date>;
  createdBefore?: Maybe<Date>;
  updatedAfter?: Maybe<Date>;
  updatedBefore?: Maybe<Date>;
  mergedAfter?: Maybe<Date>;
  mergedBefore?: Maybe<Date>;
  closedAfter?: Maybe<Date>;
  closedBefore?: Maybe<Date>;
  search?: Maybe<string>;
  sort?: Maybe<string>;
  not?: Maybe<NegatedInput>;
  or?: Maybe<{ assigneeUsernames?: Maybe<readonly string[]> }>;
}

const byName = (username: Maybe<string>): UserMatch | undefined => (username ? { username } : undefined);
const list = (values: Maybe<readonly string[]>) => (values?.length ? [...values] : undefined);

function negatable(a: NegatedInput): NegatableFilters {
  const labels = list(a.labelName) ?? list(a.labels);
  return {
    labels: labels ? { titles: labels } : undefined,
    milestone: a.milestoneTitle ? { title: a.milestoneTitle } : undefined,
    author: byName(a.authorUsername),
    reviewer: byName(a.reviewerUsername),
    myReactionEmoji: a.myReactionEmoji ?? undefined,
    approvedByUsernames: list(a.approvedBy),
    sourceBranches: list(a.sourceBranches),
    targetBranches: list(a.targetBranches),
  };
}

/** The arguments as the service's list options; null when an argument rules out every result. */
export function listOptions(args: ListArgs): MergeRequestListOptions | null {
  // GitLab: an empty list argument matches nothing.
  const lists = [
    args.iids,
    args.sourceBranches,
    args.targetBranches,
    args.approvedBy,
    args.labelName,
    args.approver,
    args.reviewStates,
  ];
  if (lists.some((l) => Array.isArray(l) && l.length === 0)) return null;
  const [orderBy, sort] = SORTS[args.sort ?? 'CREATED_DESC'] ?? SORTS['CREATED_DESC']!;
  const milestone: MilestoneMatch | undefined = args.milestoneWildcardId
    ? args.milestoneWildcardId
    : args.milestoneTitle
      ? { title: args.milestoneTitle }
      : undefined;
  const assignee: UserMatch | undefined =
    args.assigneeWildcardId ?? byName(args.assigneeUsername ?? args.assigneeUsernames?.[0]);
  const options: MergeRequestListOptions = {
    ...negatable(args),
    iids: args.iids?.map(Number).filter(Number.isInteger),
    state: args.state && args.state !== 'all' ? (args.state as MergeRequestListOptions['state']) : undefined,
    draft: args.draft ?? undefined,
    milestone,
    assignee,
    reviewer: args.reviewerWildcardId ?? byName(args.reviewerUsername),
    mergeUser: byName(args.mergedBy),
    subscribed: args.subscribed ? args.subscribed === 'subscribed' : undefined,
    // Releases, deployments and environments are not built: no merge request has any.
    deployment:
      Boolean(args.releaseTag) ||
      Boolean(args.deployedAfter) ||
      Boolean(args.deployedBefore) ||
      Boolean(args.environmentName) ||
      undefined,
    createdAfter: args.createdAfter ?? undefined,
    createdBefore: args.createdBefore ?? undefined,
    updatedAfter: args.updatedAfter ?? undefined,
    updatedBefore: args.updatedBefore ?? undefined,
    mergedAfter: args.mergedAfter ?? undefined,
    mergedBefore: args.mergedBefore ?? undefined,
    closedAfter: args.closedAfter ?? undefined,
    closedBefore: args.closedBefore ?? undefined,
    search: args.search ?? undefined,
    anyAssigneeUsernames: list(args.or?.assigneeUsernames),
    ruleApprovers: list(args.approver),
    reviewStates: list(args.reviewStates) ?? (args.reviewState ? [args.reviewState] : undefined),
    notReviewStates: list(args.not?.reviewStates),
    ignoredReviewerUsername: args.ignoredReviewerUsername ?? undefined,
    orderBy,
    sort,
  };
  // Further usernames of `assigneeUsernames` must all be assigned too.
  if (args.not) {
    const not = negatable(args.not);
    const assignees = list(args.not.assigneeUsernames);
    options.not = { ...not, assignee: byName(assignees?.[0]) };
  }
  return options;
}

const nothing = (args: object) => connectionFromArray<MergeRequestView>([], args);

builder.objectField(ProjectRef, 'mergeRequests', (t) =>
  t.connection(
    {
      type: MergeRequestRef,
      nullable: true,
      description: 'Merge requests of the project.',
      args: listArgs(t),
      resolve: async (s, args, ctx) => {
        if (!can(ctx.actor, 'read_merge_request', s)) return null;
        const options = listOptions(args as ListArgs);
        if (!options) return nothing(args);
        const page = await ctx.services.mergeRequests.list(
          ctx.actor,
          s.project.id,
          options,
          pageRequestFromArgs(args),
        );
        return connectionFromPage(page);
      },
    },
    MergeRequestConnection,
  ),
);

builder.objectField(GroupRef, 'mergeRequests', (t) =>
  t.connection(
    {
      type: MergeRequestRef,
      nullable: true,
      description: 'Merge requests for projects in this group.',
      args: {
        ...listArgs(t),
        includeSubgroups: t.arg.boolean({
          defaultValue: false,
          description: 'Include merge requests belonging to subgroups',
        }),
        includeArchived: t.arg.boolean({
          defaultValue: false,
          description: 'Merge requests from archived projects.',
        }),
      },
      resolve: async (g, args, ctx: GraphQLContext) => {
        const options = listOptions(args as ListArgs);
        if (!options) return nothing(args);
        options.inGroup = {
          groupId: g.group.id,
          includeSubgroups: args.includeSubgroups === true,
          includeArchived: args.includeArchived === true,
        };
        const page = await ctx.services.mergeRequests.listGlobal(
          ctx.actor,
          'all',
          options,
          pageRequestFromArgs(args),
        );
        return connectionFromPage(page);
      },
    },
    MergeRequestConnection,
  ),
);

builder.queryFields((t) => ({
  mergeRequests: t.connection(
    {
      type: MergeRequestRef,
      nullable: true,
      description: 'Merge requests the current user may read, across projects (signed-in users only).',
      args: listArgs(t),
      resolve: async (_, args, ctx) => {
        if (!ctx.actor.user) return null;
        const options = listOptions(args as ListArgs);
        if (!options) return nothing(args);
        const page = await ctx.services.mergeRequests.listGlobal(
          ctx.actor,
          'all',
          options,
          pageRequestFromArgs(args),
        );
        return connectionFromPage(page);
      },
    },
    MergeRequestConnection,
  ),
  mergeRequest: t.field({
    type: MergeRequestRef,
    nullable: true,
    description: 'Find a merge request.',
    args: {
      id: t.arg({ type: 'MergeRequestID', required: true, description: 'Global ID of the merge request.' }),
    },
    resolve: async (_, args, ctx) => {
      const [view] = await ctx.services.mergeRequests.loadMany(ctx.actor, [Number(args.id)]);
      return view ?? null;
    },
  }),
}));

// ---- A user's merge requests (GitLab's `UserMergeRequestsResolverBase` and its four resolvers)

interface UserListArgs extends ListArgs, ConnectionArgs {
  groupId?: Maybe<number>;
  projectPath?: Maybe<string>;
  projectId?: Maybe<number>;
}

/**
 * One of a user's merge request lists: the list arguments but the filter that names the user, and
 * where to look (a project by path or id, or a group with its subgroups). Empty when the caller may
 * not see the user's profile or the project.
 */
function userMergeRequests(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  t: any,
  description: string,
  users: UserFilterArgs,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extraArgs: Record<string, any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  relation: (args: any) => UserMergeRequestRole,
) {
  return t.connection(
    {
      type: MergeRequestRef,
      nullable: true,
      description,
      args: {
        ...listArgs(t, users),
        groupId: t.arg({
          type: 'GroupID',
          description:
            'The global ID of the group the merge requests should be in. Merge requests in subgroups are included.',
        }),
        projectPath: t.arg.string({
          description:
            'The full path of the project the merge requests should be in. Incompatible with projectId.',
        }),
        projectId: t.arg({
          type: 'ProjectID',
          description:
            'The global ID of the project the merge requests should be in. Incompatible with projectPath.',
        }),
        ...extraArgs,
      },
      resolve: async (user: User, args: UserListArgs, ctx: GraphQLContext, info: GraphQLResolveInfo) => {
        const options = listOptions(args);
        // GitLab: an empty list argument (these lists' review states too) matches nothing.
        const empty = Object.values(args).some((v) => Array.isArray(v) && v.length === 0);
        if (!options || empty) return nothing(args);
        const place: UserMergeRequestPlace = {
          project: args.projectId ?? args.projectPath ?? undefined,
          groupId: args.groupId ?? undefined,
        };
        const request = pageRequestFromArgs(args);
        // The users of a page asking for the same list are answered by one read.
        const pages = requestLoader(
          ctx,
          `User.${info.fieldName}:${JSON.stringify(args)}`,
          async (users: readonly User[]) => {
            const found = await ctx.services.mergeRequests.listsOfUsers(
              ctx.actor,
              users,
              relation(args),
              options,
              request,
              place,
            );
            return users.map((u) => found.get(u.id) ?? null);
          },
          (u) => u.id,
        );
        const page = await pages.load(user);
        return page ? connectionFromPage(page) : nothing(args);
      },
    },
    MergeRequestConnection,
  );
}

builder.interfaceFields(UserInterfaceRef, (t) => ({
  authoredMergeRequests: userMergeRequests(
    t,
    'Merge requests authored by the user.',
    { assignee: true, reviewer: true },
    {
      includeAssigned: t.arg.boolean({
        defaultValue: false,
        description: 'Include merge requests the user is assigned to.',
      }),
    },
    (args: { includeAssigned?: Maybe<boolean> }) => ({
      role: 'author',
      includeAssigned: args.includeAssigned ?? false,
    }),
  ),
  assignedMergeRequests: userMergeRequests(
    t,
    'Merge requests assigned to the user.',
    { author: true, reviewer: true },
    {},
    () => ({ role: 'assignee' }),
  ),
  reviewRequestedMergeRequests: userMergeRequests(
    t,
    'Merge requests assigned to the user for review.',
    { author: true, assignee: true },
    {},
    () => ({ role: 'reviewer' }),
  ),
  assigneeOrReviewerMergeRequests: userMergeRequests(
    t,
    "Merge requests the user is an assignee or a reviewer of (GitLab has it on the current user only, for the merge request dashboard; here every user's, as the other three).",
    {},
    {
      assignedReviewStates: t.arg({
        type: [ReviewStateEnum],
        description: 'Reviewer states for merge requests the user is assigned to.',
      }),
      reviewerReviewStates: t.arg({
        type: [ReviewStateEnum],
        description: 'Reviewer states for the merge requests the user is a reviewer of.',
      }),
    },
    (args: { assignedReviewStates?: Maybe<string[]>; reviewerReviewStates?: Maybe<string[]> }) => ({
      role: 'assignee_or_reviewer',
      assignedReviewStates: args.assignedReviewStates ?? undefined,
      reviewerReviewStates: args.reviewerReviewStates ?? undefined,
    }),
  ),
}));
