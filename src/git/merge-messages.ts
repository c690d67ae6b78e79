/** What GitLab's default commit message templates read from a merge request. */
export interface MergeMessageInput {
  sourceBranch: string;
  targetBranch: string;
  title: string;
  /** Full reference, `group/project!12`. */
  reference: string;
  /** Included in place of the closed issues line (GitLab's "Include merge request description"). */
  description?: string | null;
  /** References of the issues the description closes, `#1`, `other/project#2`. */
  closesIssues?: readonly string[];
}

/**
 * GitLab's default merge commit message:
 * `Merge branch '<source>' into '<target>'`, the title, `Closes ...` (or the description), and
 * `See merge request <reference>`, paragraphs separated by blank lines, empty ones left out.
 */
export function defaultMergeCommitMessage(input: MergeMessageInput): string {
  const description = input.description?.trim();
  const issues = input.closesIssues ?? [];
  const paragraphs = [
    `Merge branch '${input.sourceBranch}' into '${input.targetBranch}'`,
    input.title,
    description ? description : issues.length > 0 ? `Closes ${toSentence(issues)}` : '',
    `See merge request ${input.reference}`,
  ];
  return paragraphs.filter((p) => p.trim() !== '').join('\n\n');
}

/** GitLab's default squash commit message: the merge request's title. */
export function defaultSquashCommitMessage(input: Pick<MergeMessageInput, 'title'>): string {
  return input.title;
}

/** `a`, `a and b`, `a, b and c` */
function toSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
