import { presentCommit } from '../repository/commit.presenter.ts';
import { z } from 'zod';
import {
  dateTime,
  bool,
  idOrPath,
  int,
  intArray,
  oneOf,
  pageParams,
  positiveInt,
  stringArray,
} from '../../rest/params.ts';
import { pageRequestFrom } from '../../rest/pagination.ts';
import { presentReviewer } from './reviewers/merge-request-reviewers.presenter.ts';
import { Router } from '../../rest/router.ts';
import { offsetPage, pageOfArray } from '../../core/pagination.ts';
import type {
  LabelMatch,
  MergeRequestFilters,
  MilestoneMatch,
  NegatableFilters,
  UserMatch,
} from './merge-requests.finder.ts';
import type { MergeRequestListOptions, MergeRequestScope } from './merge-requests.service.ts';
import {
  presentApprovals,
  presentDiff,
  presentMergeRequest,
  presentMergeRequestDetail,
  presentMergeRequestSimple,
  presentMergeRequestUser,
  presentTimeStats,
} from './merge-requests.presenter.ts';

/** Merge requests: `/merge_requests` and `/projects/:id/merge_requests/...`. */
export const mergeRequestsRouter = new Router();

const noneAny = (v: string): 'none' | 'any' | null => {
  const lower = v.toLowerCase();
  return lower === 'none' ? 'none' : lower === 'any' ? 'any' : null;
};

function userMatch(id: string | number | undefined, username: string | undefined): UserMatch | undefined {
  if (id !== undefined && id !== '') {
    const special = noneAny(String(id));
    if (special) return special;
    return /^\d+$/.test(String(id)) ? { id: Number(id) } : { id: 0 };
  }
  if (username !== undefined && username !== '') return noneAny(username) ?? { username };
  return undefined;
}

function labelMatch(labels: string[] | undefined): LabelMatch | undefined {
  if (!labels || labels.length === 0) return undefined;
  if (labels.length === 1) {
    const special = noneAny(labels[0]!);
    if (special) return special;
  }
  return { titles: labels.filter((l) => l.length > 0) };
}

function milestoneMatch(title: string | undefined): MilestoneMatch | undefined {
  if (title === undefined || title === '') return undefined;
  return noneAny(title) ?? { title };
}

const userParam = z.union([z.string(), z.number()]).optional();

const negatableParams = {
  labels: stringArray().optional(),
  milestone: z.string().optional(),
  author_id: userParam,
  author_username: z.string().optional(),
  assignee_id: userParam,
  assignee_username: stringArray().optional(),
  reviewer_id: userParam,
  reviewer_username: z.string().optional(),
  my_reaction_emoji: z.string().optional(),
};

type NegatableInput = z.infer<z.ZodObject<typeof negatableParams>>;

function negatable(input: NegatableInput): NegatableFilters {
  return {
    labels: labelMatch(input.labels),
    milestone: milestoneMatch(input.milestone),
    author: userMatch(input.author_id, input.author_username),
    assignee: userMatch(input.assignee_id, input.assignee_username?.[0]),
    reviewer: userMatch(input.reviewer_id, input.reviewer_username),
    myReactionEmoji: input.my_reaction_emoji,
  };
}

const listParams = {
  ...negatableParams,
  state: oneOf(['opened', 'closed', 'locked', 'merged', 'all']).optional(),
  order_by: oneOf(['created_at', 'updated_at', 'title']).optional(),
  sort: oneOf(['asc', 'desc']).optional(),
  view: oneOf(['simple']).optional(),
  with_labels_details: bool().optional(),
  with_merge_status_recheck: bool().optional(),
  created_after: dateTime().optional(),
  created_before: dateTime().optional(),
  updated_after: dateTime().optional(),
  updated_before: dateTime().optional(),
  deployed_after: dateTime().optional(),
  deployed_before: dateTime().optional(),
  environment: z.string().optional(),
  merge_user_id: userParam,
  merge_user_username: z.string().optional(),
  approved_by_ids: z.union([intArray(), z.string()]).optional(),
  approved_by_usernames: stringArray().optional(),
  approver_ids: z.unknown().optional(),
  approved: oneOf(['yes', 'no']).optional(),
  search: z.string().optional(),
  in: z.string().optional(),
  source_branch: z.string().optional(),
  target_branch: z.string().optional(),
  wip: oneOf(['yes', 'no']).optional(),
  not: z.object(negatableParams).optional(),
  ...pageParams,
};

type ListInput = z.infer<z.ZodObject<typeof listParams>>;

