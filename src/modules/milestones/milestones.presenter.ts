import type { MilestoneView } from './milestone-view.ts';

/** GitLab's `Entities::Milestone`: `project_id` for project milestones, `group_id` for group ones. */
export function presentMilestone(view: MilestoneView) {
  return {
    id: view.id,
    iid: view.iid,
    ...(view.projectId !== null ? { project_id: view.projectId } : {}),
    ...(view.groupId !== null ? { group_id: view.groupId } : {}),
    title: view.title,
    description: view.description,
    state: view.state,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
    due_date: view.dueDate,
    start_date: view.startDate,
    expired: view.expired,
    web_url: view.webUrl,
  };
}
