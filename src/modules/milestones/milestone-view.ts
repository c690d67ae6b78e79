import type { MilestoneState } from './milestone.entity.ts';

/** A milestone as both faces show it; computed once by the service. */
export interface MilestoneView {
  id: number;
  iid: number;
  projectId: number | null;
  groupId: number | null;
  title: string;
  description: string | null;
  state: MilestoneState;
  /** YYYY-MM-DD. */
  dueDate: string | null;
  startDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Past its due date (GitLab: `due_date.past?`); false without one. */
  expired: boolean;
  /** Not started yet (GitLab: `start_date.future?`); false without a start date. */
  upcoming: boolean;
  /** A group milestone whose group is a subgroup. */
  subgroup: boolean;
  /** `/<project>/-/milestones/<iid>` or `/groups/<group>/-/milestones/<iid>`. */
  webPath: string;
  webUrl: string;
}
