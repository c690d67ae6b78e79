import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';
import { NoteRef } from '../notes/notes.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import { MergeRequestRef } from './merge-requests.graphql.ts';
import type { Timelog } from './time-tracking/merge-request-timelogs.ts';

/** GitLab's `Timelog`: time spent on a merge request, as `/spend` and `add_spent_time` record it. */
const TimelogRef = builder.loadableNode('Timelog', {
  description: 'Time spent on a merge request by a user.',
  id: { resolve: (l: Timelog) => l.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.mergeRequests.timelogs.loadMany(ctx.actor, ids),
  fields: (t) => ({
    spentAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Timestamp of when the time tracked was spent at.',
      resolve: (l) => l.spentAt,
    }),
    timeSpent: t.exposeInt('timeSpent', {
      nullable: false,
      description: 'Time spent, in seconds (negative when time was taken off).',
    }),
    summary: t.exposeString('summary', { nullable: true, description: 'Summary of how the time was spent.' }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'User that logged the time (null once that user is deleted).',
      resolve: (l) => l.userId,
    }),
    note: t.field({
      type: NoteRef,
      nullable: true,
      description: 'Note where the quick action was executed (always null: time is logged through the API).',
      resolve: () => null,
    }),
    mergeRequest: t.field({
      type: MergeRequestRef,
      nullable: true,
      description: 'Merge request on which the time was spent.',
      resolve: (l) => l.mergeRequestId,
    }),
  }),
});

const TimelogConnection = builder.connectionObject(
  { type: TimelogRef, name: 'TimelogConnection', description: 'The connection type for Timelog.' },
  { name: 'TimelogEdge', description: 'An edge in a connection.' },
);

builder.objectField(MergeRequestRef, 'timelogs', (t) =>
  t.connection(
    {
      type: TimelogRef,
      nullable: false,
      description: 'Time logged on the merge request, oldest first.',
      resolve: async (m, args, ctx) => {
        const logs = await requestLoader(
          ctx,
          'mergeRequest.timelogs',
          fromMap((ids: readonly number[]) => ctx.services.mergeRequests.timelogs.byMergeRequest(ids), []),
        ).load(m.id);
        return connectionFromArray(logs, args);
      },
    },
    TimelogConnection,
  ),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PayloadFieldBuilder = any;
type TimelogPayload = { timelog?: Timelog | null; errors: string[] };

const timelogPayload = {
  outputFields: (t: PayloadFieldBuilder) => ({
    timelog: t.field({
      type: TimelogRef,
      nullable: true,
      description: 'Timelog.',
      resolve: (p: TimelogPayload) => p.timelog ?? null,
    }),
    errors: mutationErrorsField(t),
  }),
};

builder.relayMutationField(
  'timelogCreate',
  {
    inputFields: (t) => ({
      timeSpent: t.string({ required: true, description: 'Amount of time spent.' }),
      spentAt: t.field({
        type: 'Time',
        description: 'Timestamp of when the time was spent. If empty, defaults to current time.',
      }),
      summary: t.string({ required: true, description: 'Summary of time spent.' }),
      issuableId: t.field({
        type: 'IssuableID',
        required: true,
        description: 'Global ID of the issuable (merge requests here).',
      }),
    }),
  },
  {
    description: 'Logs time spent on a merge request.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          timelog: await ctx.services.mergeRequests.createTimelog(ctx.actor, input.issuableId, {
            timeSpent: input.timeSpent,
            spentAt: input.spentAt ?? null,
            summary: input.summary,
          }),
        }),
        { timelog: null },
      ),
  },
  timelogPayload,
);

builder.relayMutationField(
  'timelogDelete',
  {
    inputFields: (t) => ({
      id: t.field({ type: 'TimelogID', required: true, description: 'Global ID of the timelog.' }),
    }),
  },
  {
    description: 'Deletes a time log: its own user, or a Maintainer.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({ timelog: await ctx.services.mergeRequests.deleteTimelog(ctx.actor, input.id) }),
        { timelog: null },
      ),
  },
  timelogPayload,
);
