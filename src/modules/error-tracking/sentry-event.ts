import { createHash } from 'node:crypto';

/**
 * What an error-tracking event contributes to its error: the fields GitLab groups by (name,
 * description, actor, platform) or the SDK's own fingerprint, and what the event row keeps.
 * Pure: no I/O.
 */
export interface NormalisedEvent {
  fingerprint: string;
  name: string;
  description: string;
  actor: string;
  platform: string | null;
  environment: string | null;
  level: string | null;
  occurredAt: Date;
  /** Who it affected (id, email, username or IP address), when the SDK says. */
  userKey: string | null;
  /** The event as the SDK sent it (JSON text), kept as the event's payload. */
  payloadJson: string;
}

type Json = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const obj = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

/** The first exception of an event (`exception.values[0]`, or the older `exception` list), if any. */
export function firstException(event: Json): Json | null {
  const exception = event.exception;
  const values = Array.isArray(exception) ? exception : obj(exception)?.values;
  if (!Array.isArray(values) || values.length === 0) return null;
  // Chained exceptions come oldest first; the one raised last is the error.
  return obj(values[values.length - 1]);
}

export function framesOf(exception: Json | null): Json[] {
  const frames = obj(exception?.stacktrace)?.frames;
  return Array.isArray(frames) ? frames.map(obj).filter((f): f is Json => f !== null) : [];
}

/** The event's message: `logentry.formatted`/`message`, or a plain `message` string. */
function messageOf(event: Json): string | null {
  const logentry = obj(event.logentry) ?? obj(event.message);
  return str(logentry?.formatted) ?? str(logentry?.message) ?? str(event.message) ?? null;
}

function timestampOf(value: unknown): Date {
  // Some SDKs send seconds since the epoch (a number or a numeric string), others ISO 8601.
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000);
  if (typeof value === 'string') {
    const date = /^\d+(\.\d+)?$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date();
}

function userKeyOf(event: Json): string | null {
  const user = obj(event.user);
  if (!user) return null;
  for (const field of ['id', 'email', 'username', 'ip_address']) {
    const value = user[field];
    if (typeof value === 'number') return `${field}:${value}`;
    if (str(value)) return `${field}:${value as string}`;
  }
  return null;
}

/**
 * An event with an exception or a message; null when it has neither (GitLab refuses those as an
 * unsupported payload). GitLab's actor: the transaction, else the last frame's function and module;
 * a message event's name is its message.
 */
export function normaliseEvent(event: Json, json: string): NormalisedEvent | null {
  const thrown = firstException(event);
  const message = messageOf(event);
  if (!thrown && !message) return null;
  // A message some SDKs send with a stack trace of where it was captured (a synthetic exception
  // carrying the message): still a message event.
  const synthetic =
    thrown !== null &&
    message !== null &&
    (obj(thrown.mechanism)?.synthetic === true || str(thrown.value) === message);
  const exception = synthetic ? null : thrown;
  const frames = framesOf(thrown);
  const last = frames[frames.length - 1];
  const actor =
    str(event.transaction) ??
    str(event.culprit) ??
    (last ? `${str(last.function) ?? '?'}(${str(last.module) ?? str(last.filename) ?? '?'})` : '');
  const name = exception ? (str(exception.type) ?? 'Error') : (message ?? '');
  const description = exception ? (str(exception.value) ?? message ?? name) : (message ?? '');
  const platform = str(event.platform);
  const sdkFingerprint = Array.isArray(event.fingerprint)
    ? event.fingerprint.filter((part): part is string => typeof part === 'string')
    : [];
  const ownFingerprint = sdkFingerprint.length > 0 && !sdkFingerprint.every((p) => p === '{{ default }}');
  const grouping = ownFingerprint
    ? ['fingerprint', ...sdkFingerprint]
    : ['default', name, description, actor, platform ?? ''];
  return {
    fingerprint: createHash('sha256').update(JSON.stringify(grouping)).digest('hex'),
    name,
    description,
    actor,
    platform,
    environment: str(event.environment),
    level: str(event.level) ?? (exception ? 'error' : 'info'),
    occurredAt: timestampOf(event.timestamp),
    userKey: userKeyOf(event),
    payloadJson: json,
  };
}
