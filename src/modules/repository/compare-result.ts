import type { CommitRecord } from '../../git/commit-log.ts';
import type { FileDiff } from '../../git/diff.ts';

/** What a compare finds: the commits of the range (oldest first) and the diff. */
export interface CompareResult {
  commit: CommitRecord | null;
  commits: CommitRecord[];
  diffs: FileDiff[];
  compareTimeout: boolean;
  compareSameRef: boolean;
  webUrl: string;
  projectUrl: string;
  projectId: number;
}
