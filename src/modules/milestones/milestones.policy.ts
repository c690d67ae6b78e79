import type { GroupSubject } from '../groups/groups.policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';

/**
 * Where milestones live: a project or a group, as the actor sees it. The abilities are asked of the
 * parent (permission table: `read_milestone` and `admin_milestone` on projects, `read_group` and
 * `admin_group_milestone` on groups).
 */
export type MilestoneParent =
  { kind: 'project'; subject: ProjectSubject } | { kind: 'group'; subject: GroupSubject };

/** A parent named by a request: `/projects/:id` or `/groups/:id`. */
export interface MilestoneParentRef {
  kind: 'project' | 'group';
  id: string | number;
}
