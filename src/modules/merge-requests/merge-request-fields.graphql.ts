import { renderMarkdown } from '../../core/markdown.ts';
import { markdownContextOf } from '../integrations/issue-references.graphql.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';
import { squashReadOnly } from '../projects/project-merge-settings.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { UserCoreConnection, UserRef } from '../users/users.graphql.ts';
import type { Approval, MergeRequestPermissionSet } from './details/merge-request-details.service.ts';
import { taskCompletion } from './details/task-completion.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import { DiffStatsSummaryRef, MergeRequestRef } from './merge-requests.graphql.ts';

/** Loaders that answer a page of merge requests with one batch each. */
const byView = (v: MergeRequestView) => v.id;

function permissionsOf(ctx: GraphQLContext, m: MergeRequestView) {
  return requestLoader(
    ctx,
    'mergeRequest.permissions',
    fromMap<MergeRequestView, MergeRequestPermissionSet | null>(async (views) => {
      const found = await ctx.services.mergeRequests.details.permissions(ctx.actor, views);
      return new Map(views.map((v) => [v, found.get(v.id) ?? null]));
    }, null),
    byView,
  ).load(m);
}

function branchFactsOf(ctx: GraphQLContext, m: MergeRequestView) {
  return requestLoader(
    ctx,
    'mergeRequest.branchFacts',
    async (views: readonly MergeRequestView[]) => {
      const found = await ctx.services.mergeRequests.details.branchFacts(ctx.actor, views);
      return views.map((v) => found.get(v.id)!);
    },
    byView,
  ).load(m);
}

function approvalsOf(ctx: GraphQLContext, id: number) {
  return requestLoader(
    ctx,
    'mergeRequest.approvals',
    fromMap<number, Approval[]>((ids) => ctx.services.mergeRequests.details.approvals(ids), []),
  ).load(id);
}

function diffStatsOf(ctx: GraphQLContext, id: number) {
  return requestLoader(
    ctx,
    'mergeRequest.diffStats',
    fromMap((ids: readonly number[]) => ctx.services.mergeRequests.details.diffStats(ids), null),
  ).load(id);
}

const PERMISSIONS: [keyof MergeRequestPermissionSet, string][] = [
  ['readMergeRequest', 'If `true`, the user can perform `read_merge_request` on this resource'],
  ['adminMergeRequest', 'If `true`, the user can perform `admin_merge_request` on this resource'],
  ['updateMergeRequest', 'If `true`, the user can perform `update_merge_request` on this resource'],
  ['createNote', 'If `true`, the user can perform `create_note` on this resource'],
  ['pushToSourceBranch', 'If `true`, the user can perform `push_to_source_branch` on this resource'],
  ['removeSourceBranch', 'If `true`, the user can perform `remove_source_branch` on this resource'],
  [
    'cherryPickOnCurrentMergeRequest',
    'If `true`, the user can perform `cherry_pick_on_current_merge_request` on this resource',
  ],
  [
    'revertOnCurrentMergeRequest',
    'If `true`, the user can perform `revert_on_current_merge_request` on this resource',
  ],
  ['canMerge', 'If `true`, the user can perform `can_merge` on this resource'],
  ['canApprove', 'If `true`, the user can perform `can_approve` on this resource'],
];

const MergeRequestPermissionsRef = builder
  .objectRef<MergeRequestPermissionSet>('MergeRequestPermissions')
  .implement({
    description: 'Check permissions for the current user on a merge request',
    fields: (t) =>
      Object.fromEntries(
        PERMISSIONS.map(([name, description]) => [
          name,
          t.boolean({ nullable: false, description, resolve: (p) => p[name] }),
        ]),
      ),
  });

const TaskCompletionStatusRef = builder
  .objectRef<{ count: number; completedCount: number }>('TaskCompletionStatus')
  .implement({
    description: 'Completion status of tasks',
    fields: (t) => ({
      count: t.exposeInt('count', { nullable: false, description: 'Number of total tasks.' }),
      completedCount: t.exposeInt('completedCount', {
        nullable: false,
        description: 'Number of completed tasks.',
      }),
    }),
  });

builder.objectFields(DiffStatsSummaryRef, (t) => ({
  additions: t.int({
    nullable: false,
    description: 'Number of lines added.',
    resolve: async (s, _, ctx) => (await diffStatsOf(ctx, s.mergeRequestId))?.additions ?? 0,
  }),
  deletions: t.int({
    nullable: false,
    description: 'Number of lines deleted.',
    resolve: async (s, _, ctx) => (await diffStatsOf(ctx, s.mergeRequestId))?.deletions ?? 0,
  }),
  changes: t.int({
    nullable: false,
    description: 'Number of lines changed.',
    resolve: async (s, _, ctx) => {
      const stats = await diffStatsOf(ctx, s.mergeRequestId);
      return stats ? stats.additions + stats.deletions : 0;
    },
  }),
}));

