import type { GitRepository } from '../../../git/repository.ts';
import type { CommitFiles } from './push-payload.ts';

const COMMIT_MARK = '\x01';

/**
 * The files each commit added, modified and removed against its first parent (renames as a removal
 * and an addition, as GitLab lists them), read with one git command for all of them.
 */
export async function commitFiles(
  repo: GitRepository,
  commitIds: readonly string[],
): Promise<Map<string, CommitFiles>> {
  const files = new Map<string, CommitFiles>();
  if (commitIds.length === 0) return files;
  const output = await repo.text([
    '-c',
    'core.quotepath=false',
    'log',
    '--no-walk=unsorted',
    '--name-status',
    '--no-renames',
    `--format=${COMMIT_MARK}%H`,
    ...commitIds,
  ]);
  let current: CommitFiles | null = null;
  for (const line of output.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) {
      current = { added: [], modified: [], removed: [] };
      files.set(line.slice(1), current);
      continue;
    }
    const tab = line.indexOf('\t');
    if (!current || tab < 0) continue;
    const path = line.slice(tab + 1);
    const status = line[0];
    if (status === 'A') current.added.push(path);
    else if (status === 'D') current.removed.push(path);
    else current.modified.push(path);
  }
  return files;
}
