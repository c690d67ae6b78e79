import type { CommitRecord } from '../../git/commit-log.ts';
import { formatDate, type ChangelogConfig } from './changelog-config.ts';

/**
 * The Markdown section of one release: a version header, then one subsection per category (in
 * the order categories first appear, oldest commit first) listing each commit with a reference.
 */
export function renderRelease(input: {
  version: string;
  date: Date;
  config: ChangelogConfig;
  trailer: string;
  commits: CommitRecord[];
  projectPath: string;
}): string {
  const groups = new Map<string, CommitRecord[]>();
  for (const commit of input.commits) {
    const category = commit.trailers[input.trailer];
    if (!category) continue;
    const title = input.config.categories[category] ?? category;
    groups.set(title, [...(groups.get(title) ?? []), commit]);
  }
  let text = `## ${input.version} (${formatDate(input.date, input.config.dateFormat)})\n\n`;
  if (groups.size === 0) return `${text}No changes.\n`;
  for (const [title, commits] of groups) {
    text += `### ${title} (${commits.length} ${commits.length === 1 ? 'change' : 'changes'})\n\n`;
    for (const commit of commits) text += `- [${commit.title}](${input.projectPath}@${commit.id})\n`;
    text += '\n';
  }
  return text;
}

/** Commits that a later commit of the range reverts, and the reverting commits, are left out. */
export function withoutReverted(commits: CommitRecord[]): CommitRecord[] {
  const reverted = new Set<string>();
  const reverting = new Set<string>();
  const ids = new Set(commits.map((c) => c.id));
  for (const commit of commits) {
    const match = /This reverts commit ([0-9a-f]{40})/.exec(commit.message);
    if (match && ids.has(match[1]!)) {
      reverted.add(match[1]!);
      reverting.add(commit.id);
    }
  }
  return commits.filter((c) => !reverted.has(c.id) && !reverting.has(c.id));
}
