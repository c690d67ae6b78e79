import type { Actor } from '../../core/actor.ts';
import { DomainError, notFound } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { mutationPayload, nullIfForbidden, mutationErrorsField } from '../../graphql/errors.ts';
import { encodeGlobalId, registerGlobalIdClass } from '../../graphql/global-id.ts';
import { GuardedStream, PURE_EVENT_SOURCE } from '../../graphql/shared-subscriptions.ts';
import { pipelineById } from '../ci/ci-loaders.ts';
import { PipelineRef } from '../ci/ci-types.graphql.ts';
import { MergeRequestRef } from '../merge-requests/merge-requests.graphql.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { CarView } from './merge-train-car.ts';

registerGlobalIdClass('MergeTrainCar', 'MergeTrains::Car');

type CarEvent = DomainEvent<'merge_train.car.changed'>;

const CarStatusEnum = builder.enumType('CarStatus', {
  description: 'Status of a merge train car.',
  values: {
    IDLE: { value: 'idle', description: 'Car is waiting for a pipeline (or for a slot to run one).' },
    STALE: { value: 'stale', description: 'Car must be tested again on a new base.' },
    FRESH: { value: 'fresh', description: 'Car is tested on the current train.' },
    MERGING: { value: 'merging', description: 'Car is being merged.' },
    MERGED: { value: 'merged', description: 'Car was merged by the train.' },
    SKIP_MERGED: { value: 'skip_merged', description: 'Car was merged outside the train.' },
  } as const,
});

const MergeTrainStatusEnum = builder.enumType('MergeTrainStatus', {
  description: 'Status of merge trains and of their cars.',
  values: {
    ACTIVE: { value: 'active', description: 'Active merge trains (cars still to be merged).' },
    COMPLETED: { value: 'complete', description: 'Completed merge trains (cars merged).' },
  } as const,
});

const CarChangeActionEnum = builder.enumType('MergeTrainCarChangeAction', {
  description: 'What happened to a merge train car.',
  values: {
    ADDED: { value: 'added', description: 'The merge request joined the train.' },
    STATUS: { value: 'status', description: 'The car moved to another status.' },
    RESTARTED: { value: 'restarted', description: 'The car is tested again on a new base.' },
    REMOVED: { value: 'removed', description: 'The merge request left the train.' },
  } as const,
});

export const MergeTrainCarRef = builder.loadableNode('MergeTrainCar', {
  description: 'A merge request on a merge train.',
  id: { resolve: (c: CarView) => c.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.mergeTrains.loadMany(ctx.actor, ids),
  fields: (t) => ({
    status: t.field({
      type: CarStatusEnum,
      nullable: false,
      description: 'Status of the car.',
      resolve: (c) => c.status,
    }),
    targetBranch: t.exposeString('targetBranch', {
      nullable: false,
      description: 'Target branch of the car.',
    }),
    targetProject: t.field({
      type: ProjectRef,
      nullable: false,
      description: 'Project the car merges into.',
      resolve: (c) => c.projectId,
    }),
    mergeRequest: t.field({
      type: MergeRequestRef,
      nullable: false,
      description: 'Merge request the car is for.',
      resolve: (c) => c.mergeRequest.id,
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'User who added the merge request to the train.',
      resolve: (c) => c.user?.id ?? null,
    }),
    pipeline: t.field({
      type: PipelineRef,
      nullable: true,
      description: 'Pipeline testing the car.',
      resolve: (c, _, ctx) => (c.pipeline ? pipelineById(ctx, c.pipeline.id) : null),
    }),
    mergedAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Time the car was merged.',
      resolve: (c) => c.mergedAt,
    }),
    duration: t.exposeInt('duration', {
      nullable: true,
      description: 'Seconds from the car joining the train to its merge.',
    }),
    createdAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Time the car was created.',
      resolve: (c) => c.createdAt,
    }),
    updatedAt: t.field({
      type: 'Time',
      nullable: false,
      description: 'Time the car was updated.',
      resolve: (c) => c.updatedAt,
    }),
  }),
});

