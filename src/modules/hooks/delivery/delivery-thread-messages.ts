import type { RelayedEvent } from '../../../core/threads/event-relay.ts';

/** What the main thread sends the delivery thread. */
export type ToDeliveryThread =
  /** Deliveries to send; `seq` is acknowledged once every delivery handed over so far is done. */
  { type: 'deliver'; ids: readonly number[]; seq: number } | RelayedEvent | { type: 'close' };

/** What the delivery thread sends back. */
export type FromDeliveryThread =
  | { type: 'settled'; seq: number }
  /** A domain event the thread's units of work published, for the instance's bus. */
  | { type: 'publish'; message: string }
  /** A line of the thread's logger, written by the main thread's. */
  | { type: 'log'; line: string };
