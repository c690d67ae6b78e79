import type { Actor } from '../../core/actor.ts';
import type { Config } from '../../config.ts';

/** What a query worker starts from: the instance's settings and its database. */
export interface QueryWorkerData {
  config: Config;
  databaseUrl: string;
  /** Whether to report every SQL statement back (the main thread's `onQuery`). */
  reportStatements: boolean;
  /** The main thread's log level: the worker's lines are relayed to its logger. */
  logLevel: string;
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
