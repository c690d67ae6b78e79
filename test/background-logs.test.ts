import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * What goes wrong outside any request (event listeners, after-commit steps, the CI sweep) reaches
 * the application's log as JSON lines, with the error as a field, never as bare text.
 */
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({
    env: { CI_SWEEP_INTERVAL_MS: '100' },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});

afterAll(async () => {
  await t.close();
});

/** The log so far, each line parsed (every one must be one JSON object on one line). */
function entries(): Record<string, any>[] {
  expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
  return lines.map((line) => JSON.parse(line) as Record<string, any>);
}

/** Waits (every 50 ms, at most 10 s) for a log line with this message. */
async function loggedLine(msg: string): Promise<Record<string, any>> {
  for (let i = 0; i < 200; i++) {
    const entry = entries().find((e) => e['msg'] === msg);
    if (entry) return entry;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`"${msg}" was not logged; the log:\n${lines.join('')}`);
}

describe('failures of background work', () => {
  it('logs a failing event listener as a JSON line with the error, and other listeners still run', async () => {
    const seen: number[] = [];
    const stopFailing = t.running.services.bus.on('project.created', () => {
      throw new Error('listener exploded');
    });
    const stopSeeing = t.running.services.bus.on('project.created', (event) =>
      seen.push(event.payload.projectId),
    );
    try {
      const created = await t.post('/projects', { body: { name: 'listened-to' } });
      expect(created.status, created.text).toBe(201);
      const entry = await loggedLine('Listener for project.created failed');
      expect(entry).toMatchObject({
        level: 50,
        event: 'project.created',
        err: {
          type: 'Error',
          message: 'listener exploded',
          stack: expect.stringContaining('listener exploded'),
        },
      });
      expect(seen).toEqual([created.body.id]);
    } finally {
      stopFailing();
      stopSeeing();
    }
  });

  it('logs a failing after-commit step of a unit of work as a JSON line, and the work stays committed', async () => {
    const result = await t.run(() =>
      t.running.services.uow.run(async (tx) => {
        tx.afterCommit(async () => {
          throw new Error('after-commit step exploded');
        });
        return 'committed';
      }),
    );
    expect(result).toBe('committed');
    const entry = await loggedLine("A unit of work's after-commit step failed");
    expect(entry).toMatchObject({ level: 50, err: { message: 'after-commit step exploded' } });
  });

  it('logs a failing CI sweep as a JSON line', async () => {
    const db = t.running.orm.em.fork().getKysely();
    await sql`alter table ci_runners rename to ci_runners_away`.execute(db);
    try {
      const entry = await loggedLine('CI sweep failed');
      expect(entry).toMatchObject({
        level: 50,
        err: { message: expect.stringContaining('ci_runners') },
      });
    } finally {
      await sql`alter table ci_runners_away rename to ci_runners`.execute(db);
    }
  });
});