function mutuallyExclusive(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const pairs = [
    ['author_id', 'author_username'],
    ['assignee_id', 'assignee_username'],
    ['reviewer_id', 'reviewer_username'],
    ['merge_user_id', 'merge_user_username'],
  ];
  for (const [a, b] of pairs) {
    if (value[a!] !== undefined && value[b!] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [`${a}, ${b}`], message: 'are mutually exclusive' });
    }
  }
}

function listOptions(input: ListInput): MergeRequestListOptions {
  let approvedBy: MergeRequestFilters['approvedBy'];
  if (typeof input.approved_by_ids === 'string') {
    approvedBy = noneAny(input.approved_by_ids) ?? undefined;
  } else if (input.approved_by_ids?.length) approvedBy = { ids: input.approved_by_ids };
  else if (input.approved_by_usernames?.length) {
    approvedBy =
      input.approved_by_usernames.length === 1
        ? (noneAny(input.approved_by_usernames[0]!) ?? { usernames: input.approved_by_usernames })
        : { usernames: input.approved_by_usernames };
  }
  const inFields = input.in
    ?.split(',')
    .map((s) => s.trim())
    .filter((s): s is 'title' | 'description' => s === 'title' || s === 'description');
  return {
    ...negatable(input),
    state: input.state === 'all' ? undefined : input.state,
    orderBy: input.order_by,
    sort: input.sort,
    mergeUser: userMatch(input.merge_user_id, input.merge_user_username),
    approvedBy,
    approved: input.approved === undefined ? undefined : input.approved === 'yes',
    search: input.search,
    in: inFields,
    createdAfter: input.created_after,
    createdBefore: input.created_before,
    updatedAfter: input.updated_after,
    updatedBefore: input.updated_before,
    sourceBranch: input.source_branch,
    targetBranch: input.target_branch,
    draft: input.wip === undefined ? undefined : input.wip === 'yes',
    deployment:
      input.environment !== undefined ||
      input.deployed_after !== undefined ||
      input.deployed_before !== undefined,
    not: input.not ? negatable(input.not) : undefined,
  };
}

function presenterFor(input: ListInput) {
  if (input.view === 'simple') return presentMergeRequestSimple;
  const labelsDetails = input.with_labels_details ?? false;
  return (mr: Parameters<typeof presentMergeRequest>[0]) => presentMergeRequest(mr, { labelsDetails });
}

mergeRequestsRouter.get(
  '/merge_requests',
  {
    input: z
      .object({
        ...listParams,
        scope: oneOf(['created_by_me', 'assigned_to_me', 'reviews_for_me', 'all']).optional(),
      })
      .superRefine(mutuallyExclusive),
  },
  async ({ input, services, actor, paginate }) => {
    // Anonymous callers see every merge request they may read (GitLab switches their scope to all).
    const scope: MergeRequestScope = actor.user ? (input.scope ?? 'created_by_me') : 'all';
    const page = await services.mergeRequests.listGlobal(
      actor,
      scope,
      listOptions(input),
      pageRequestFrom(input),
    );
    return paginate(page, presenterFor(input));
  },
);

mergeRequestsRouter.get(
  '/projects/:id/merge_requests',
  {
    input: z
      .object({ id: idOrPath(), iids: intArray().optional(), ...listParams })
      .superRefine(mutuallyExclusive),
  },
  async ({ input, services, actor, paginate }) => {
    const page = await services.mergeRequests.list(
      actor,
      input.id,
      { ...listOptions(input), iids: input.iids },
      pageRequestFrom(input),
    );
    return paginate(page, presenterFor(input));
  },
);

const one = { id: idOrPath(), merge_request_iid: positiveInt() };

const writeParams = {
  description: z.string().nullable().optional(),
  assignee_id: int().nullable().optional(),
  assignee_ids: intArray().optional(),
  reviewer_ids: intArray().optional(),
  labels: stringArray().optional(),
  milestone_id: int().nullable().optional(),
  remove_source_branch: bool().optional(),
  squash: bool().optional(),
  allow_collaboration: bool().optional(),
  allow_maintainer_to_push: bool().optional(),
};

type WriteInput = z.infer<z.ZodObject<typeof writeParams>>;

/** `assignee_ids` wins over `assignee_id`; 0 or empty: nobody. */
function assignees(input: WriteInput): number[] | undefined {
  if (input.assignee_ids !== undefined) return input.assignee_ids.filter((id) => id > 0);
  if (input.assignee_id !== undefined) return input.assignee_id ? [input.assignee_id] : [];
  return undefined;
}

