import type { ErrorStatus } from './error-tracking.entity.ts';

/** What the error tracking services answer, and both faces show. */

/** What the client keys API shows of a key: the key and the DSN SDKs are configured with. */
export interface ClientKeyView {
  id: number;
  projectId: number;
  active: boolean;
  publicKey: string;
  sentryDsn: string;
}

/** A project's error tracking setting as GitLab's API shows it. */
export interface ErrorTrackingSettingView {
  projectId: number;
  active: boolean;
  integrated: boolean;
  projectName: string | null;
  sentryExternalUrl: string | null;
  apiUrl: string | null;
}

/** An error as both faces show it, with how many users it affected. */
export interface ErrorRow {
  id: number;
  project_id: number;
  fingerprint: string;
  name: string;
  description: string;
  actor: string;
  platform: string | null;
  status: ErrorStatus;
  event_count: number;
  user_count: number;
  first_seen_at: Date;
  last_seen_at: Date;
  project_name: string;
  /** The project's path (its slug). */
  project_path: string;
}

export interface ErrorEventRow {
  id: number;
  error_id: number;
  project_id: number;
  description: string;
  environment: string | null;
  level: string | null;
  occurred_at: Date;
  payload: Record<string, unknown>;
}

/** Events of an error in one hour: the hour's start and how many arrived in it. */
export interface ErrorFrequency {
  time: Date;
  count: number;
}
