import { presentCommit } from './commit.presenter.ts';
import type { Branch, Tag } from './refs.ts';

export function presentBranch(branch: Branch) {
  return {
    name: branch.name,
    merged: branch.merged,
    protected: branch.protected,
    default: branch.default,
    developers_can_push: branch.developersCanPush,
    developers_can_merge: branch.developersCanMerge,
    can_push: branch.canPush,
    web_url: `${branch.projectUrl}/-/tree/${encodeURI(branch.name)}`,
    commit: presentCommit(branch.commit, branch.projectUrl),
  };
}

export function presentTag(tag: Tag) {
  return {
    name: tag.name,
    message: tag.message,
    target: tag.target,
    commit: presentCommit(tag.commit, tag.projectUrl),
    release: null,
    protected: tag.protected,
    created_at: tag.createdAt?.toISOString() ?? null,
  };
}
