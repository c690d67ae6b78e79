import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel } from '../../core/access.ts';
import { definePolicy } from '../../core/policy.ts';
import { featureAvailable, type ProjectSubject } from '../projects/projects.policy.ts';

declare module '../../core/policy.ts' {
  interface Abilities {
    /** See pipelines and jobs: reporters, or everyone who sees a project with public jobs. */
    read_pipeline: ProjectSubject;
    read_build: ProjectSubject;
    /** Create, retry and cancel pipelines; retry, cancel and play jobs (developers). */
    create_pipeline: ProjectSubject;
    update_pipeline: ProjectSubject;
    update_build: ProjectSubject;
    /** Delete pipelines (owners) and erase jobs (maintainers). */
    destroy_pipeline: ProjectSubject;
    erase_build: ProjectSubject;
    /** Manage pipeline trigger tokens (maintainers). */
    admin_build: ProjectSubject;
  }
}

const admin = (actor: Actor) => isAdmin(actor);
const builds = (actor: Actor, s: ProjectSubject) => featureAvailable(actor, s, 'builds');

const readJobs = (actor: Actor, s: ProjectSubject) =>
  admin(actor) || (builds(actor, s) && (s.project.publicJobs || s.access >= AccessLevel.REPORTER));
const developer = (actor: Actor, s: ProjectSubject) =>
  admin(actor) || (builds(actor, s) && s.access >= AccessLevel.DEVELOPER);

definePolicy({
  read_pipeline: readJobs,
  read_build: readJobs,
  create_pipeline: developer,
  update_pipeline: developer,
  update_build: developer,
  destroy_pipeline: (actor: Actor, s: ProjectSubject) => admin(actor) || s.access >= AccessLevel.OWNER,
  erase_build: (actor: Actor, s: ProjectSubject) => admin(actor) || s.access >= AccessLevel.MAINTAINER,
  admin_build: (actor: Actor, s: ProjectSubject) =>
    admin(actor) || (builds(actor, s) && s.access >= AccessLevel.MAINTAINER),
});
