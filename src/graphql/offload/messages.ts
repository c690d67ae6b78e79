import type { Actor } from '../../core/actor.ts';
import type { ThreadData } from '../../thread-services.ts';

/** What a query worker starts from: the instance's settings and its database. */
export interface QueryWorkerData extends ThreadData {
  /** Whether to report every SQL statement back (the main thread's `onQuery`). */
  reportStatements: boolean;
}

/** A GraphQL HTTP request, already authenticated on the main thread. */
export interface OffloadedRequest {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
  actor: Actor;
}

export interface OffloadedResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'response'; id: number; response: OffloadedResponse }
  | { type: 'failed'; id: number; message: string }
  | { type: 'statement'; id: number; sql: string }
  | { type: 'error'; message: string; stack?: string }
  /** A line of the worker's logger, written by the main thread's. */
  | { type: 'log'; line: string };
