import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel, canSee } from '../../core/access.ts';
import { definePolicy } from '../../core/policy.ts';
import type { Project } from './project.entity.ts';

/** A project as policies see it: the project and the actor's access level on it (0 for none). */
export interface ProjectSubject {
  project: Project;
  access: number;
}

declare module '../../core/policy.ts' {
  interface Abilities {
    read_project: ProjectSubject;
    /** Maintainers: settings, members, sharing. */
    admin_project: ProjectSubject;
    /** Owners: delete, transfer, rename path, change visibility. */
    remove_project: ProjectSubject;
    change_visibility_level: ProjectSubject;
    read_project_member: ProjectSubject;
    admin_project_member: ProjectSubject;
    push_code: ProjectSubject;
  }
}

const atLeast = (s: ProjectSubject, level: number) => s.access >= level;

definePolicy({
  read_project: (actor: Actor, s: ProjectSubject) =>
    !s.project.pendingDelete && canSee(actor.user, s.project.visibilityLevel, s.access),
  admin_project: (actor: Actor, s: ProjectSubject) => isAdmin(actor) || atLeast(s, AccessLevel.MAINTAINER),
  remove_project: (actor: Actor, s: ProjectSubject) => isAdmin(actor) || atLeast(s, AccessLevel.OWNER),
  change_visibility_level: (actor: Actor, s: ProjectSubject) =>
    isAdmin(actor) || atLeast(s, AccessLevel.OWNER),
  read_project_member: (actor: Actor, s: ProjectSubject) =>
    canSee(actor.user, s.project.visibilityLevel, s.access),
  admin_project_member: (actor: Actor, s: ProjectSubject) =>
    isAdmin(actor) || atLeast(s, AccessLevel.MAINTAINER),
  push_code: (actor: Actor, s: ProjectSubject) => isAdmin(actor) || atLeast(s, AccessLevel.DEVELOPER),
});
