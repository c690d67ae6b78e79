import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel } from '../../core/access.ts';
import { can, definePolicy } from '../../core/policy.ts';
import '../groups/groups.policy.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import '../projects/projects.policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';

/** What memberships are of: a group (GitLab's `Namespace` source type) or a project, with the actor's access. */
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

declare module '../../core/policy.ts' {
  interface Abilities {
    read_source_member: MemberSource;
    /** Add, change and remove members; invite; list and change invitations. */
    admin_source_member: MemberSource;
    /** Grant or take away the Owner role. */
    manage_owners: MemberSource;
    update_member: MemberTarget;
    destroy_member: MemberTarget;
  }
}

const sourceAccess = (source: MemberSource) => source.subject.access;

function adminSourceMember(actor: Actor, source: MemberSource): boolean {
  return source.type === 'Namespace'
    ? can(actor, 'admin_group_member', source.subject)
    : can(actor, 'admin_project_member', source.subject);
}

function manageOwners(actor: Actor, source: MemberSource): boolean {
  return isAdmin(actor) || sourceAccess(source) >= AccessLevel.OWNER;
}

/** May the actor change a membership at this level (only those who manage owners touch owners)? */
function mayTouchLevel(actor: Actor, target: MemberTarget): boolean {
  return target.accessLevel < AccessLevel.OWNER || manageOwners(actor, target.source);
}

definePolicy({
  read_source_member: (actor: Actor, source: MemberSource) =>
    source.type === 'Namespace'
      ? can(actor, 'read_group_member', source.subject)
      : can(actor, 'read_project_member', source.subject),
  admin_source_member: adminSourceMember,
  manage_owners: manageOwners,
  update_member: (actor: Actor, target: MemberTarget) =>
    !target.lastOwner &&
    !target.namespaceOwner &&
    adminSourceMember(actor, target.source) &&
    mayTouchLevel(actor, target),
  destroy_member: (actor: Actor, target: MemberTarget) => {
    if (target.lastOwner || target.namespaceOwner) return false;
    if (actor.user?.id === target.userId) return true;
    return adminSourceMember(actor, target.source) && mayTouchLevel(actor, target);
  },
});
