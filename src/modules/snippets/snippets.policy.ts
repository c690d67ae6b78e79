import { isAdmin, type Actor } from '../../core/actor.ts';
import { AccessLevel, Visibility } from '../../core/access.ts';
import { definePolicy } from '../../core/policy.ts';
import { featureAvailable, type ProjectSubject } from '../projects/projects.policy.ts';
import type { Snippet } from './snippet.entity.ts';

/** A snippet as policies see it: the snippet and its project as the actor sees it. */
export interface SnippetSubject {
  snippet: Snippet;
  project: ProjectSubject;
}

declare module '../../core/policy.ts' {
  interface Abilities {
    create_project_snippet: ProjectSubject;
    read_project_snippet: SnippetSubject;
    update_project_snippet: SnippetSubject;
  }
}

const snippetsOpen = (actor: Actor, s: ProjectSubject) => featureAvailable(actor, s, 'snippets');

definePolicy({
  create_project_snippet: (actor: Actor, s: ProjectSubject) =>
    isAdmin(actor) || (actor.user !== null && snippetsOpen(actor, s) && s.access >= AccessLevel.REPORTER),
  read_project_snippet: (actor: Actor, { snippet, project }: SnippetSubject) => {
    if (isAdmin(actor)) return true;
    if (!snippetsOpen(actor, project)) return false;
    if (project.access >= AccessLevel.GUEST) return true;
    if (snippet.visibilityLevel === Visibility.public) return true;
    if (snippet.visibilityLevel === Visibility.internal) return actor.user !== null && !actor.user.external;
    return false;
  },
  update_project_snippet: (actor: Actor, { snippet, project }: SnippetSubject) =>
    isAdmin(actor) ||
    (actor.user !== null &&
      snippetsOpen(actor, project) &&
      (project.access >= AccessLevel.MAINTAINER ||
        (snippet.author.id === actor.user.id && project.access >= AccessLevel.GUEST))),
});