function common(input: WriteInput) {
  return {
    description: input.description,
    assigneeIds: assignees(input),
    reviewerIds: input.reviewer_ids?.filter((id) => id > 0),
    milestoneId: input.milestone_id === undefined ? undefined : input.milestone_id || null,
    removeSourceBranch: input.remove_source_branch,
    squash: input.squash,
    allowCollaboration: input.allow_collaboration ?? input.allow_maintainer_to_push,
  };
}

mergeRequestsRouter.post(
  '/projects/:id/merge_requests',
  {
    input: z.object({
      id: idOrPath(),
      source_branch: z.string(),
      target_branch: z.string(),
      title: z.string(),
      target_project_id: positiveInt().optional(),
      approvals_before_merge: int().optional(),
      ...writeParams,
    }),
  },
  async ({ input, services, actor }) =>
    presentMergeRequestDetail(
      await services.mergeRequests.create(actor, input.id, {
        ...common(input),
        sourceBranch: input.source_branch,
        targetBranch: input.target_branch,
        title: input.title,
        targetProjectId: input.target_project_id,
        labels: input.labels,
      }),
    ),
);

const UPDATABLE = [
  'title',
  'target_branch',
  'description',
  'assignee_id',
  'assignee_ids',
  'reviewer_ids',
  'labels',
  'add_labels',
  'remove_labels',
  'milestone_id',
  'remove_source_branch',
  'state_event',
  'allow_collaboration',
  'allow_maintainer_to_push',
  'squash',
  'discussion_locked',
];

mergeRequestsRouter.put(
  '/projects/:id/merge_requests/:merge_request_iid',
  {
    input: z
      .object({
        ...one,
        title: z.string().optional(),
        target_branch: z.string().optional(),
        state_event: oneOf(['close', 'reopen']).optional(),
        add_labels: stringArray().optional(),
        remove_labels: stringArray().optional(),
        discussion_locked: bool().optional(),
        ...writeParams,
      })
      .superRefine((value, ctx) => {
        if (UPDATABLE.some((name) => (value as Record<string, unknown>)[name] !== undefined)) return;
        ctx.addIssue({
          code: 'custom',
          path: [UPDATABLE.join(', ')],
          message: 'are missing, at least one parameter must be provided',
        });
      }),
  },
  async ({ input, services, actor }) =>
    presentMergeRequestDetail(
      await services.mergeRequests.update(actor, input.id, input.merge_request_iid, {
        ...common(input),
        title: input.title,
        targetBranch: input.target_branch,
        labels: input.labels,
        addLabels: input.add_labels,
        removeLabels: input.remove_labels,
        discussionLocked: input.discussion_locked,
        stateEvent: input.state_event,
      }),
    ),
);

const base = '/projects/:id/merge_requests/:merge_request_iid';

