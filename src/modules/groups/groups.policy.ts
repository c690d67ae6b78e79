import type { Namespace } from '../namespaces/namespace.entity.ts';

/**
 * A group as policies see it: the group, the actor's access level on it (direct, inherited or
 * shared; 0 for none) and whether the actor belongs to something below it (a subgroup or project).
 * The abilities on it are in the permission table (core/permission-table.ts).
 */
export interface GroupSubject {
  group: Namespace;
  access: number;
  memberBelow: boolean;
}
