import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { Snippet, SnippetFile } from './snippet.entity.ts';

/** A snippet with what presenters need: its file paths and its web address. */
export interface SnippetView {
  snippet: Snippet;
  /** The project as the actor sees it (so that nested fields do not look it up again). */
  project: ProjectSubject;
  files: string[];
  /** The files with their size, mode and whether they are binary. */
  blobs: SnippetFile[];
  projectUrl: string;
  /** `<project web URL>/-/snippets/<id>`: GitLab's web_url, under which the raw routes live. */
  webUrl: string;
  /** The branch the files are listed at. */
  ref: string;
}

/** The first file, raw (GitLab's `raw_url`): `<web_url>/raw`. */
export function snippetRawUrl(view: SnippetView): string {
  return `${view.webUrl}/raw`;
}

/** One file at the listed branch, raw: `<web_url>/raw/<ref>/<path>`, each path segment escaped. */
export function snippetFileRawUrl(view: SnippetView, path: string): string {
  const escaped = path.split('/').map(encodeURIComponent).join('/');
  return `${view.webUrl}/raw/${encodeURIComponent(view.ref)}/${escaped}`;
}
