import type { AnnotationView } from './annotation-view.ts';

/** GitLab's `Entities::Metrics::Dashboard::Annotation`. */
export function presentAnnotation(view: AnnotationView) {
  return {
    id: view.id,
    starting_at: view.startingAt,
    ending_at: view.endingAt,
    dashboard_path: view.dashboardPath,
    description: view.description,
    environment_id: view.environmentId,
    cluster_id: view.clusterId,
  };
}
