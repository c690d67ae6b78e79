import type { CommitRecord } from '../../git/commit-log.ts';

/** GitLab's Commit record. `projectUrl` is the project's web URL, for `web_url`. */
export function presentCommit(commit: CommitRecord, projectUrl: string) {
  return {
    id: commit.id,
    short_id: commit.id.slice(0, 8),
    created_at: commit.committedDate.toISOString(),
    parent_ids: commit.parentIds,
    title: commit.title,
    message: commit.message,
    author_name: commit.authorName,
    author_email: commit.authorEmail,
    authored_date: commit.authoredDate.toISOString(),
    committer_name: commit.committerName,
    committer_email: commit.committerEmail,
    committed_date: commit.committedDate.toISOString(),
    trailers: commit.trailers,
    extended_trailers: Object.fromEntries(Object.entries(commit.trailers).map(([k, v]) => [k, [v]])),
    web_url: `${projectUrl}/-/commit/${commit.id}`,
  };
}

export type CommitView = ReturnType<typeof presentCommit>;
