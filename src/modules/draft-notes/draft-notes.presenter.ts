import type { DraftNote } from './draft-note.entity.ts';

/** A draft note as GitLab's draft notes API shows it (`Entities::DraftNote`). */
export function presentDraftNote({ draft }: { draft: DraftNote }) {
  return {
    id: draft.id,
    author_id: draft.author.id,
    merge_request_id: draft.mergeRequestId,
    resolve_discussion: draft.resolveDiscussion,
    discussion_id: draft.discussionId,
    note: draft.note,
    commit_id: draft.commitId,
    line_code: draft.lineCode,
    position: draft.position,
  };
}
