import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { Snippet } from './snippet.entity.ts';

/**
 * A snippet as policies see it: the snippet and its project as the actor sees it. The abilities on
 * it are in the permission table (core/permission-table.ts).
 */
export interface SnippetSubject {
  snippet: Snippet;
  project: ProjectSubject;
}
