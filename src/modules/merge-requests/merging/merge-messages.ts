import { defaultMergeCommitMessage, defaultSquashCommitMessage } from '../../../git/merge-messages.ts';
import type { MergeRequestRow } from '../merge-requests.finder.ts';

/** What GitLab's commit message templates can name. */
export interface TemplateFacts {
  row: Pick<MergeRequestRow, 'source_branch' | 'target_branch' | 'title' | 'description'>;
  /** `group/project!12` */
  reference: string;
  url: string;
  mergedBy: string;
}

/**
 * Renders a project's `merge_commit_template` or `squash_commit_template`: GitLab's placeholders
 * (`%{source_branch}`, `%{target_branch}`, `%{title}`, `%{description}`, `%{reference}`, `%{url}`,
 * `%{merged_by}`; `%{issues}`, `%{approved_by}`, `%{co_authored_by}` empty here), unknown ones kept.
 * A line holding only a placeholder that renders empty goes, as in GitLab.
 */
export function renderCommitTemplate(template: string, facts: TemplateFacts): string {
  const values: Record<string, string> = {
    source_branch: facts.row.source_branch,
    target_branch: facts.row.target_branch,
    title: facts.row.title,
    description: facts.row.description ?? '',
    reference: facts.reference,
    url: facts.url,
    merged_by: facts.mergedBy,
    issues: '',
    approved_by: '',
    co_authored_by: '',
    all_commits: '',
    first_commit: '',
    first_multiline_commit: '',
  };
  const lines = template.split('\n').flatMap((line) => {
    const only = /^%\{(\w+)\}$/.exec(line.trim());
    if (only && only[1]! in values && values[only[1]!] === '') return [];
    return [line.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)];
  });
  return lines.join('\n').trim();
}

/**
 * The merge commit message: the project's template, else GitLab's default (with the merge request's
 * description in place of the closed issues line when `includeDescription`).
 */
export function mergeCommitMessage(
  template: string | null,
  facts: TemplateFacts,
  options: { includeDescription?: boolean } = {},
): string {
  if (template) return renderCommitTemplate(template, facts);
  return defaultMergeCommitMessage({
    sourceBranch: facts.row.source_branch,
    targetBranch: facts.row.target_branch,
    title: facts.row.title,
    reference: facts.reference,
    description: options.includeDescription ? facts.row.description : null,
  });
}

/** The squash commit message: the caller's, else the project's template, else the title. */
export function squashCommitMessage(template: string | null, facts: TemplateFacts): string {
  if (template) return renderCommitTemplate(template, facts);
  return defaultSquashCommitMessage({ title: facts.row.title });
}
