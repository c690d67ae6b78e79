import type { DomainEvent } from '../../../core/events.ts';
import type { Urls } from '../../../core/urls.ts';
import type { NoteView } from '../../notes/note-view.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { User } from '../../users/user.entity.ts';
import { hookUtcTime } from './hook-times.ts';
import { hookMergeRequestAttributes } from './merge-request-payload.ts';
import { hookNoteAttributes, hookSnippetAttributes, type NoteSubject } from './note-payload.ts';
import { hookProjectAttributes, hookUserAttributes } from './project-attributes.ts';

/** What an emoji was awarded on: a merge request or snippet, or a comment on one. */
export type EmojiAwardable = NoteSubject | { kind: 'Note'; note: NoteView; on: NoteSubject };

export interface EmojiPayloadInput {
  event: DomainEvent<'award_emoji.awarded'> | DomainEvent<'award_emoji.revoked'>;
  /** Who awarded or revoked it. */
  user: User;
  project: Project;
  awardable: EmojiAwardable;
  urls: Urls;
}

/** GitLab's `action` (and `event_type`) of an emoji hook. */
export const EMOJI_HOOK_ACTIONS = {
  'award_emoji.awarded': 'award',
  'award_emoji.revoked': 'revoke',
} as const;

/** The awarded object under its GitLab key (`merge_request`, `project_snippet`), and its web URL. */
function subjectAttributes(subject: NoteSubject, project: Project, urls: Urls) {
  if (subject.kind === 'MergeRequest') {
    const mr = subject.mergeRequest;
    return {
      url: mr.webUrl,
      attached: {
        merge_request: hookMergeRequestAttributes(mr, project, subject.source, subject.lastCommit, urls),
      },
    };
  }
  return {
    url: subject.snippet.webUrl,
    attached: { project_snippet: hookSnippetAttributes(subject.snippet, subject.content) },
  };
}

/**
 * GitLab's emoji hook payload (`object_kind: emoji`): the award, where it was given (a comment
 * comes with the merge request or snippet it was written on) and who gave or took it back.
 */
export function emojiPayload(input: EmojiPayloadInput) {
  const { event, project, awardable, urls } = input;
  const award = event.payload;
  const action = EMOJI_HOOK_ACTIONS[event.type];
  const onNote = awardable.kind === 'Note';
  const subject = subjectAttributes(onNote ? awardable.on : awardable, project, urls);
  return {
    object_kind: 'emoji',
    event_type: action,
    user: hookUserAttributes(input.user, urls),
    project_id: project.id,
    project: hookProjectAttributes(project, urls),
    object_attributes: {
      user_id: award.userId,
      created_at: hookUtcTime(award.createdAt),
      id: award.awardId,
      name: award.name,
      awardable_type: award.awardableType,
      awardable_id: award.awardableId,
      updated_at: hookUtcTime(award.updatedAt),
      action,
      awarded_on_url: onNote ? awardable.note.url : subject.url,
    },
    ...(onNote ? { note: hookNoteAttributes(awardable.note, project, awardable.on) } : {}),
    ...subject.attached,
  };
}
