import type { TestApp } from './app.ts';

/**
 * Resolves once the server of `app` has subscribed to its domain-event bus (the subscription is live),
 * by observing the next call to `bus.subscribe`.
 */
export function busSubscribed(app: TestApp): Promise<void> {
  const bus = app.running.services.bus;
  const original = bus.subscribe.bind(bus);
  return new Promise((resolve) => {
    bus.subscribe = ((...args: Parameters<typeof original>) => {
      const iterator = original(...args);
      bus.subscribe = original;
      resolve();
      return iterator;
    }) as typeof bus.subscribe;
  });
}
