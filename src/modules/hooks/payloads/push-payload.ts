import type { DomainEvent } from '../../../core/events.ts';
import type { Urls } from '../../../core/urls.ts';
import { ZERO_OID } from '../../../git/repository.ts';
import type { Project } from '../../projects/project.entity.ts';
import { projectWebUrl } from '../../projects/projects.presenter.ts';
import type { User } from '../../users/user.entity.ts';
import { avatarUrl } from '../../users/users.presenter.ts';
import { hookProjectAttributes, hookRepositoryAttributes, hookUserEmail } from './project-attributes.ts';

/** Commits a push payload lists at most (GitLab's limit); `total_commits_count` counts them all. */
export const PUSH_PAYLOAD_COMMITS = 20;

/** The files a commit touched, as push payloads list them. */
export interface CommitFiles {
  added: string[];
  modified: string[];
  removed: string[];
}

export interface PushPayloadInput {
  event: DomainEvent<'repository.pushed'>;
  project: Project;
  user: User | null;
  refProtected: boolean;
  /** The files of each listed commit, by commit id (empty lists when unknown). */
  files: ReadonlyMap<string, CommitFiles>;
  urls: Urls;
}

/** Whether a push event is a tag push (GitLab's `tag_push` kind) rather than a branch push. */
export function isTagPush(event: DomainEvent<'repository.pushed'>): boolean {
  return event.payload.ref.startsWith('refs/tags/');
}

/** GitLab's push or tag push payload. */
export function pushPayload(input: PushPayloadInput) {
  const { event, project, user, urls } = input;
  const { ref, before, after, commits, totalCommitsCount } = event.payload;
  const kind = isTagPush(event) ? 'tag_push' : 'push';
  const webUrl = projectWebUrl(project, urls);
  return {
    object_kind: kind,
    event_name: kind,
    before,
    after,
    ref,
    ref_protected: input.refProtected,
    checkout_sha: after === ZERO_OID ? null : after,
    message: null,
    user_id: user?.id ?? null,
    user_name: user?.name ?? null,
    user_username: user?.username ?? null,
    user_email: user ? hookUserEmail(user) : null,
    user_avatar: user ? avatarUrl(user, urls) : null,
    project_id: project.id,
    project: hookProjectAttributes(project, urls),
    commits: commits.slice(0, PUSH_PAYLOAD_COMMITS).map((commit) => ({
      id: commit.id,
      message: commit.message,
      title: commit.title,
      timestamp: commit.timestamp,
      url: `${webUrl}/-/commit/${commit.id}`,
      author: { name: commit.author.name, email: commit.author.email },
      ...(input.files.get(commit.id) ?? { added: [], modified: [], removed: [] }),
    })),
    total_commits_count: totalCommitsCount,
    push_options: {},
    repository: hookRepositoryAttributes(project, urls),
  };
}
