import type { JobView } from '../ci/jobs/job-view.ts';
import type { User } from '../users/user.entity.ts';
import type { DeploymentStatus, EnvironmentState, EnvironmentTier } from './environment.entity.ts';

/** An environment as both faces show it (times as ISO 8601 strings, as GitLab renders them). */
export interface EnvironmentView {
  id: number;
  projectId: number;
  name: string;
  slug: string;
  externalUrl: string | null;
  description: string | null;
  state: EnvironmentState;
  tier: EnvironmentTier;
  autoStopAt: string | null;
  stopJobName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A deployment as both faces show it. */
export interface DeploymentView {
  id: number;
  iid: number;
  projectId: number;
  environmentId: number;
  ref: string;
  tag: boolean;
  sha: string;
  userId: number | null;
  jobId: number | null;
  status: DeploymentStatus;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** A deployment with what presenters show: its environment; its user and job by id. */
export interface DeploymentDetail {
  deployment: DeploymentView;
  environment: EnvironmentView;
  user: User | null;
  /** The job that deploys, as the actor may read it. */
  deployable: JobView | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The select list that reads an `environments` row (aliased `e`) as an EnvironmentView. */
export const ENVIRONMENT_COLUMNS = `e.id, e.project_id as "projectId", e.name, e.slug,
  e.external_url as "externalUrl", e.description, e.state, e.tier,
  ${iso('e.auto_stop_at')} as "autoStopAt", e.stop_job_name as "stopJobName",
  ${iso('e.created_at')} as "createdAt", ${iso('e.updated_at')} as "updatedAt"`;

/** The select list that reads a `deployments` row (aliased `d`) as a DeploymentView. */
export const DEPLOYMENT_COLUMNS = `d.id, d.iid, d.project_id as "projectId", d.environment_id as "environmentId",
  d.ref, d.tag, d.sha, d.user_id as "userId", d.job_id as "jobId", d.status,
  ${iso('d.created_at')} as "createdAt", ${iso('d.updated_at')} as "updatedAt",
  ${iso('d.finished_at')} as "finishedAt"`;
