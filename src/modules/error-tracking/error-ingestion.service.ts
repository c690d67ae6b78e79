import { sql } from 'kysely';
import { badRequest, notFound } from '../../core/errors.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import { EnvelopeFormatError, jsonObject, parseEnvelope } from './sentry-envelope.ts';
import { ErrorBatchWriter } from './error-batch-writer.ts';
import type { ErrorTallyFolder } from './error-tally-folder.ts';
import { normaliseEvent, type NormalisedEvent } from './sentry-event.ts';

/** A new error of a project, ingested: for subscriptions (payloads carry ids, never rows). */
export interface ErrorTrackingErrorIngested {
  projectId: number;
  errorId: number;
}

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'error_tracking.error.ingested': ErrorTrackingErrorIngested;
  }
}

/** How a request reached the collector: Sentry's envelope endpoint, or the older store endpoint. */
export type CollectorStyle = 'envelope' | 'store';

/**
 * The collector: events Sentry SDKs send with a project's public key, written by a batched writer
 * (error-batch-writer.ts) that checks keys, creates new errors and inserts events with what they add
 * to their errors (folded into them by ErrorTallyFolder) for every event waiting. Unknown
 * or inactive keys, and projects whose integrated error tracking is off, are a 404 as GitLab's
 * collector answers.
 */
export class ErrorIngestionService {
  private readonly deps: ModuleDeps;
  private readonly writer: ErrorBatchWriter;

  constructor(deps: ModuleDeps, tallies: ErrorTallyFolder) {
    this.deps = deps;
    this.writer = new ErrorBatchWriter(
      () => kysely(deps.orm.em.fork()),
      (rows) => deps.uow.publishCommitted(rows),
      tallies,
    );
  }

  async collect(
    projectParam: string,
    publicKey: string | null,
    style: CollectorStyle,
    body: Buffer,
  ): Promise<void> {
    const projectId = /^\d+$/.test(projectParam) ? Number(projectParam) : null;
    if (projectId === null || projectId > 2147483647 || !publicKey || !/^[\w-]{1,255}$/.test(publicKey)) {
      throw notFound();
    }
    const events = eventsOf(style, body);
    if (events.length === 0) {
      // Sessions, transactions and the rest: accepted (SDKs want a 200), once the key is right.
      if (!(await this.keyAccepted(projectId, publicKey))) throw notFound();
      return;
    }
    await Promise.all(events.map((event) => this.writer.write(projectId, publicKey, event)));
  }

  private async keyAccepted(projectId: number, publicKey: string): Promise<boolean> {
    const result = await sql<{ ok: number }>`
      select 1 as ok from error_tracking_client_keys k
      join error_tracking_settings s on s.project_id = k.project_id
      where k.public_key = ${publicKey} and k.project_id = ${projectId} and k.active
        and s.enabled and s.integrated`.execute(kysely(this.deps.orm.em.fork()));
    return result.rows.length > 0;
  }
}

/** The events a request carries: an envelope's `event` items, or the store endpoint's one event. */
function eventsOf(style: CollectorStyle, body: Buffer): NormalisedEvent[] {
  try {
    const texts =
      style === 'store'
        ? [body.toString('utf8')]
        : parseEnvelope(body)
            .items.filter((item) => item.type === 'event')
            .map((item) => item.payload.toString('utf8'));
    return texts.map((text) => {
      const event = normaliseEvent(jsonObject(text), text);
      if (!event) throw badRequest('Unsupported sentry payload');
      return event;
    });
  } catch (error) {
    if (error instanceof EnvelopeFormatError) throw badRequest('Failed to parse sentry request');
    throw error;
  }
}
