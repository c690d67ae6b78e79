import { renderMarkdown } from '../../core/markdown.ts';
import type { LabelCounts, LabelView } from './label-view.ts';

/** What a label's representation needs beyond the label: its counts when asked for (`with_counts`). */
export interface LabelPresentOptions {
  counts?: Map<number, LabelCounts> | null;
  /** The labels the caller is subscribed to. */
  subscribed?: ReadonlySet<number>;
}

function presentBasic(label: LabelView, options: LabelPresentOptions) {
  const counts = options.counts?.get(label.id);
  return {
    id: label.id,
    name: label.title,
    description: label.description,
    description_html: renderMarkdown(label.description),
    text_color: label.textColor,
    color: label.color,
    archived: label.archived,
    remove_on_close: false,
    ...(counts
      ? {
          open_issues_count: counts.openIssues,
          closed_issues_count: counts.closedIssues,
          open_merge_requests_count: counts.openMergeRequests,
        }
      : {}),
    subscribed: options.subscribed?.has(label.id) ?? false,
  };
}

/** A label as the project labels API shows it (GitLab's `Entities::ProjectLabel`). */
export function presentProjectLabel(label: LabelView, options: LabelPresentOptions = {}) {
  return {
    ...presentBasic(label, options),
    priority: label.priority,
    is_project_label: label.type === 'ProjectLabel',
  };
}

/** A label as the group labels API shows it (GitLab's `Entities::GroupLabel`). */
export function presentGroupLabel(label: LabelView, options: LabelPresentOptions = {}) {
  return presentBasic(label, options);
}
