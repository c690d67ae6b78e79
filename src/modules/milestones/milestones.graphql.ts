import type { ArgBuilder } from '@pothos/core';
import DataLoader from 'dataloader';
import type { KeysetPageRequest, Page } from '../../core/pagination.ts';
import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { parseGlobalId } from '../../graphql/global-id.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { badRequest } from '../../core/errors.ts';
import { GroupRef } from '../groups/groups.graphql.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { MilestoneView } from './milestone-view.ts';
import { MILESTONE_SORTS, type MilestoneSort } from './milestones.finder.ts';
import type { MilestoneListOptions } from './milestones.service.ts';

export const MilestoneStateEnum = builder.enumType('MilestoneStateEnum', {
  description: 'Current state of milestone.',
  values: {
    active: { value: 'active', description: 'Milestone is currently active.' },
    closed: { value: 'closed', description: 'Milestone is closed.' },
  } as const,
});

const SORT_DESCRIPTIONS: Record<MilestoneSort, string> = {
  due_date_asc: 'Milestone due date by ascending order.',
  due_date_desc: 'Milestone due date by descending order.',
  expired_last_due_date_asc:
    'Group milestones in the order: non-expired milestones with due dates, non-expired milestones without due dates and expired milestones then sort by due date in ascending order.',
  expired_last_due_date_desc:
    'Group milestones in the order: non-expired milestones with due dates, non-expired milestones without due dates and expired milestones then sort by due date in descending order.',
  created_asc: 'Created at ascending order.',
  created_desc: 'Created at descending order.',
  updated_asc: 'Updated at ascending order.',
  updated_desc: 'Updated at descending order.',
};
/** GitLab's `SortEnum` still lists its former lower-case values, deprecated. */
const DEPRECATED_SORTS = ['updated_desc', 'updated_asc', 'created_desc', 'created_asc'] as const;

export const MilestoneSortEnum = builder.enumType('MilestoneSort', {
  description: 'Values for sorting milestones',
  values: {
    ...Object.fromEntries(
      MILESTONE_SORTS.map((sort) => [
        sort.toUpperCase(),
        { value: sort, description: SORT_DESCRIPTIONS[sort] },
      ]),
    ),
    ...Object.fromEntries(
      DEPRECATED_SORTS.map((sort) => [
        sort,
        {
          value: sort,
          description: SORT_DESCRIPTIONS[sort],
          deprecationReason: `This was renamed. Please use \`${sort.toUpperCase()}\`. Deprecated in GitLab 13.5.`,
        },
      ]),
    ),
  },
});

const TimeframeInput = builder.inputType('Timeframe', {
  description: 'A time-frame defined as a closed inclusive range of two dates',
  fields: (t) => ({
    start: t.field({ type: 'Date', required: true, description: 'Start of the range.' }),
    end: t.field({ type: 'Date', required: true, description: 'End of the range.' }),
  }),
});

const MilestoneStatsRef = builder.objectRef<MilestoneView>('MilestoneStats').implement({
  description: 'Contains statistics about a milestone.',
  fields: (t) => ({
    totalIssuesCount: t.int({
      nullable: true,
      description: 'Total number of issues associated with the milestone (no issues are kept here yet: 0).',
      resolve: () => 0,
    }),
    closedIssuesCount: t.int({
      nullable: true,
      description: 'Number of closed issues associated with the milestone (no issues are kept here yet: 0).',
      resolve: () => 0,
    }),
  }),
});

