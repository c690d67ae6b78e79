import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { mergeRequestRef } from '../../git/merge-request-refs.ts';
import type { MergeRequestRefPipelines } from '../ci/pipelines/merge-request-ref-pipelines.ts';
import type { CiEngine } from '../ci/processing/ci-engine.ts';

/** What a car's pipeline is started for. */
export interface TrainPipelineRequest {
  projectId: number;
  mergeRequestId: number;
  iid: number;
  sourceProjectId: number;
  sourceBranch: string;
  targetBranch: string;
  title: string;
  /** The commit of `refs/merge-requests/:iid/train`. */
  sha: string;
  userId: number;
}

/**
 * The seam between merge trains and CI: start a car's pipeline (`merge_request_event`, event type
 * `merge_train`, on `refs/merge-requests/:iid/train`), cancel one, read statuses. Merge request
 * pipelines will take the place of the starter behind it.
 */
export interface TrainPipelines {
  start(request: TrainPipelineRequest): Promise<number | null>;
  cancel(pipelineId: number): Promise<void>;
  statuses(pipelineIds: readonly number[]): Promise<Map<number, string>>;
}

export function trainPipelines(deps: {
  orm: MikroORM;
  starter: MergeRequestRefPipelines;
  engine: CiEngine;
}): TrainPipelines {
  return {
    start: (r) =>
      deps.starter.start({
        projectId: r.projectId,
        ref: mergeRequestRef(r.iid, 'train'),
        sha: r.sha,
        userId: r.userId,
        variables: {
          CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train',
          CI_MERGE_REQUEST_ID: String(r.mergeRequestId),
          CI_MERGE_REQUEST_IID: String(r.iid),
          CI_MERGE_REQUEST_PROJECT_ID: String(r.projectId),
          CI_MERGE_REQUEST_SOURCE_PROJECT_ID: String(r.sourceProjectId),
          CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: r.sourceBranch,
          CI_MERGE_REQUEST_TARGET_BRANCH_NAME: r.targetBranch,
          CI_MERGE_REQUEST_TITLE: r.title,
        },
      }),
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
