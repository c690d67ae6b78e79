import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import { CiCdSettingRef } from '../ci/job-token-scope/job-token-scope.graphql.ts';
import type { MergeRequestView } from '../merge-requests/merge-request-view.ts';
import { MergeRequestRef } from '../merge-requests/merge-requests.graphql.ts';
import type { CarView } from './merge-train-car.ts';
import { MergeTrainCarRef } from './merge-trains.graphql.ts';
import { trainsEnabled } from './merge-trains.service.ts';

/**
 * What GitLab's merge widget and merge trains page read about trains: how many cars the merge
 * request's train holds, a car's place on it, and whether the viewer may take it off. Each answers
 * a page with one batch.
 */

function carCountOf(ctx: GraphQLContext, m: MergeRequestView) {
  return requestLoader(
    ctx,
    'mergeRequest.mergeTrainsCount',
    async (views: readonly MergeRequestView[]) => {
      const found = await ctx.services.mergeTrains.carCounts(ctx.actor, views);
      return views.map((v) => found.get(v.id) ?? null);
    },
    (v) => v.id,
  ).load(m);
}

function deletableOf(ctx: GraphQLContext, car: CarView) {
  return requestLoader(
    ctx,
    'mergeTrainCar.deletable',
    async (cars: readonly CarView[]) => {
      const found = await ctx.services.mergeTrains.deletableCars(ctx.actor, cars);
      return cars.map((c) => found.has(c.id));
    },
    (c) => c.id,
  ).load(car);
}

builder.objectField(MergeRequestRef, 'mergeTrainsCount', (t) =>
  t.int({
    nullable: true,
    description: 'Number of merge requests in the merge train (null when the project has merge trains off).',
    resolve: (m, _, ctx) => carCountOf(ctx, m),
  }),
);

const CarPermissionsRef = builder.objectRef<CarView>('CarPermissions').implement({
  description: "Check user's permission for the car.",
  fields: (t) => ({
    deleteMergeTrainCar: t.boolean({
      nullable: false,
      description: 'If `true`, the user can perform `delete_merge_train_car` on this resource',
      resolve: (car, _, ctx) => deletableOf(ctx, car),
    }),
  }),
});

builder.objectFields(MergeTrainCarRef, (t) => ({
  index: t.exposeInt('index', {
    nullable: true,
    description: 'Position of the car on its train, the front car 0 (null once off the train).',
  }),
  userPermissions: t.field({
    type: CarPermissionsRef,
    nullable: false,
    description: 'Permissions for the current user on the resource',
    resolve: (car) => car,
  }),
}));

builder.objectField(CiCdSettingRef, 'mergeTrainsEnabled', (t) =>
  t.boolean({
    nullable: true,
    description: 'Whether merge trains are enabled (merged results pipelines and merge trains both on).',
    resolve: (node) => trainsEnabled({ project: node.project }),
  }),
);
