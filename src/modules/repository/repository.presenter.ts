import type { Contributor } from '../../git/contributors.ts';
import type { FileDiff } from '../../git/diff.ts';
import type { TreeEntry } from '../../git/tree.ts';
import { presentCommit } from './commit.presenter.ts';
import type { CompareResult } from './compare-result.ts';

export function presentTreeEntry(entry: TreeEntry) {
  return { id: entry.id, name: entry.name, type: entry.type, path: entry.path, mode: entry.mode };
}

export function presentDiff(diff: FileDiff) {
  return {
    old_path: diff.oldPath,
    new_path: diff.newPath,
    a_mode: diff.aMode,
    b_mode: diff.bMode,
    diff: diff.diff,
    new_file: diff.newFile,
    renamed_file: diff.renamedFile,
    deleted_file: diff.deletedFile,
    too_large: diff.tooLarge,
  };
}

export function presentContributor(c: Contributor) {
  return { name: c.name, email: c.email, commits: c.commits, additions: c.additions, deletions: c.deletions };
}

export function presentCompare(result: CompareResult, projectUrl: string) {
  return {
    commit: result.commit ? presentCommit(result.commit, projectUrl) : null,
    commits: result.commits.map((c) => presentCommit(c, projectUrl)),
    diffs: result.diffs.map(presentDiff),
    compare_timeout: result.compareTimeout,
    compare_same_ref: result.compareSameRef,
    web_url: result.webUrl,
  };
}
