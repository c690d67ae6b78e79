/**
 * A car of a merge train (GitLab's `MergeTrains::Car`): a merge request waiting, in order, to be
 * merged into its target branch once its pipeline has tested it together with every car ahead.
 */
export const CAR_STATUSES = ['idle', 'stale', 'fresh', 'merging', 'merged', 'skip_merged'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** On the train: waiting for a pipeline (idle), to be retested (stale), tested (fresh), being merged. */
export const ACTIVE_STATUSES: readonly CarStatus[] = ['idle', 'stale', 'fresh', 'merging'];
/** Off the train for good: merged by the train, or merged by someone else meanwhile. */
export const COMPLETE_STATUSES: readonly CarStatus[] = ['merged', 'skip_merged'];

export function isActive(status: CarStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** One `merge_train_cars` row. */
export interface CarRow {
  id: number;
  merge_request_id: number;
  user_id: number | null;
  pipeline_id: number | null;
  target_project_id: number;
  target_branch: string;
  status: CarStatus;
  source_sha: string;
  squash: boolean;
  previous_ref_sha: string | null;
  train_sha: string | null;
  merging_from_sha: string | null;
  merged_at: Date | null;
  duration: number | null;
  created_at: Date;
  updated_at: Date;
}

/** A car with what its presentation needs (merge request, user, pipeline, project path). */
export interface CarView {
  id: number;
  status: CarStatus;
  targetBranch: string;
  projectId: number;
  projectPath: string;
  createdAt: Date;
  updatedAt: Date;
  mergedAt: Date | null;
  duration: number | null;
  /** Position on its train, the front car 0; null once off the train. */
  index: number | null;
  mergeRequest: {
    id: number;
    iid: number;
    projectId: number;
    title: string;
    description: string | null;
    state: string;
    createdAt: Date;
    updatedAt: Date;
  };
  user: {
    id: number;
    name: string;
    username: string;
    state: string;
    avatar: string | null;
    email: string;
  } | null;
  pipeline: {
    id: number;
    iid: number;
    projectId: number;
    sha: string;
    ref: string;
    status: string;
    source: string;
    createdAt: Date;
    updatedAt: Date;
  } | null;
}
