import type { Snippet } from './snippet.entity.ts';

/** A snippet with what presenters need: its file paths and its project's URL. */
export interface SnippetView {
  snippet: Snippet;
  files: string[];
  projectUrl: string;
  apiUrl: string;
}