export const MilestoneRef = builder.loadableNode('Milestone', {
  description: 'Represents a milestone',
  id: { resolve: (m: MilestoneView) => m.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.milestones.loadMany(ctx.actor, ids),
  fields: (t) => ({
    iid: t.id({
      nullable: false,
      description: 'Internal ID of the milestone.',
      resolve: (m) => String(m.iid),
    }),
    title: t.exposeString('title', { nullable: false, description: 'Title of the milestone.' }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'Description of the milestone.',
    }),
    state: t.field({
      type: MilestoneStateEnum,
      nullable: false,
      description: 'State of the milestone.',
      resolve: (m) => m.state,
    }),
    expired: t.exposeBoolean('expired', {
      nullable: false,
      description:
        'Expired state of the milestone (a milestone is expired when the due date is past the current date). Defaults to `false` when due date has not been set.',
    }),
    upcoming: t.exposeBoolean('upcoming', {
      nullable: false,
      description:
        'Upcoming state of the milestone (a milestone is upcoming when the start date is in the future). Defaults to `false` when start date has not been set.',
    }),
    webPath: t.exposeString('webPath', { nullable: false, description: 'Web path of the milestone.' }),
    dueDate: t.field({
      type: 'Time',
      nullable: true,
      description: 'Timestamp of the milestone due date.',
      resolve: (m) => (m.dueDate ? new Date(`${m.dueDate}T00:00:00Z`) : null),
    }),
    startDate: t.field({
      type: 'Time',
      nullable: true,
      description: 'Timestamp of the milestone start date.',
      resolve: (m) => (m.startDate ? new Date(`${m.startDate}T00:00:00Z`) : null),
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Timestamp of milestone creation.',
      resolve: (m) => m.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Timestamp of last milestone update.',
      resolve: (m) => m.updatedAt,
    }),
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'Project of the milestone.',
      resolve: (m) => m.projectId,
    }),
    projectMilestone: t.boolean({
      nullable: false,
      description: 'Indicates if milestone is at project level.',
      resolve: (m) => m.projectId !== null,
    }),
    group: t.field({
      type: GroupRef,
      nullable: true,
      description: 'Group of the milestone.',
      resolve: (m) => m.groupId,
    }),
    groupMilestone: t.boolean({
      nullable: false,
      description: 'Indicates if milestone is at group level.',
      resolve: (m) => m.groupId !== null,
    }),
    stats: t.field({
      type: MilestoneStatsRef,
      nullable: true,
      description: 'Milestone statistics.',
      resolve: (m) => m,
    }),
    subgroupMilestone: t.exposeBoolean('subgroup', {
      nullable: false,
      description: 'Indicates if milestone is at subgroup level.',
    }),
  }),
});

const MilestoneConnection = builder.connectionObject(
  { type: MilestoneRef, name: 'MilestoneConnection', description: 'The connection type for Milestone.' },
  { name: 'MilestoneEdge', description: 'An edge in a connection.' },
);

// ------------------------------------------------------------------ Project.milestones, Group.milestones

interface ListArgs {
  /** Global IDs, as GitLab takes them (`[ID!]`). */
  ids?: readonly (string | number)[] | null;
  state?: 'active' | 'closed' | null;
  title?: string | null;
  searchTitle?: string | null;
  containingDate?: Date | null;
  timeframe?: { start: string; end: string } | null;
  sort?: MilestoneSort | null;
  includeAncestors?: boolean | null;
  includeDescendants?: boolean | null;
}

function listOptions(args: ListArgs): MilestoneListOptions {
  const day = args.containingDate ? args.containingDate.toISOString().slice(0, 10) : null;
  return {
    ids: args.ids?.map((id) => parseGlobalId(String(id), 'Milestone')),
    state: args.state ?? undefined,
    title: args.title ?? undefined,
    searchTitle: args.searchTitle ?? undefined,
    timeframe: args.timeframe ?? (day ? { start: day, end: day } : undefined),
    sort: args.sort ?? 'due_date_asc',
    includeAncestors: args.includeAncestors ?? false,
    includeDescendants: args.includeDescendants ?? false,
  };
}

/** A DataLoader of pages by parent id, and the parents (as their own fields saw them) it reads. */
interface PageLoader<S> {
  loader: DataLoader<number, Page<MilestoneView> | null>;
  subjects: Map<number, S>;
}

/**
 * One DataLoader per request, parent kind and argument set: the milestones of every project (or
 * group) of a page are read with one statement.
 */
const loaders = new WeakMap<object, Map<string, PageLoader<unknown>>>();

