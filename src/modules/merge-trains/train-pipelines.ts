import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { systemActor } from '../ci/pipelines/pipelines.service.ts';
import type { CiEngine } from '../ci/processing/ci-engine.ts';
import type { MergeRequestPipelinesService } from '../merge-requests/pipelines/merge-request-pipelines.service.ts';
import { User } from '../users/user.entity.ts';

/** What a car's pipeline is started for. */
export interface TrainPipelineRequest {
  projectId: number;
  iid: number;
  /** The commit of `refs/merge-requests/:iid/train`. */
  sha: string;
  /** The merge request's head and the train commit it was merged onto. */
  sourceSha: string;
  targetSha: string | null;
  /** Who put the merge request on the train: the pipeline runs as them. */
  userId: number;
}

/**
 * The seam between merge trains and CI: start a car's pipeline (a merge request pipeline of event
 * type `merge_train` on `refs/merge-requests/:iid/train`, through the merge request pipelines
 * service, with every `CI_MERGE_REQUEST_*` variable), cancel one, read statuses.
 */
export interface TrainPipelines {
  start(request: TrainPipelineRequest): Promise<number | null>;
  cancel(pipelineId: number): Promise<void>;
  statuses(pipelineIds: readonly number[]): Promise<Map<number, string>>;
}

export function trainPipelines(deps: {
  orm: MikroORM;
  mergeRequestPipelines: MergeRequestPipelinesService;
  engine: CiEngine;
}): TrainPipelines {
  return {
    async start(r) {
      const user = await deps.orm.em.fork().findOne(User, r.userId);
      if (!user) return null;
      const creation = await deps.mergeRequestPipelines
        .startPipeline(systemActor(user), r.projectId, r.iid, {
          eventType: 'merge_train',
          sha: r.sha,
          sourceSha: r.sourceSha,
          ...(r.targetSha === null ? {} : { targetSha: r.targetSha }),
        })
        .catch(() => null);
      return creation?.kind === 'created' ? creation.pipeline.id : null;
    },
    cancel: (id) => deps.engine.cancelPipeline(id),
    async statuses(ids) {
      if (ids.length === 0) return new Map();
      const db = deps.orm.em.fork().getKysely<Database>();
      const { rows } = await sql<{ id: number; status: string }>`
        select id, status from ci_pipelines where id = any(${[...ids]}::int[])`.execute(db);
      return new Map(rows.map((r) => [r.id, r.status]));
    },
  };
}