mergeRequestsRouter.get(
  base,
  {
    input: z.object({
      ...one,
      render_html: bool().optional(),
      include_diverged_commits_count: bool().optional(),
      include_rebase_in_progress: bool().optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentMergeRequestDetail(await services.mergeRequests.get(actor, input.id, input.merge_request_iid)),
);

mergeRequestsRouter.delete(base, { input: z.object(one) }, async ({ input, services, actor }) => {
  await services.mergeRequests.delete(actor, input.id, input.merge_request_iid);
});

mergeRequestsRouter.get(`${base}/time_stats`, { input: z.object(one) }, async ({ input, services, actor }) =>
  presentTimeStats(await services.mergeRequests.timeStats(actor, input.id, input.merge_request_iid)),
);

mergeRequestsRouter.post(
  `${base}/time_estimate`,
  { input: z.object({ ...one, duration: z.string() }), status: 200 },
  async ({ input, services, actor }) =>
    presentTimeStats(
      await services.mergeRequests.setTimeEstimate(actor, input.id, input.merge_request_iid, input.duration),
    ),
);

mergeRequestsRouter.post(
  `${base}/reset_time_estimate`,
  { input: z.object(one), status: 200 },
  async ({ input, services, actor }) =>
    presentTimeStats(
      await services.mergeRequests.setTimeEstimate(actor, input.id, input.merge_request_iid, null),
    ),
);

mergeRequestsRouter.post(
  `${base}/add_spent_time`,
  { input: z.object({ ...one, duration: z.string(), summary: z.string().optional() }) },
  async ({ input, services, actor }) =>
    presentTimeStats(
      await services.mergeRequests.addSpentTime(
        actor,
        input.id,
        input.merge_request_iid,
        input.duration,
        input.summary,
      ),
    ),
);

mergeRequestsRouter.post(
  `${base}/reset_spent_time`,
  { input: z.object(one), status: 200 },
  async ({ input, services, actor }) =>
    presentTimeStats(
      await services.mergeRequests.addSpentTime(actor, input.id, input.merge_request_iid, null),
    ),
);

for (const action of ['subscribe', 'unsubscribe'] as const) {
  mergeRequestsRouter.post(`${base}/${action}`, { input: z.object(one) }, async (ctx) => {
    const result = await ctx.services.mergeRequests.setSubscribed(
      ctx.actor,
      ctx.input.id,
      ctx.input.merge_request_iid,
      action === 'subscribe',
    );
    if (!result.changed) {
      ctx.reply.code(304);
      return undefined;
    }
    return presentMergeRequestDetail(result.view);
  });
}

mergeRequestsRouter.get(
  `${base}/participants`,
  { input: z.object(one) },
  async ({ input, services, actor }) =>
    (await services.mergeRequests.participants(actor, input.id, input.merge_request_iid)).map(
      presentMergeRequestUser,
    ),
);

mergeRequestsRouter.get(`${base}/reviewers`, { input: z.object(one) }, async ({ input, services, actor }) =>
  (await services.mergeRequests.reviewers.list(actor, input.id, input.merge_request_iid)).map(
    presentReviewer,
  ),
);

mergeRequestsRouter.get(`${base}/approvals`, { input: z.object(one) }, async ({ input, services, actor }) =>
  presentApprovals(await services.mergeRequests.approvals(actor, input.id, input.merge_request_iid)),
);

mergeRequestsRouter.post(
  `${base}/approve`,
  {
    input: z.object({ ...one, sha: z.string().optional(), approval_password: z.string().optional() }),
    status: 201,
  },
  async ({ input, services, actor }) =>
    presentApprovals(await services.mergeRequests.approve(actor, input.id, input.merge_request_iid)),
);

mergeRequestsRouter.post(
  `${base}/unapprove`,
  { input: z.object(one), status: 201 },
  async ({ input, services, actor }) =>
    presentApprovals(await services.mergeRequests.unapprove(actor, input.id, input.merge_request_iid)),
);

mergeRequestsRouter.get(
  `${base}/commits`,
  { input: z.object({ ...one, ...pageParams }) },
  async ({ input, services, actor, urls, paginate }) => {
    const commits = await services.mergeRequests.commits(actor, input.id, input.merge_request_iid);
    const project = await services.mergeRequests.get(actor, input.id, input.merge_request_iid);
    const projectUrl = urls.to(project.projectPath);
    const request = offsetPage(input.page, input.per_page);
    return paginate(pageOfArray(commits, request), (c) => presentCommit(c, projectUrl));
  },
);

mergeRequestsRouter.get(
  `${base}/closes_issues`,
  { input: z.object({ ...one, ...pageParams }) },
  async ({ input, services, actor, paginate }) => {
    const issues = await services.mergeRequestClosingIssues.list(actor, input.id, input.merge_request_iid);
    return paginate(pageOfArray(issues, offsetPage(input.page, input.per_page)), (issue) => ({
      title: issue.title,
      id: issue.id,
    }));
  },
);

mergeRequestsRouter.get(
  `${base}/changes`,
  { input: z.object({ ...one, access_raw_diffs: bool().optional(), unidiff: bool().optional() }) },
  async ({ input, services, actor }) => {
    const { view, diffs } = await services.mergeRequests.diffs(
      actor,
      input.id,
      input.merge_request_iid,
      input.unidiff ?? false,
    );
    return { ...presentMergeRequestDetail(view), changes: diffs.map(presentDiff), overflow: false };
  },
);

mergeRequestsRouter.get(
  `${base}/diffs`,
  { input: z.object({ ...one, unidiff: bool().optional(), ...pageParams }) },
  async ({ input, services, actor, paginate }) => {
    const { diffs } = await services.mergeRequests.diffs(
      actor,
      input.id,
      input.merge_request_iid,
      input.unidiff ?? false,
    );
    const request = offsetPage(input.page, input.per_page);
    return paginate(pageOfArray(diffs, request), presentDiff);
  },
);

mergeRequestsRouter.get(
  `${base}/raw_diffs`,
  { input: z.object(one) },
  async ({ input, services, actor, reply }) => {
    const text = await services.mergeRequests.rawDiff(actor, input.id, input.merge_request_iid);
    return reply.type('text/plain; charset=utf-8').send(text);
  },
);
