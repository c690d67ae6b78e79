import { defineEntity, p } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.ts';

/**
 * A client key of a project's integrated error tracking (`ErrorTracking::ClientKey`): the public key
 * of a Sentry DSN. SDKs send it with every event; it lets them submit events and nothing else.
 */
export const ErrorTrackingClientKeySchema = defineEntity({
  name: 'ErrorTrackingClientKey',
  tableName: 'error_tracking_client_keys',
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    active: p.boolean().default(true),
    publicKey: p.string().length(255).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['project'] }],
});

export class ErrorTrackingClientKey extends ErrorTrackingClientKeySchema.class {}
ErrorTrackingClientKeySchema.setClass(ErrorTrackingClientKey);

/** A project's error tracking setting (`ErrorTracking::ProjectErrorTrackingSetting`), integrated backend only. */
export const ErrorTrackingSettingSchema = defineEntity({
  name: 'ErrorTrackingSetting',
  tableName: 'error_tracking_settings',
  properties: {
    projectId: p.integer().primary(),
    enabled: p.boolean().default(false),
    integrated: p.boolean().default(true),
    updatedAt: p.datetime(),
  },
});

export class ErrorTrackingSetting extends ErrorTrackingSettingSchema.class {}
ErrorTrackingSettingSchema.setClass(ErrorTrackingSetting);

export const ERROR_STATUSES = ['unresolved', 'resolved', 'ignored'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * An error: the events of a project that share a fingerprint, with their count and when the first
 * and the last happened. Written by one upsert per event (error-ingestion.ts).
 */
export const ErrorTrackingErrorSchema = defineEntity({
  name: 'ErrorTrackingError',
  tableName: 'error_tracking_errors',
  properties: {
    id: p.integer().primary().autoincrement(),
    projectId: p.integer(),
    fingerprint: p.string().length(64),
    name: p.text(),
    description: p.text(),
    actor: p.text(),
    platform: p.text().nullable(),
    status: p.string().length(16).$type<ErrorStatus>().default('unresolved'),
    eventCount: p.integer().default(0),
    firstSeenAt: p.datetime(),
    lastSeenAt: p.datetime(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class ErrorTrackingError extends ErrorTrackingErrorSchema.class {}
ErrorTrackingErrorSchema.setClass(ErrorTrackingError);

/** One event an SDK sent, with its whole payload (stack trace included). */
export const ErrorTrackingErrorEventSchema = defineEntity({
  name: 'ErrorTrackingErrorEvent',
  tableName: 'error_tracking_error_events',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    errorId: p.integer(),
    projectId: p.integer(),
    description: p.text(),
    environment: p.text().nullable(),
    level: p.text().nullable(),
    occurredAt: p.datetime(),
    // `json`, not `jsonb`: stored as sent, which costs the collector less (written often, read seldom).
    payload: p.json<Record<string, unknown>>().columnType('json'),
    createdAt: p.datetime(),
  },
});

export class ErrorTrackingErrorEvent extends ErrorTrackingErrorEventSchema.class {}
ErrorTrackingErrorEventSchema.setClass(ErrorTrackingErrorEvent);

/** Who an error affected (an SDK's user id, email, username or IP address), once per error. */
export const ErrorTrackingErrorUserSchema = defineEntity({
  name: 'ErrorTrackingErrorUser',
  tableName: 'error_tracking_error_users',
  properties: {
    errorId: p.integer().primary(),
    userKey: p.text().primary(),
  },
});

export class ErrorTrackingErrorUser extends ErrorTrackingErrorUserSchema.class {}
ErrorTrackingErrorUserSchema.setClass(ErrorTrackingErrorUser);

/**
 * What one collector batch adds to one error, waiting to be folded into it (ErrorTallyFolder): the
 * batches append these instead of updating the error row, which would make them wait for each other.
 */
export const ErrorTrackingErrorTallySchema = defineEntity({
  name: 'ErrorTrackingErrorTally',
  tableName: 'error_tracking_error_tallies',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    errorId: p.integer(),
    eventCount: p.integer(),
    firstSeenAt: p.datetime(),
    lastSeenAt: p.datetime(),
    userKeys: p.array().columnType('text[]').default([]),
    createdAt: p.datetime(),
  },
});

export class ErrorTrackingErrorTally extends ErrorTrackingErrorTallySchema.class {}
ErrorTrackingErrorTallySchema.setClass(ErrorTrackingErrorTally);
