import {
  canCreateTag,
  canPushToBranch,
  canMergeToBranch,
  canPushToEmptyRepository,
  canUnprotectBranch,
  defaultBranchProtected,
  forcePushAllowed,
  isMaintainer,
  isProtectedBranch,
  isProtectedTag,
  type ProjectProtection,
  type Pusher,
} from './protection.ts';

const ZERO_OID = /^0+$/;

/** GitLab's words for each refusal, as git clients print them and the API returns them. */
export const REF_UPDATE_MESSAGES = {
  deleteDefaultBranch: 'The default branch of a project cannot be deleted.',
  forcePushProtectedBranch: 'You are not allowed to force push code to a protected branch on this project.',
  deleteProtectedBranch:
    'You are not allowed to delete protected branches from this project. Only a project maintainer or owner can delete a protected branch.',
  deleteProtectedBranchNonWeb: 'You can only delete protected branches using the web interface.',
  pushProtectedBranch: 'You are not allowed to push code to protected branches on this project.',
  createProtectedBranch: 'You are not allowed to create protected branches on this project.',
  createProtectedBranchFromUnprotected:
    'You can only use an existing protected branch ref as the basis of a new protected branch.',
  createProtectedBranchNonWeb: 'You can only create protected branches using the web interface and API.',
  hexBranchName: 'You cannot create a branch with a 40-character hexadecimal branch name.',
  emptyRepository:
    'A default branch (e.g. main) does not yet exist for this project. Ask a project Owner or Maintainer to create a default branch.',
  updateProtectedTag: 'Protected tags cannot be updated.',
  deleteProtectedTag:
    'You are not allowed to delete protected tags from this project. Only a project maintainer or owner can delete a protected tag.',
  deleteProtectedTagNonWeb: 'You can only delete protected tags using the web interface.',
  createProtectedTag: 'You are not allowed to create this tag as it is protected.',
  tagNamedLikeDefaultBranch: 'You cannot use default branch name to create a tag',
  prohibitedTagName: 'You cannot create a tag with a prohibited pattern.',
  shaTagName: 'You cannot create a tag with a SHA-1 or SHA-256 tag name.',
} as const;

export interface RefChange {
  ref: string;
  before: string;
  after: string;
}

/** Where the change comes from: a git push, or the web and API (which may do more). */
export type RefChangeSource = 'git' | 'web';

export interface RefChangeContext {
  protection: ProjectProtection;
  pusher: Pusher;
  source: RefChangeSource;
  /** The repository has no branch yet. */
  emptyRepository: boolean;
  defaultBranch: string | null;
  /**
   * Is this update a force push? `undefined` when it cannot be known yet (a git push, whose objects
   * arrive after the check): the verdict then asks for the check to be made once they have.
   */
  isForced?: (change: RefChange) => Promise<boolean>;
  /** The branches that contain a commit (a protected branch made on the web must start from one). */
  branchesContaining: (sha: string) => Promise<string[]>;
}

/** What the checks decided for one ref change. */
export type RefChangeVerdict =
  { allowed: false; message: string } | { allowed: true; refuseForcePush: boolean };

const allowed: RefChangeVerdict = { allowed: true, refuseForcePush: false };
const refuse = (message: string): RefChangeVerdict => ({ allowed: false, message });

/**
 * GitLab's branch and tag checks for one ref change (`Gitlab::Checks::BranchCheck` and `TagCheck`):
 * the default branch stays, protected branches take pushes, merges and deletions only from those
 * their rules name, protected tags are created only by those named and never moved.
 */
export async function checkRefChange(change: RefChange, ctx: RefChangeContext): Promise<RefChangeVerdict> {
  if (change.ref.startsWith('refs/heads/')) return checkBranch(change, change.ref.slice(11), ctx);
  if (change.ref.startsWith('refs/tags/')) return checkTag(change, change.ref.slice(10), ctx);
  return allowed;
}

async function checkBranch(
  change: RefChange,
  branch: string,
  ctx: RefChangeContext,
): Promise<RefChangeVerdict> {
  const { protection, pusher } = ctx;
  const creation = ZERO_OID.test(change.before);
  const deletion = ZERO_OID.test(change.after);
  if (deletion && branch === ctx.defaultBranch) return refuse(REF_UPDATE_MESSAGES.deleteDefaultBranch);
  if (!deletion && /^[0-9a-f]{40}(-\/|\/|$)/.test(branch)) return refuse(REF_UPDATE_MESSAGES.hexBranchName);

  if (ctx.emptyRepository && defaultBranchProtected(protection.defaults)) {
    return canPushToEmptyRepository(protection, pusher)
      ? allowed
      : refuse(REF_UPDATE_MESSAGES.emptyRepository);
  }
  if (!isProtectedBranch(protection, branch)) return allowed;

  let refuseForcePush = false;
  if (!creation && !deletion && !forcePushAllowed(protection, branch)) {
    if (!ctx.isForced) refuseForcePush = true;
    else if (await ctx.isForced(change)) return refuse(REF_UPDATE_MESSAGES.forcePushProtectedBranch);
  }
  if (creation) {
    if (canPushToBranch(protection, pusher, branch)) return allowed;
    if (!canMergeToBranch(protection, pusher, branch))
      return refuse(REF_UPDATE_MESSAGES.createProtectedBranch);
    // Mergers may start a protected branch from one that exists, on the web and through the API.
    if (ctx.source !== 'web') return refuse(REF_UPDATE_MESSAGES.createProtectedBranchNonWeb);
    const basis = await ctx.branchesContaining(change.after);
    if (!basis.some((name) => isProtectedBranch(protection, name))) {
      return refuse(REF_UPDATE_MESSAGES.createProtectedBranchFromUnprotected);
    }
    return allowed;
  }
  if (deletion) {
    if (!canUnprotectBranch(protection, pusher, branch))
      return refuse(REF_UPDATE_MESSAGES.deleteProtectedBranch);
    if (ctx.source !== 'web') return refuse(REF_UPDATE_MESSAGES.deleteProtectedBranchNonWeb);
    return allowed;
  }
  if (!canPushToBranch(protection, pusher, branch)) return refuse(REF_UPDATE_MESSAGES.pushProtectedBranch);
  return { allowed: true, refuseForcePush };
}

async function checkTag(change: RefChange, tag: string, ctx: RefChangeContext): Promise<RefChangeVerdict> {
  const { protection, pusher } = ctx;
  const creation = ZERO_OID.test(change.before);
  const deletion = ZERO_OID.test(change.after);
  if (creation && tag === ctx.defaultBranch) return refuse(REF_UPDATE_MESSAGES.tagNamedLikeDefaultBranch);
  if (!deletion) {
    if (tag.startsWith('refs/tags/')) return refuse(REF_UPDATE_MESSAGES.prohibitedTagName);
    if (/^([0-9a-f]{40}|[0-9a-f]{64})/.test(tag)) return refuse(REF_UPDATE_MESSAGES.shaTagName);
  }
  if (!isProtectedTag(protection, tag)) return allowed;
  if (!creation && !deletion) return refuse(REF_UPDATE_MESSAGES.updateProtectedTag);
  if (deletion) {
    if (!isMaintainer(pusher)) return refuse(REF_UPDATE_MESSAGES.deleteProtectedTag);
    if (ctx.source !== 'web') return refuse(REF_UPDATE_MESSAGES.deleteProtectedTagNonWeb);
  }
  return canCreateTag(protection, pusher, tag) ? allowed : refuse(REF_UPDATE_MESSAGES.createProtectedTag);
}
