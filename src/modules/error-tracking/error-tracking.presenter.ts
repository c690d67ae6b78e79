import type {
  ClientKeyView,
  ErrorEventRow,
  ErrorRow,
  ErrorTrackingSettingView,
} from './error-tracking-views.ts';

/** GitLab's `Entities::ErrorTracking::ClientKey`. */
export function presentClientKey(key: ClientKeyView) {
  return { id: key.id, active: key.active, public_key: key.publicKey, sentry_dsn: key.sentryDsn };
}

/** GitLab's `Entities::ErrorTracking::ProjectSetting`. */
export function presentErrorTrackingSetting(setting: ErrorTrackingSettingView) {
  return {
    active: setting.active,
    project_name: setting.projectName,
    sentry_external_url: setting.sentryExternalUrl,
    api_url: setting.apiUrl,
    integrated: setting.integrated,
  };
}

/** An error, in the fields of GitLab's error tracking API (`Error`). */
export function presentError(error: ErrorRow) {
  return {
    id: error.id,
    project_id: error.project_id,
    fingerprint: error.fingerprint,
    name: error.name,
    description: error.description,
    actor: error.actor,
    platform: error.platform,
    event_count: error.event_count,
    approximated_user_count: error.user_count,
    first_seen_at: error.first_seen_at.toISOString(),
    last_seen_at: error.last_seen_at.toISOString(),
    status: error.status,
  };
}

/** One event of an error, with the payload the SDK sent. */
export function presentErrorEvent(event: ErrorEventRow) {
  return {
    id: Number(event.id),
    error_id: event.error_id,
    project_id: event.project_id,
    description: event.description,
    environment: event.environment,
    level: event.level,
    occurred_at: event.occurred_at.toISOString(),
    payload: event.payload,
  };
}