const MergeTrainCarConnection = builder.connectionObject(
  {
    type: MergeTrainCarRef,
    name: 'MergeTrainCarConnection',
    description: 'The connection type for MergeTrainCar.',
  },
  { name: 'MergeTrainCarEdge', description: 'An edge in a connection.' },
);

interface Train {
  targetBranch: string;
  cars: CarView[];
}

const MergeTrainRef = builder.objectRef<Train>('MergeTrain').implement({
  description: 'The cars of a project merging into one target branch, in train order.',
  fields: (t) => ({
    targetBranch: t.exposeString('targetBranch', {
      nullable: false,
      description: 'Target branch of the train.',
    }),
    cars: t.connection(
      {
        type: MergeTrainCarRef,
        nullable: false,
        description: 'Cars of the train, front first.',
        args: {
          activityStatus: t.arg({
            type: MergeTrainStatusEnum,
            defaultValue: 'active',
            description: 'Cars still on the train (default) or merged by it.',
          }),
        },
        resolve: (train, args) =>
          connectionFromArray(
            train.cars.filter((c) =>
              args.activityStatus === 'complete'
                ? c.status === 'merged' || c.status === 'skip_merged'
                : c.status !== 'merged' && c.status !== 'skip_merged',
            ),
            args,
          ),
      },
      MergeTrainCarConnection,
    ),
  }),
});

const MergeTrainConnection = builder.connectionObject(
  { type: MergeTrainRef, name: 'MergeTrainConnection', description: 'The connection type for MergeTrain.' },
  { name: 'MergeTrainEdge', description: 'An edge in a connection.' },
);

builder.objectField(ProjectRef, 'mergeTrains', (t) =>
  t.connection(
    {
      type: MergeTrainRef,
      nullable: true,
      description: 'Merge trains of the project (null when trains are off or the viewer is not a developer).',
      args: {
        targetBranches: t.arg.stringList({ description: 'Filter by target branches.' }),
        status: t.arg({
          type: MergeTrainStatusEnum,
          description: 'Trains with active cars, or with merged ones.',
        }),
      },
      resolve: async (s, args, ctx) => {
        if (!(await ctx.services.mergeTrains.visible(ctx.actor, s))) return null;
        const cars = await ctx.services.mergeTrains.list(ctx.actor, s.project.id, {
          targetBranches: args.targetBranches ?? undefined,
          sort: 'asc',
        });
        const trains = new Map<string, Train>();
        for (const car of cars) {
          let train = trains.get(car.targetBranch);
          if (!train) trains.set(car.targetBranch, (train = { targetBranch: car.targetBranch, cars: [] }));
          train.cars.push(car);
        }
        const wanted = [...trains.values()].filter((train) =>
          args.status == null
            ? true
            : args.status === 'active'
              ? train.cars.some((c) => c.status !== 'merged' && c.status !== 'skip_merged')
              : train.cars.every((c) => c.status === 'merged' || c.status === 'skip_merged'),
        );
        return connectionFromArray(wanted, args);
      },
    },
    MergeTrainConnection,
  ),
);

builder.objectField(MergeRequestRef, 'mergeTrainCar', (t) =>
  t.field({
    type: MergeTrainCarRef,
    nullable: true,
    description:
      'The car of the merge request on a merge train, if it has one (null when trains are off or the viewer is not a developer).',
    resolve: (m, _, ctx) =>
      nullIfForbidden(() => ctx.services.mergeTrains.ofMergeRequest(ctx.actor, m.projectId, m.iid)),
  }),
);

builder.relayMutationField(
  'mergeTrainsDeleteCar',
  {
    inputFields: (t) => ({
      carId: t.field({ type: 'MergeTrainsCarID', required: true, description: 'Global ID of the car.' }),
    }),
  },
  {
    description: 'Removes a merge request from its merge train.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(async () => {
        await ctx.services.mergeTrains.removeCar(ctx.actor, input.carId);
        return {};
      }, {}),
  },
  {
    outputFields: (t) => ({
      errors: mutationErrorsField(t),
    }),
  },
);

