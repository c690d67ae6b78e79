import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel, canSee } from '../../core/access.ts';
import { definePolicy } from '../../core/policy.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';

/**
 * A group as policies see it: the group, the actor's access level on it (direct, inherited or
 * shared; 0 for none) and whether the actor belongs to something below it (a subgroup or project).
 */
export interface GroupSubject {
  group: Namespace;
  access: number;
  memberBelow: boolean;
}

declare module '../../core/policy.ts' {
  interface Abilities {
    read_group: GroupSubject;
    /** Change settings, avatar; share; delete (owners). */
    admin_group: GroupSubject;
    create_subgroup: GroupSubject;
    create_projects: GroupSubject;
    read_group_member: GroupSubject;
    admin_group_member: GroupSubject;
    /** Delete the group with everything in it (owners and administrators). */
    remove_group: GroupSubject;
    /** Move the group under another parent or to the top level (owners and administrators). */
    transfer_group: GroupSubject;
    /** Create top-level groups at all. */
    create_group: { canCreateGroup: boolean };
    /** Storage statistics of groups (administrators). */
    read_group_statistics: null;
  }
}

const atLeast = (subject: GroupSubject, level: number) => subject.access >= level;

definePolicy({
  read_group: (actor: Actor, s: GroupSubject) =>
    canSee(
      actor.user,
      s.group.visibilityLevel,
      s.access >= AccessLevel.MINIMAL_ACCESS ? AccessLevel.GUEST : 0,
    ) || s.memberBelow,
  admin_group: (actor: Actor, s: GroupSubject) => isAdmin(actor) || atLeast(s, AccessLevel.OWNER),
  create_subgroup: (actor: Actor, s: GroupSubject) =>
    isAdmin(actor) ||
    atLeast(s, s.group.subgroupCreationLevel === 'owner' ? AccessLevel.OWNER : AccessLevel.MAINTAINER),
  create_projects: (actor: Actor, s: GroupSubject) => {
    if (isAdmin(actor)) return true;
    switch (s.group.projectCreationLevel) {
      case 'noone':
        return false;
      case 'administrator':
        return false;
      case 'owner':
        return atLeast(s, AccessLevel.OWNER);
      case 'maintainer':
        return atLeast(s, AccessLevel.MAINTAINER);
      default:
        return atLeast(s, AccessLevel.DEVELOPER);
    }
  },
  read_group_member: (actor: Actor, s: GroupSubject) =>
    canSee(
      actor.user,
      s.group.visibilityLevel,
      s.access >= AccessLevel.MINIMAL_ACCESS ? AccessLevel.GUEST : 0,
    ) || s.memberBelow,
  admin_group_member: (actor: Actor, s: GroupSubject) => isAdmin(actor) || atLeast(s, AccessLevel.OWNER),
  remove_group: (actor: Actor, s: GroupSubject) => isAdmin(actor) || atLeast(s, AccessLevel.OWNER),
  transfer_group: (actor: Actor, s: GroupSubject) => isAdmin(actor) || atLeast(s, AccessLevel.OWNER),
  create_group: (actor: Actor, s: { canCreateGroup: boolean }) =>
    isAdmin(actor) || (actor.user !== null && s.canCreateGroup),
  read_group_statistics: (actor: Actor) => isAdmin(actor),
});
