import type { Actor } from '../../core/actor.ts';
import { badRequest } from '../../core/errors.ts';
import { writeCommit, type FileAction, type Signature } from '../../git/commit-writer.ts';
import { isValidRefName, ZERO_OID } from '../../git/repository.ts';
import { refuseChangedFiles, type LastSeenFile } from './changed-files.ts';
import type { ProjectRepository, RepositoriesService } from './repositories.service.ts';

export interface BranchCommitRequest {
  branch: string;
  /** Where a new branch starts: another branch, or a commit. */
  startBranch?: string;
  startSha?: string;
  message: string;
  actions: readonly FileAction[];
  /** Overrides the author (the committer stays the caller). */
  author?: Partial<Signature>;
  /** Replace the branch with a commit on top of the start point. */
  force?: boolean;
  /** Files as the caller last saw them: the commit is refused if one changed since. */
  lastSeenFiles?: readonly LastSeenFile[];
}

/**
 * Commits file actions to a branch through the API (commits, repository files, changelog): the
 * branch's tip is the parent, or the start point for a new branch, or nothing in an empty
 * repository. The ref moves only if nobody moved it meanwhile, and the push is recorded.
 */
export async function commitOnBranch(
  repositories: RepositoriesService,
  actor: Actor,
  target: ProjectRepository,
  request: BranchCommitRequest,
): Promise<string> {
  const { repo, subject } = target;
  const ref = `refs/heads/${request.branch}`;
  if (!isValidRefName(ref)) throw badRequest('Branch name is invalid');
  if (!request.message.trim()) throw badRequest('commit_message is missing');
  await repositories.authorizeBranchPush(actor, target, request.branch);
  const tip = await repo.resolveCommit(ref);
  let parent = tip;
  if (!tip || request.force) {
    if (request.startSha) {
      parent = await repo.resolveCommit(request.startSha);
      if (!parent) throw badRequest(`Invalid start sha: ${request.startSha}`);
    } else if (request.startBranch) {
      parent = await repo.resolveCommit(`refs/heads/${request.startBranch}`);
      if (!parent) throw badRequest(`Invalid start branch: ${request.startBranch}`);
    } else if (!tip && (await repo.hasBranches())) {
      throw badRequest('You can only create or edit files when you are on a branch');
    }
  }
  // A forced commit replaces the branch's history: protected branches refuse it unless they allow force pushes.
  if (tip && request.force && parent !== tip) {
    await repositories.authorizeRefChanges(actor, target, [{ ref, before: tip, after: parent ?? ZERO_OID }], {
      forced: true,
    });
  }
  if (parent) await refuseChangedFiles(repo, parent, request.lastSeenFiles ?? []);
  const committer = await repositories.signature(actor);
  const author = { ...committer, ...request.author };
  const sha = await writeCommit(repo, {
    ref,
    parent,
    expectedOld: tip,
    message: request.message,
    author,
    committer,
    actions: request.actions,
  });
  await repositories.recordUpdates(actor, subject.project, [{ ref, before: tip ?? ZERO_OID, after: sha }]);
  return sha;
}