// ------------------------------------------------------------------ live status

const MergeTrainCarChangeRef = builder.objectRef<CarEvent>('MergeTrainCarChange').implement({
  description: 'A merge train car changed: joined, moved to another status, restarted or left.',
  fields: (t) => ({
    carId: t.id({ nullable: false, resolve: (e) => encodeGlobalId('MergeTrainCar', e.payload.carId) }),
    mergeRequestId: t.id({
      nullable: false,
      resolve: (e) => encodeGlobalId('MergeRequest', e.payload.mergeRequestId),
    }),
    mergeRequestIid: t.string({ nullable: false, resolve: (e) => String(e.payload.mergeRequestIid) }),
    targetBranch: t.string({ nullable: false, resolve: (e) => e.payload.targetBranch }),
    action: t.field({ type: CarChangeActionEnum, nullable: false, resolve: (e) => e.payload.action }),
    status: t.field({ type: CarStatusEnum, nullable: false, resolve: (e) => e.payload.status }),
    previousStatus: t.field({
      type: CarStatusEnum,
      nullable: true,
      resolve: (e) => e.payload.previousStatus,
    }),
    reason: t.string({ nullable: true, description: 'Why the car left.', resolve: (e) => e.payload.reason }),
    pipeline: t.field({
      type: PipelineRef,
      nullable: true,
      description: 'Pipeline testing the car after the change.',
      resolve: (e, _, ctx) => (e.payload.pipelineId ? pipelineById(ctx, e.payload.pipelineId) : null),
    }),
    at: t.field({ type: 'Time', nullable: false, resolve: (e) => e.payload.at }),
  }),
});

async function trainsSubject(ctx: GraphQLContext, actor: Actor, project: string | number) {
  const subject = await ctx.services.projects.find(actor, project).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  return subject && (await ctx.services.mergeTrains.visible(actor, subject)) ? subject : null;
}

async function carEvents(ctx: GraphQLContext, project: string | number, filter: (e: CarEvent) => boolean) {
  const subject = await trainsSubject(ctx, ctx.actor, project);
  if (!subject) throw notFound('Project');
  const projectId = subject.project.id;
  return new GuardedStream(
    ctx.services.bus.subscribe(
      'merge_train.car.changed',
      (e) => e.payload.projectId === projectId && filter(e),
    ),
    {
      scope: { type: 'project', id: projectId },
      ability: 'update_merge_request',
      decide: async (actor) =>
        (await trainsSubject(ctx, actor, projectId))
          ? { allowed: true, viewerClass: `merge-trains:${projectId}` }
          : { allowed: false },
    },
  );
}

builder.subscriptionFields((t) => ({
  mergeTrainCarUpdated: t.field({
    type: MergeTrainCarChangeRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description:
      "Triggered on each change of one merge train car's status, in order, until it leaves or merges.",
    args: { carId: t.arg({ type: 'MergeTrainsCarID', required: true }) },
    subscribe: async (_, args, ctx) => {
      const [car] = await ctx.services.mergeTrains.finder.byIds([args.carId]);
      if (!car) throw notFound('Merge Train Car');
      return carEvents(ctx, car.projectId, (e) => e.payload.carId === args.carId);
    },
    resolve: (event: CarEvent) => event,
  }),
  mergeTrainUpdated: t.field({
    type: MergeTrainCarChangeRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description:
      'Triggered on each change of any car of the merge train of a project and target branch, in order.',
    args: {
      projectPath: t.arg.id({ required: true, description: 'Full path of the project.' }),
      targetBranch: t.arg.string({ required: true, description: 'Target branch of the train.' }),
    },
    subscribe: (_, args, ctx) =>
      carEvents(ctx, String(args.projectPath), (e) => e.payload.targetBranch === args.targetBranch),
    resolve: (event: CarEvent) => event,
  }),
}));
