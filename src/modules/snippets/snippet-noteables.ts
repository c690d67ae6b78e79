import { can } from '../../core/policy.ts';
import type { Noteable, NoteableKind } from '../notes/noteables.ts';
import type { SnippetView } from './snippet-view.ts';
import type { SnippetsService } from './snippets.service.ts';

/** A snippet as the notes module sees it. */
export const snippetNoteable = (view: SnippetView): Noteable => ({
  type: 'Snippet',
  id: view.snippet.id,
  iid: null,
  project: view.project,
  discussionLocked: false,
  webUrl: view.webUrl,
  subject: view,
});

const viewOf = (noteable: Noteable) => noteable.subject as SnippetView;

/**
 * Project snippets as noteables (GitLab: comments on snippets, as individual notes or threads; no
 * internal notes, no resolvable threads, no diff positions).
 */
export function snippetNoteables(snippets: SnippetsService): NoteableKind {
  return {
    type: 'Snippet',
    globalIdClass: 'ProjectSnippet',
    routeSegment: 'snippets',
    find: async (actor, project, id) => snippetNoteable(await snippets.get(actor, project, id)),
    loadMany: async (actor, ids) => (await snippets.loadMany(actor, ids)).map((v) => v && snippetNoteable(v)),
    canCreateNote: (actor, noteable) => can(actor, 'create_project_snippet_note', viewOf(noteable)),
    canAdminNotes: (actor, noteable) => can(actor, 'admin_project_snippet_notes', viewOf(noteable)),
    canAwardEmoji: (actor, noteable) => can(actor, 'award_emoji_project_snippet', viewOf(noteable)),
    canResolve: () => false,
    resolvable: false,
    replyToIndividualNotes: false,
    internalNotes: false,
  };
}
