import type { DomainEventType, EventBus } from '../events.ts';

/**
 * The events the caches of a worker thread depend on (the application settings). A worker's bus
 * hears nothing by itself, so the main thread passes these on.
 */
export const RELAYED_EVENT_TYPES = [
  'application_settings.updated',
] as const satisfies readonly DomainEventType[];

/** A domain event the main thread heard, passed on to a worker thread. */
export interface RelayedEvent {
  type: 'event';
  message: string;
}

/** Passes RELAYED_EVENT_TYPES events of `bus` to `send`; returns a function that stops it. */
export function relayEvents(bus: EventBus, send: (message: RelayedEvent) => void): () => void {
  const stops = RELAYED_EVENT_TYPES.map((type) =>
    bus.on(type, (event) => send({ type: 'event', message: JSON.stringify(event) })),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
