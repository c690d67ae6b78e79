import { notFound } from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import type { AwardEmojiService } from '../award-emoji/award-emoji.service.ts';
import type { NotesService } from '../notes/notes.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { MergeRequestNoteables } from './merge-request-noteables.ts';
import { MergeRequestSystemNotes } from './merge-request-system-notes.ts';
import type { MergeRequestsService } from './merge-requests.service.ts';

interface Deps {
  mergeRequests: MergeRequestsService;
  projects: ProjectsService;
  notes: NotesService;
  awardEmoji: AwardEmojiService;
}

/**
 * Makes merge requests noteable (notes, threads, diff notes, system notes) and awardable (with
 * their notes), and gives their views votes and comment counts, each list read in two statements.
 */
export function connectMergeRequestSocial(deps: Deps): MergeRequestNoteables {
  const { mergeRequests, notes, awardEmoji } = deps;
  const noteables = new MergeRequestNoteables(deps);
  notes.register(noteables.kind());
  mergeRequests.useSystemNotes(
    new MergeRequestSystemNotes((tx, target, authorId, body) =>
      notes.createSystemNote(tx, target, authorId, body),
    ),
  );
  mergeRequests.useSocialCounts(async (ids) => {
    const [votes, counts] = await Promise.all([
      awardEmoji.votes('MergeRequest', ids),
      notes.countsByNoteable('MergeRequest', ids),
    ]);
    return new Map(
      ids.map((id) => [
        id,
        {
          upvotes: votes.get(id)?.upvotes ?? 0,
          downvotes: votes.get(id)?.downvotes ?? 0,
          userNotesCount: counts.get(id)?.userNotes ?? 0,
        },
      ]),
    );
  });
  awardEmoji.register({
    type: 'MergeRequest',
    globalIdClasses: ['MergeRequest'],
    find: async (actor, project, iid) => {
      const mr = await noteables.find(actor, project, iid);
      return {
        type: 'MergeRequest',
        id: mr.id,
        projectId: mr.project.project.id,
        canAward: can(actor, 'award_emoji_merge_request', mr.project),
      };
    },
    findById: async (actor, id) => {
      const [mr] = await noteables.loadMany(actor, [id]);
      if (!mr) throw notFound('Merge Request');
      return {
        type: 'MergeRequest',
        id: mr.id,
        projectId: mr.project.project.id,
        canAward: can(actor, 'award_emoji_merge_request', mr.project),
      };
    },
  });
  // Comments are awardable (system notes are not), on merge requests through REST, anywhere by id.
  awardEmoji.register({
    type: 'Note',
    globalIdClasses: ['Note', 'DiscussionNote', 'DiffNote'],
    find: async (actor, project, noteId, iid) => {
      const mr = await noteables.find(actor, project, iid ?? 0);
      const view = await notes.get(actor, mr, noteId);
      return {
        type: 'Note',
        id: view.note.id,
        projectId: view.noteable.project.project.id,
        canAward: notes.canAwardEmoji(actor, view),
      };
    },
    findById: async (actor, id) => {
      const view = await notes.byId(actor, id);
      return {
        type: 'Note',
        id: view.note.id,
        projectId: view.noteable.project.project.id,
        canAward: notes.canAwardEmoji(actor, view),
      };
    },
  });
  return noteables;
}
