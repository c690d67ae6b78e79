import type { TestApp } from './app.ts';

/**
 * Waits until the work committed changes set off in the background (webhook deliveries, notification
 * emails) is done: until a turn of the event loop and both listeners' idle leave the statement count
 * where it was. Cost tests call it so that their count holds the request's statements only.
 */
export async function backgroundSettled(t: TestApp): Promise<void> {
  for (;;) {
    const before = t.sql.statements.length;
    await new Promise((resolve) => setImmediate(resolve));
    await t.running.services.hookDeliveries.idle();
    await t.running.services.notificationEmails.idle();
    if (t.sql.statements.length === before) return;
  }
}