function pageOf<S>(
  ctx: GraphQLContext,
  kind: 'project' | 'group',
  subject: S,
  id: number,
  args: ListArgs & {
    first?: number | null;
    after?: string | null;
    last?: number | null;
    before?: string | null;
  },
  pages: (
    subjects: readonly S[],
    options: MilestoneListOptions,
    request: KeysetPageRequest,
  ) => Promise<Map<number, Page<MilestoneView>>>,
): Promise<Page<MilestoneView> | null> {
  const options = listOptions(args);
  const request = pageRequestFromArgs(args);
  let byArgs = loaders.get(ctx);
  if (!byArgs) loaders.set(ctx, (byArgs = new Map()));
  const key = JSON.stringify([kind, options, request]);
  let entry = byArgs.get(key) as PageLoader<S> | undefined;
  if (!entry) {
    const subjects = new Map<number, S>();
    const loader = new DataLoader(async (ids: readonly number[]) => {
      const found = await pages(
        ids.map((i) => subjects.get(i)!),
        options,
        request,
      );
      return ids.map((i) => found.get(i) ?? null);
    });
    entry = { loader, subjects };
    byArgs.set(key, entry);
  }
  entry.subjects.set(id, subject);
  return entry.loader.load(id);
}

/** The arguments a project's and a group's milestone lists share (GitLab's). */
const milestoneListArgs = (arg: ArgBuilder<SchemaTypes>) => ({
  ids: arg.idList({
    description: 'Array of global milestone IDs, e.g., `"gid://gitlab/Milestone/1"`.',
  }),
  state: arg({ type: MilestoneStateEnum, description: 'Filter milestones by state.' }),
  title: arg.string({ description: 'Title of the milestone.' }),
  searchTitle: arg.string({ description: 'Search string for the title.' }),
  containingDate: arg({ type: 'Time', description: 'Date the milestone contains.' }),
  timeframe: arg({
    type: TimeframeInput,
    description: 'List items overlapping the given timeframe.',
  }),
  sort: arg({
    type: MilestoneSortEnum,
    description: 'Sort milestones by the criteria.',
    defaultValue: 'due_date_asc',
  }),
});

builder.objectField(ProjectRef, 'milestones', (t) =>
  t.connection(
    {
      type: MilestoneRef,
      nullable: true,
      description: 'Milestones of the project.',
      args: {
        ...milestoneListArgs(t.arg),
        includeAncestors: t.arg.boolean({
          description: "Also return milestones in the project's parent group and its ancestors.",
        }),
      },
      resolve: async (s, args, ctx) => {
        if (!can(ctx.actor, 'read_milestone', s)) return null;
        const page = await pageOf<ProjectSubject>(ctx, 'project', s, s.project.id, args, (subjects, o, r) =>
          ctx.services.milestones.pageByProject(ctx.actor, subjects, o, r),
        );
        return page ? connectionFromPage(page) : null;
      },
    },
    MilestoneConnection,
  ),
);

builder.objectField(GroupRef, 'milestones', (t) =>
  t.connection(
    {
      type: MilestoneRef,
      nullable: true,
      description: 'Milestones of the group.',
      args: {
        ...milestoneListArgs(t.arg),
        includeAncestors: t.arg.boolean({ description: 'Include milestones from all parent groups.' }),
        includeDescendants: t.arg.boolean({
          description: 'Include milestones from all subgroups and subprojects.',
        }),
      },
      resolve: async (s, args, ctx) => {
        const page = await pageOf<GroupSubject>(ctx, 'group', s, s.group.id, args, (subjects, o, r) =>
          ctx.services.milestones.pageByGroup(ctx.actor, subjects, o, r),
        );
        return page ? connectionFromPage(page) : null;
      },
    },
    MilestoneConnection,
  ),
);

// ------------------------------------------------------------------ mutations (GitLab has none: REST's writes)

const MilestoneStateEventEnum = builder.enumType('MilestoneStateEvent', {
  description: 'State change of a milestone.',
  values: {
    CLOSE: { value: 'close', description: 'Closes the milestone.' },
    ACTIVATE: { value: 'activate', description: 'Reopens the milestone.' },
  } as const,
});

