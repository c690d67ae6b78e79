import { assertRevisions, mergeBase } from './ancestry.ts';
import { readCommitHeader, treeOf, writeCommitObject, type Identity } from './commit-object.ts';
import { emptyTree, mergeTreesWithBase, type MergeMessage } from './merge-tree.ts';
import type { GitRepository } from './repository.ts';

export interface RebaseRequest {
  /** The source branch head whose own commits are replayed. */
  sourceHead: string;
  /** The target head they are replayed onto. */
  onto: string;
  /** Committer of the rewritten commits (the user asking for the rebase); authors are kept. */
  committer: Identity;
}

export type RebaseResult =
  | {
      status: 'rebased';
      /** The new source head (`onto` itself when every commit was already there). */
      head: string;
      /** Each replayed commit and its copy, oldest first (reused commits map to themselves). */
      rewritten: { from: string; to: string }[];
    }
  /** `commit` could not be applied; nothing is referenced. */
  | { status: 'conflict'; commit: string; conflicts: string[]; messages: MergeMessage[] }
  | { status: 'unrelated' };

/**
 * Replays the source's commits onto `onto` without a work tree, like `git rebase`: merge commits
 * are dropped, commits whose change `onto` already has are skipped, each other commit is
 * cherry-picked as a three-way merge whose base is its parent, keeping author, date and message.
 * A commit that becomes empty is dropped. Stops at the first conflict. Moves no ref.
 */
export async function rebaseCommits(repo: GitRepository, request: RebaseRequest): Promise<RebaseResult> {
  assertRevisions(request.sourceHead, request.onto);
  if ((await mergeBase(repo, request.onto, request.sourceHead)) === null) return { status: 'unrelated' };
  const list = await repo.text([
    'rev-list',
    '--reverse',
    '--topo-order',
    '--no-merges',
    '--right-only',
    '--cherry-pick',
    `${request.onto}...${request.sourceHead}`,
  ]);
  const commits = list.split('\n').filter(Boolean);
  let head = request.onto;
  let headTree = (await treeOf(repo, head))!;
  let empty: string | null = null;
  const rewritten: { from: string; to: string }[] = [];
  for (const oid of commits) {
    const commit = (await readCommitHeader(repo, oid))!;
    const parent = commit.parents[0] ?? null;
    if (parent === head) {
      // Already in place: keep the commit as it is, as git rebase does.
      head = oid;
      headTree = commit.tree;
      rewritten.push({ from: oid, to: oid });
      continue;
    }
    const baseTree = parent ? (await treeOf(repo, parent))! : (empty ??= await emptyTree(repo));
    let tree: string;
    if (baseTree === headTree) {
      tree = commit.tree;
    } else {
      const merged = await mergeTreesWithBase(repo, baseTree, headTree, commit.tree);
      if (!merged.clean) {
        return { status: 'conflict', commit: oid, conflicts: merged.conflicts, messages: merged.messages };
      }
      tree = merged.tree;
    }
    // A change the target already made leaves nothing to commit; an empty commit stays empty.
    if (tree === headTree && commit.tree !== baseTree) continue;
    head = await writeCommitObject(repo, {
      tree,
      parents: [head],
      message: commit.message,
      author: commit.author,
      committer: request.committer,
    });
    headTree = tree;
    rewritten.push({ from: oid, to: head });
  }
  return { status: 'rebased', head, rewritten };
}
