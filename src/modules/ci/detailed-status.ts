import type { CiStatus } from './status.ts';

/** An action a status offers its viewer (retry, cancel, run, unschedule), as GitLab's `StatusAction`. */
export interface StatusActionView {
  id: string;
  buttonTitle: string;
  icon: string;
  method: 'post';
  path: string;
  title: string;
  confirmationMessage: string | null;
}

/** How a status is shown (GitLab's `DetailedStatus`): computed, nothing read. */
export interface DetailedStatusView {
  id: string;
  name: string;
  group: string;
  icon: string;
  label: string;
  text: string;
  tooltip: string;
  favicon: string;
  hasDetails: boolean;
  detailsPath: string | null;
  action: StatusActionView | null;
}

interface Look {
  text: string;
  label: string;
  icon: string;
  group: string;
}

const LOOKS: Record<CiStatus | 'canceling' | 'waiting_for_callback', Look> = {
  created: { text: 'Created', label: 'created', icon: 'created', group: 'created' },
  waiting_for_resource: {
    text: 'Waiting',
    label: 'waiting for resource',
    icon: 'pending',
    group: 'waiting-for-resource',
  },
  waiting_for_callback: {
    text: 'Waiting',
    label: 'waiting for callback',
    icon: 'pending',
    group: 'waiting-for-callback',
  },
  preparing: { text: 'Preparing', label: 'preparing', icon: 'preparing', group: 'preparing' },
  pending: { text: 'Pending', label: 'pending', icon: 'pending', group: 'pending' },
  running: { text: 'Running', label: 'running', icon: 'running', group: 'running' },
  success: { text: 'Passed', label: 'passed', icon: 'success', group: 'success' },
  failed: { text: 'Failed', label: 'failed', icon: 'failed', group: 'failed' },
  canceling: { text: 'Canceling', label: 'canceling', icon: 'canceled', group: 'canceling' },
  canceled: { text: 'Canceled', label: 'canceled', icon: 'canceled', group: 'canceled' },
  skipped: { text: 'Skipped', label: 'skipped', icon: 'skipped', group: 'skipped' },
  manual: { text: 'Manual', label: 'manual action', icon: 'manual', group: 'manual' },
  scheduled: { text: 'Scheduled', label: 'scheduled', icon: 'scheduled', group: 'scheduled' },
};

const WARNING: Look = {
  text: 'Warning',
  label: 'passed with warnings',
  icon: 'warning',
  group: 'success-with-warnings',
};

export interface StatusSubject {
  status: CiStatus;
  /** The object's id, to make the status's id unique among the page's. */
  id: number;
  /** Where the object's page is (null: no page of its own, like a bridge). */
  detailsPath: string | null;
  /** A failure that was allowed: shown as a warning. */
  warning?: boolean;
  tooltip?: string;
  action?: StatusActionView | null;
}

export function detailedStatus(subject: StatusSubject): DetailedStatusView {
  const look = subject.warning ? WARNING : LOOKS[subject.status];
  return {
    id: `${subject.warning ? 'success_with_warnings' : subject.status}-${subject.id}`,
    name: subject.warning ? 'SUCCESS_WITH_WARNINGS' : subject.status.toUpperCase(),
    group: look.group,
    icon: `status_${look.icon}`,
    label: look.label,
    text: look.text,
    tooltip: subject.tooltip ?? look.label,
    favicon: `/assets/ci_favicons/favicon_status_${look.icon}.png`,
    hasDetails: subject.detailsPath !== null,
    detailsPath: subject.detailsPath,
    action: subject.action ?? null,
  };
}

type JobAction = 'play' | 'unschedule' | 'cancel' | 'retry';

const ACTIONS: Record<JobAction, Omit<StatusActionView, 'id' | 'path' | 'method' | 'confirmationMessage'>> = {
  play: { icon: 'play', title: 'Run', buttonTitle: 'Run job' },
  unschedule: { icon: 'time-out', title: 'Unschedule', buttonTitle: 'Unschedule job' },
  cancel: { icon: 'cancel', title: 'Cancel', buttonTitle: 'Cancel this job' },
  retry: { icon: 'retry', title: 'Retry', buttonTitle: 'Retry this job' },
};

/** The action a job's status offers someone who may update it, if any. */
export function jobAction(
  job: { id: number; typeName: string; path: string },
  action: JobAction | null,
): StatusActionView | null {
  if (action === null) return null;
  return {
    id: `${job.typeName}-${job.id}`,
    ...ACTIONS[action],
    method: 'post',
    path: `${job.path}/${action}`,
    confirmationMessage: null,
  };
}
