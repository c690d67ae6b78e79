import type { Urls } from '../../core/urls.ts';
import { presentUserBasic } from '../users/users.presenter.ts';
import type { DiscussionView, NoteView } from './note-view.ts';

/** A note as GitLab's notes and discussions APIs show it (`Entities::Note`). */
export function presentNote(view: NoteView, urls: Urls) {
  const { note, noteable } = view;
  return {
    id: note.id,
    type: note.type,
    body: note.body,
    attachment: null,
    author: presentUserBasic(note.author, { urls }),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    system: note.system,
    noteable_id: note.noteableId,
    noteable_type: note.noteableType,
    project_id: noteable.project.project.id,
    ...(note.type === 'DiffNote' ? { position: note.position } : {}),
    resolvable: view.resolvable,
    ...(view.resolvable
      ? {
          resolved: note.resolvedAt !== null,
          resolved_by: note.resolvedBy ? presentUserBasic(note.resolvedBy, { urls }) : null,
          resolved_at: note.resolvedAt?.toISOString() ?? null,
        }
      : {}),
    confidential: note.internal,
    internal: note.internal,
    imported: false,
    imported_from: 'none',
    noteable_iid: noteable.iid,
    commands_changes: {},
  };
}

/** A discussion as GitLab's discussions API shows it (`Entities::Discussion`). */
export function presentDiscussion(view: DiscussionView, urls: Urls) {
  return {
    id: view.id,
    individual_note: view.individual,
    notes: view.notes.map((n) => presentNote(n, urls)),
  };
}
