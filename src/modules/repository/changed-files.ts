import { verbatimError } from '../../core/errors.ts';
import type { GitRepository } from '../../git/repository.ts';

/** A file as the caller last saw it: the last commit that changed it (`last_commit_id`). */
export interface LastSeenFile {
  path: string;
  lastCommitId: string;
}

/** The last commit that changed a path, up to `commit` ('' when none did). */
export async function lastCommitFor(repo: GitRepository, commit: string, path: string): Promise<string> {
  return (await repo.text(['log', '-1', '--format=%H', commit, '--', path])).trim();
}

/**
 * What a commit action's `last_commit_id` asks to check, as GitLab: only updates, moves (the file
 * moved away from) and deletions.
 */
export function lastSeenFile(action: {
  action: string;
  path: string;
  previousPath?: string | null;
  lastCommitId?: string | null;
}): LastSeenFile | null {
  if (!action.lastCommitId || !['update', 'move', 'delete'].includes(action.action)) return null;
  const path = action.action === 'move' ? (action.previousPath ?? action.path) : action.path;
  return { path, lastCommitId: action.lastCommitId };
}

/** Refuses to commit over a file that changed since the caller saw it (a file without history has not). */
export async function refuseChangedFiles(
  repo: GitRepository,
  commit: string,
  files: readonly LastSeenFile[],
): Promise<void> {
  for (const file of files) {
    const last = await lastCommitFor(repo, commit, file.path);
    if (last && last !== file.lastCommitId) {
      throw verbatimError('bad_request', `The file has changed since you started editing it: ${file.path}`);
    }
  }
}
