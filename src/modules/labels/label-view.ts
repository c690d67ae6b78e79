import type { LabelType } from './label.entity.ts';

/** A label as both faces show it. */
export interface LabelView {
  id: number;
  type: LabelType;
  projectId: number | null;
  groupId: number | null;
  title: string;
  color: string;
  textColor: string;
  description: string | null;
  archived: boolean;
  lockOnMerge: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The priority the project it was listed for gives it; null in groups and when unprioritized. */
  priority: number | null;
}

/** How many issues and merge requests carry a label (`with_counts`). */
export interface LabelCounts {
  openIssues: number;
  closedIssues: number;
  openMergeRequests: number;
}
