import type { Urls } from '../../../core/urls.ts';
import type { CommitRecord } from '../../../git/commit-log.ts';
import type { MergeRequestView } from '../../merge-requests/merge-request-view.ts';
import type { NoteView } from '../../notes/note-view.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { SnippetView } from '../../snippets/snippet-view.ts';
import type { User } from '../../users/user.entity.ts';
import { hookUtcTime } from './hook-times.ts';
import { hookMergeRequestAttributes } from './merge-request-payload.ts';
import { hookProjectAttributes, hookUserAttributes } from './project-attributes.ts';

/** What a note was written on, as the payload embeds it. */
export type NoteSubject =
  | {
      kind: 'MergeRequest';
      mergeRequest: MergeRequestView;
      source: Project | null;
      lastCommit: CommitRecord | null;
    }
  | { kind: 'Snippet'; snippet: SnippetView; content: string | null };

export interface NotePayloadInput {
  /** GitLab's action: create or update. */
  action: 'create' | 'update';
  note: NoteView;
  /** The note's author. */
  user: User;
  project: Project;
  subject: NoteSubject;
  urls: Urls;
}

/** A snippet as note payloads show it (`snippet`). */
export function hookSnippetAttributes(view: SnippetView, content: string | null) {
  const { snippet } = view;
  return {
    id: snippet.id,
    title: snippet.title,
    description: snippet.description ?? null,
    content,
    author_id: snippet.author.id,
    project_id: view.project.project.id,
    created_at: hookUtcTime(snippet.createdAt),
    updated_at: hookUtcTime(snippet.updatedAt),
    file_name: view.files[0] ?? null,
    type: 'ProjectSnippet',
    visibility_level: snippet.visibilityLevel,
    url: view.webUrl,
  };
}

/** A comment as hook payloads show it (a note's `object_attributes`, an emoji's `note`). */
export function hookNoteAttributes(view: NoteView, project: Project, subject: NoteSubject) {
  const note = view.note;
  return {
    id: note.id,
    note: note.body,
    noteable_type: note.noteableType,
    author_id: note.author.id,
    created_at: hookUtcTime(note.createdAt),
    updated_at: hookUtcTime(note.updatedAt),
    project_id: project.id,
    attachment: null,
    line_code: null,
    commit_id: subject.kind === 'MergeRequest' ? (subject.mergeRequest.sha ?? '') : '',
    noteable_id: note.noteableId,
    system: note.system,
    st_diff: null,
    updated_by_id: note.updatedBy?.id ?? null,
    type: note.type ?? null,
    position: note.position ?? null,
    original_position: note.position ?? null,
    resolved_at: hookUtcTime(note.resolvedAt),
    resolved_by_id: note.resolvedBy?.id ?? null,
    discussion_id: note.discussionId,
    change_position: null,
    resolved_by_push: null,
    confidential: note.internal,
    internal: note.internal,
    description: note.body,
    url: view.url,
  };
}

/** GitLab's note hook payload (`object_kind: note`) for a comment on a merge request or snippet. */
export function notePayload(input: NotePayloadInput) {
  const { note: view, project, subject, urls } = input;
  const note = view.note;
  const projectAttributes = hookProjectAttributes(project, urls);
  const attached =
    subject.kind === 'MergeRequest'
      ? {
          merge_request: hookMergeRequestAttributes(
            subject.mergeRequest,
            project,
            subject.source,
            subject.lastCommit,
            urls,
          ),
        }
      : { snippet: hookSnippetAttributes(subject.snippet, subject.content) };
  return {
    object_kind: 'note',
    event_type: note.internal ? 'confidential_note' : 'note',
    user: hookUserAttributes(input.user, urls),
    project_id: project.id,
    project: projectAttributes,
    repository: {
      name: project.name,
      url: projectAttributes.url,
      description: project.description ?? null,
      homepage: projectAttributes.web_url,
    },
    object_attributes: {
      ...hookNoteAttributes(view, project, subject),
      action: input.action,
    },
    ...attached,
  };
}