function treePath(projectPath: string, branch: string): string {
  return `/${projectPath}/-/tree/${branch.split('/').map(encodeURIComponent).join('/')}`;
}

builder.objectFields(MergeRequestRef, (t) => ({
  userPermissions: t.field({
    type: MergeRequestPermissionsRef,
    nullable: false,
    description: 'Permissions for the current user on the resource',
    resolve: async (m, _, ctx) => {
      const permissions = await permissionsOf(ctx, m);
      if (!permissions) throw new Error('Merge request permissions unavailable');
      return permissions;
    },
  }),
  approved: t.boolean({
    nullable: false,
    description:
      'Indicates if the merge request has all the required approvals. Without approval rules: whether anyone approved it.',
    resolve: async (m, _, ctx) => (await approvalsOf(ctx, m.id)).length > 0,
  }),
  approvalsRequired: t.int({
    nullable: true,
    description: 'Number of approvals required (always 0: approval rules are not built).',
    resolve: () => 0,
  }),
  approvalsLeft: t.int({
    nullable: true,
    description: 'Number of approvals left (always 0: approval rules are not built).',
    resolve: () => 0,
  }),
  approvedBy: t.connection(
    {
      type: UserRef,
      nullable: true,
      description: 'Users who approved the merge request.',
      resolve: async (m, args, ctx) =>
        connectionFromArray(
          (await approvalsOf(ctx, m.id)).map((a) => a.userId),
          args,
        ),
    },
    UserCoreConnection,
  ),
  commitCount: t.int({
    nullable: true,
    description: 'Number of commits in the merge request (null until its diff is computed).',
    resolve: async (m, _, ctx) => (await diffStatsOf(ctx, m.id))?.commitsCount ?? null,
  }),
  sourceBranchExists: t.boolean({
    nullable: false,
    description: 'Indicates if the source branch of the merge request exists.',
    resolve: async (m, _, ctx) => (await branchFactsOf(ctx, m)).sourceBranchExists,
  }),
  targetBranchExists: t.boolean({
    nullable: false,
    description: 'Indicates if the target branch of the merge request exists.',
    resolve: async (m, _, ctx) => (await branchFactsOf(ctx, m)).targetBranchExists,
  }),
  sourceBranchProtected: t.boolean({
    nullable: false,
    description: 'Indicates if the source branch is protected.',
    resolve: async (m, _, ctx) => (await branchFactsOf(ctx, m)).sourceBranchProtected,
  }),
  forceRemoveSourceBranch: t.exposeBoolean('forceRemoveSourceBranch', {
    nullable: true,
    description: 'Indicates if the project settings will lead to source branch deletion after merge.',
  }),
  squash: t.exposeBoolean('squash', {
    nullable: false,
    description: 'Indicates if the merge request is set to be squashed when merged.',
  }),
  squashReadOnly: t.boolean({
    nullable: false,
    description: "Indicates if the project's squash option leaves the merge request no choice.",
    resolve: async (m, _, ctx) => {
      const subject = await requestLoader<number, ProjectSubject | null>(ctx, 'mergeRequest.project', (ids) =>
        ctx.services.projects.loadMany(ctx.actor, ids),
      ).load(m.projectId);
      return subject ? squashReadOnly(subject.project) : false;
    },
  }),
  titleHtml: t.string({
    nullable: true,
    description: 'The GitLab Flavored Markdown rendering of `title`',
    resolve: async (m, _, ctx) => renderMarkdown(m.title, await markdownContextOf(ctx, m.projectId)),
  }),
  descriptionHtml: t.string({
    nullable: true,
    description: 'The GitLab Flavored Markdown rendering of `description`',
    resolve: async (m, _, ctx) =>
      m.description ? renderMarkdown(m.description, await markdownContextOf(ctx, m.projectId)) : null,
  }),
  targetBranchPath: t.string({
    nullable: true,
    description: 'Path to the target branch of the merge request.',
    resolve: (m) => treePath(m.projectPath, m.targetBranch),
  }),
  taskCompletionStatus: t.field({
    type: TaskCompletionStatusRef,
    nullable: false,
    description: 'Completion status of tasks',
    resolve: (m) => taskCompletion(m.description),
  }),
  allowsMultipleReviewers: t.boolean({
    nullable: false,
    description:
      'Allows assigning multiple reviewers to a merge request (always: the service takes several).',
    resolve: () => true,
  }),
  allowsMultipleAssignees: t.boolean({
    nullable: false,
    description: 'Allows assigning multiple users to a merge request (always: the service takes several).',
    resolve: () => true,
  }),
  preparedAt: t.field({
    type: 'Time',
    nullable: true,
    description: 'Timestamp of when the merge request was prepared (its diff computed).',
    resolve: (m) => m.preparedAt,
  }),
}));
