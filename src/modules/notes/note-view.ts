import type { Note } from './note.entity.ts';
import type { Noteable } from './noteables.ts';

/** A note as both faces show it: the note, its noteable, and what the noteable's kind makes of it. */
export interface NoteView {
  note: Note;
  noteable: Noteable;
  /** GitLab's `resolvable?`: a thread note, not a system note, on a kind whose threads resolve. */
  resolvable: boolean;
  /** Where the note is seen on the web: its noteable's page, at the note (`#note_<id>`). */
  url: string;
}

/** A discussion: its notes (at least one), oldest first. */
export interface DiscussionView {
  id: string;
  noteable: Noteable;
  notes: NoteView[];
  /** A single note that is not a thread (GitLab's `individual_note`). */
  individual: boolean;
}
