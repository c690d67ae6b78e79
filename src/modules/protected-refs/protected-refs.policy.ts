import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel } from '../../core/access.ts';
import { definePolicy } from '../../core/policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';

declare module '../../core/policy.ts' {
  interface Abilities {
    /** See and manage protected branches and tags (maintainers, as GitLab's admin_project). */
    admin_protected_refs: ProjectSubject;
  }
}

definePolicy({
  admin_protected_refs: (actor: Actor, s: ProjectSubject) =>
    isAdmin(actor) || s.access >= AccessLevel.MAINTAINER,
});
