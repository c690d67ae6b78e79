import { sql } from 'kysely';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import type { NotesService } from '../notes/notes.service.ts';

export interface TrainMergeRecord {
  mergeRequestId: number;
  projectId: number;
  /** Who put the merge request on the train: the merge user. */
  userId: number | null;
  mergeCommitSha: string;
}

/**
 * The seam between merge trains and merge requests: a merge request marked merged (state,
 * merged_at, merge user, merge commit, `merge_request.changed`, system note), and system notes
 * about the train, in the caller's transaction. The merge requests module's own merge will take
 * its place.
 */
export interface TrainMerges {
  markMerged(tx: Tx, record: TrainMergeRecord): Promise<void>;
  /**
   * A car joined (strategy: how, GitLab's `auto_merge_strategy`) or left (null): the merge request
   * shows auto-merge set by the user who added it, as GitLab shows merge requests on trains.
   */
  autoMerge(
    tx: Tx,
    mergeRequestId: number,
    set: { strategy: 'merge_train' | 'add_to_merge_train_when_pipeline_succeeds'; userId: number } | null,
  ): Promise<void>;
  systemNote(
    tx: Tx,
    mergeRequest: { id: number; projectId: number },
    userId: number | null,
    body: string,
  ): Promise<void>;
}

export function trainMerges(deps: {
  notes: NotesService;
  /** A merge request left its train: its mergeability is checked again (the target moved meanwhile). */
  recheck: (mergeRequestId: number) => Promise<void>;
}): TrainMerges {
  const systemNote: TrainMerges['systemNote'] = async (tx, mergeRequest, userId, body) => {
    if (userId === null) return;
    await deps.notes.createSystemNote(
      tx,
      { type: 'MergeRequest', id: mergeRequest.id, projectId: mergeRequest.projectId },
      userId,
      body,
    );
  };
  return {
    async markMerged(tx, record) {
      await sql`
        update merge_requests set state = 'merged', merged_at = now(), merge_user_id = ${record.userId}::int,
          merge_commit_sha = ${record.mergeCommitSha}, merge_when_pipeline_succeeds = false,
          auto_merge_strategy = null, merge_error = null, updated_at = now()
        where id = ${record.mergeRequestId}`.execute(kysely(tx.em));
      tx.emit('merge_request.changed', {
        mergeRequestId: record.mergeRequestId,
        projectId: record.projectId,
        action: 'merge',
        actorId: record.userId,
      });
      await systemNote(
        tx,
        { id: record.mergeRequestId, projectId: record.projectId },
        record.userId,
        'merged',
      );
    },
    async autoMerge(tx, mergeRequestId, set) {
      await sql`
        update merge_requests set merge_when_pipeline_succeeds = ${set !== null},
          auto_merge_strategy = ${set?.strategy ?? null}, merge_user_id = ${set?.userId ?? null}::int,
          updated_at = now()
        where id = ${mergeRequestId} and state = 'opened'`.execute(kysely(tx.em));
      if (set === null) tx.afterCommit(() => deps.recheck(mergeRequestId));
    },
    systemNote,
  };
}
