import type { CommitRecord } from '../../git/commit-log.ts';

/** A branch as the API shows it. */
export interface Branch {
  name: string;
  commit: CommitRecord;
  merged: boolean;
  default: boolean;
  protected: boolean;
  developersCanPush: boolean;
  developersCanMerge: boolean;
  canPush: boolean;
  projectUrl: string;
  projectId: number;
}

/** A tag as the API shows it. */
export interface Tag {
  name: string;
  /** The tag object for annotated tags, else the commit. */
  target: string;
  message: string;
  commit: CommitRecord;
  createdAt: Date | null;
  protected: boolean;
  projectUrl: string;
  projectId: number;
}
