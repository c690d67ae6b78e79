import type { Urls } from '../../core/urls.ts';
import { avatarUrl } from '../users/users.presenter.ts';
import type { CarView } from './merge-train-car.ts';

/** GitLab's merge train entry (`MergeTrains::Car`). */
export function presentCar(car: CarView, urls: Urls) {
  const projectUrl = urls.to(car.projectPath);
  return {
    id: car.id,
    merge_request: {
      id: car.mergeRequest.id,
      iid: car.mergeRequest.iid,
      project_id: car.mergeRequest.projectId,
      title: car.mergeRequest.title,
      description: car.mergeRequest.description,
      state: car.mergeRequest.state,
      created_at: car.mergeRequest.createdAt.toISOString(),
      updated_at: car.mergeRequest.updatedAt.toISOString(),
      web_url: `${projectUrl}/-/merge_requests/${car.mergeRequest.iid}`,
    },
    user: car.user
      ? {
          id: car.user.id,
          username: car.user.username,
          name: car.user.name,
          state: car.user.state,
          avatar_url: avatarUrl({ id: car.user.id, avatar: car.user.avatar, email: car.user.email }, urls),
          web_url: urls.to(car.user.username),
        }
      : null,
    pipeline: car.pipeline
      ? {
          id: car.pipeline.id,
          iid: car.pipeline.iid,
          project_id: car.pipeline.projectId,
          sha: car.pipeline.sha,
          ref: car.pipeline.ref,
          status: car.pipeline.status,
          source: car.pipeline.source,
          created_at: car.pipeline.createdAt.toISOString(),
          updated_at: car.pipeline.updatedAt.toISOString(),
          web_url: `${projectUrl}/-/pipelines/${car.pipeline.id}`,
        }
      : null,
    created_at: car.createdAt.toISOString(),
    updated_at: car.updatedAt.toISOString(),
    target_branch: car.targetBranch,
    status: car.status,
    merged_at: car.mergedAt ? car.mergedAt.toISOString() : null,
    duration: car.duration,
  };
}