builder.relayMutationField(
  'milestoneCreate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ description: 'Full path of the project the milestone belongs to.' }),
      groupPath: t.id({ description: 'Full path of the group the milestone belongs to.' }),
      title: t.string({ required: true, description: 'Title of the milestone.' }),
      description: t.string({ description: 'Description of the milestone.' }),
      startDate: t.field({ type: 'Date', description: 'Start date of the milestone.' }),
      dueDate: t.field({ type: 'Date', description: 'Due date of the milestone.' }),
    }),
  },
  {
    description:
      'Creates a milestone in a project or a group (`POST /projects/:id/milestones`, `POST /groups/:id/milestones`).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          if ((input.projectPath == null) === (input.groupPath == null)) {
            throw badRequest('Exactly one of projectPath or groupPath is required');
          }
          const ref =
            input.projectPath != null
              ? { kind: 'project' as const, id: String(input.projectPath) }
              : { kind: 'group' as const, id: String(input.groupPath) };
          return {
            milestone: await ctx.services.milestones.create(ctx.actor, ref, {
              title: input.title,
              description: input.description,
              startDate: input.startDate,
              dueDate: input.dueDate,
            }),
          };
        },
        { milestone: null },
      ),
  },
  {
    outputFields: (t) => ({
      milestone: t.field({ type: MilestoneRef, nullable: true, resolve: (p) => p.milestone }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'milestoneUpdate',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'MilestoneID', required: true, description: 'Global ID of the milestone.' }),
      title: t.string({ description: 'Title of the milestone.' }),
      description: t.string({ description: 'Description of the milestone.' }),
      startDate: t.field({ type: 'Date', description: 'Start date of the milestone (null removes it).' }),
      dueDate: t.field({ type: 'Date', description: 'Due date of the milestone (null removes it).' }),
      stateEvent: t.field({ type: MilestoneStateEventEnum, description: 'Closes or reopens the milestone.' }),
    }),
  },
  {
    description: 'Updates, closes or reopens a milestone (`PUT .../milestones/:milestone_id`).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const ref = await ctx.services.milestones.parentOf(ctx.actor, input.id);
          return {
            milestone: await ctx.services.milestones.update(ctx.actor, ref, input.id, {
              title: input.title ?? undefined,
              description: input.description,
              startDate: input.startDate,
              dueDate: input.dueDate,
              stateEvent: input.stateEvent ?? undefined,
            }),
          };
        },
        { milestone: null },
      ),
  },
  {
    outputFields: (t) => ({
      milestone: t.field({ type: MilestoneRef, nullable: true, resolve: (p) => p.milestone }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'milestoneDelete',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'MilestoneID', required: true, description: 'Global ID of the milestone.' }),
    }),
  },
  {
    description: 'Deletes a milestone (`DELETE .../milestones/:milestone_id`).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        const ref = await ctx.services.milestones.parentOf(ctx.actor, input.id);
        await ctx.services.milestones.delete(ctx.actor, ref, input.id);
        return {};
      }, {}),
  },
  { outputFields: (t) => ({ errors: mutationErrorsField(t) }) },
);

builder.relayMutationField(
  'milestonePromote',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'MilestoneID',
        required: true,
        description: 'Global ID of the project milestone.',
      }),
    }),
  },
  {
    description:
      "Promotes a project milestone to its group, in place of every milestone of that title in the group's projects (`POST /projects/:id/milestones/:milestone_id/promote`).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const ref = await ctx.services.milestones.parentOf(ctx.actor, input.id);
          if (ref.kind !== 'project')
            throw badRequest('Promotion failed - Only project milestones can be promoted.');
          return { milestone: await ctx.services.milestones.promote(ctx.actor, ref.id, input.id) };
        },
        { milestone: null },
      ),
  },
  {
    outputFields: (t) => ({
      milestone: t.field({
        type: MilestoneRef,
        nullable: true,
        description: 'The group milestone.',
        resolve: (p) => p.milestone,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
