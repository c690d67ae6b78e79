import { DomainError } from '../../core/errors.ts';
import type { AutoMergeStrategy, AutoMergeStrategyName } from '../merge-requests/merging/merge-strategies.ts';
import type { MergeTrainsService } from './merge-trains.service.ts';

/**
 * Merge trains as the merging service's auto-merge strategies: `/merge` with `auto_merge` (or
 * GraphQL's `MERGE_TRAIN` strategy) in a project with trains on puts the merge request on its train
 * (at once, or once the running head pipeline succeeds), and cancelling auto-merge takes it off.
 */
export function mergeTrainStrategies(trains: MergeTrainsService): AutoMergeStrategy[] {
  const strategy = (name: AutoMergeStrategyName, waits: boolean): AutoMergeStrategy => ({
    name,
    ...(waits ? { waitsForPipeline: true, waitingNote: 'enabled automatic add to merge train' } : {}),
    available: (projectId) => trains.enabledFor(projectId),
    execute: async (actor, request) => {
      await trains.add(actor, request.projectId, request.iid, {
        sha: request.sha ?? undefined,
        squash: request.squash,
      });
    },
    cancel: async (actor, request) => {
      // Still waiting for its pipeline, the merge request has no car yet.
      await trains.remove(actor, request.projectId, request.iid).catch((error: unknown) => {
        if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
      });
    },
  });
  return [strategy('merge_train', false), strategy('add_to_merge_train_when_pipeline_succeeds', true)];
}
