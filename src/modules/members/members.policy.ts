import type { GroupSubject } from '../groups/groups.policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';

/**
 * What memberships are of: a group (GitLab's `Namespace` source type) or a project, with the actor's
 * access. The abilities on members are in the permission table (core/permission-table.ts).
 */
export type MemberSource =
  | { type: 'Namespace'; id: number; subject: GroupSubject }
  | { type: 'Project'; id: number; subject: ProjectSubject };

/** One direct membership, as the update and destroy rules see it. */
export interface MemberTarget {
  source: MemberSource;
  userId: number;
  /** The membership's current access level. */
  accessLevel: number;
  /** The only owner of the group (inherited owners counted): it can be neither demoted nor removed. */
  lastOwner: boolean;
  /** The owner of the personal namespace a project lives in. */
  namespaceOwner: boolean;
}
