import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  killService,
  newDataDir,
  removeServiceLeftovers,
  startService,
  waitFor,
  type ServiceProcess,
} from './support/service-process.ts';

const CASE_TIMEOUT = 240_000;
const HOOKS = 30;
/** Deliveries in flight at once: the receiver holds them when the service is killed. */
const IN_FLIGHT = 5;

const dirs: string[] = [];
const running = new Set<ServiceProcess>();

afterAll(async () => {
  await removeServiceLeftovers(running, dirs);
});

/**
 * A receiver that, while `holding`, keeps every request waiting for its answer (the deliveries in
 * flight when the service dies), and records each request's hook (its path) and idempotency key.
 */
async function holdingReceiver() {
  const received: { hook: string; key: string }[] = [];
  const held: http.ServerResponse[] = [];
  let holding = true;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ hook: req.url!, key: String(req.headers['idempotency-key']) });
      if (holding) held.push(res);
      else res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    release() {
      holding = false;
      for (const res of held.splice(0)) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// The service runs as an operator runs it, with its pg-boss job queue: the deliveries a crash leaves
// unsent are sent by the job queued with them, once their lease has run out (there is no sweep).
describe('webhook deliveries across a crash', () => {
  it(
    'kill -9 in the middle of a burst loses no delivery and repeats only with the same Idempotency-Key',
    async () => {
      const receiver = await holdingReceiver();
      const dir = await newDataDir();
      dirs.push(dir);
      const env = {
        WEBHOOK_DELIVERY_CONCURRENCY: String(IN_FLIGHT),
        // Held deliveries time out after 5 s each, so all 30 (six rounds of five) cannot get through before the kill.
        WEBHOOK_TIMEOUT_SECONDS: '5',
        WEBHOOK_SWEEP_INTERVAL_MS: '200',
      };
      try {
        const first = await startService(dir, { env });
        running.add(first);
        expect(
          (
            await api(first, 'PUT', '/application/settings', {
              allow_local_requests_from_web_hooks_and_services: true,
            })
          ).status,
        ).toBe(200);
        const project = await api(first, 'POST', '/projects', {
          name: 'burst',
          initialize_with_readme: true,
        });
        expect(project.status).toBe(201);
        for (let i = 0; i < HOOKS; i++) {
          const hook = await api(first, 'POST', `/projects/${project.body.id}/hooks`, {
            url: `${receiver.url}/hook-${i}`,
            push_events: true,
          });
          expect(hook.status).toBe(201);
        }
        const pushed = await api(first, 'POST', `/projects/${project.body.id}/repository/commits`, {
          branch: 'main',
          commit_message: 'burst',
          actions: [{ action: 'create', file_path: 'burst.txt', content: 'x' }],
        });
        expect(pushed.status).toBe(201);
        await waitFor(async () => receiver.received.length >= IN_FLIGHT, 'the first deliveries');
        await killService(first);
        running.delete(first);
        const beforeCrash = receiver.received.length;
        expect(beforeCrash).toBeLessThan(HOOKS);
        receiver.release();

        const second = await startService(dir, { env });
        running.add(second);
        await waitFor(
          async () => new Set(receiver.received.map((r) => r.hook)).size === HOOKS,
          'every hook to get its delivery',
        );
        // Nothing more comes: every delivery is done.
        await waitFor(async () => {
          const rows = await api(second, 'GET', `/projects/${project.body.id}/hooks`);
          const logs = await Promise.all(
            (rows.body as { id: number }[]).map((h) =>
              api(second, 'GET', `/projects/${project.body.id}/hooks/${h.id}/events`),
            ),
          );
          return logs.every((l) => (l.body as unknown[]).length >= 1);
        }, 'every delivery to be logged');

        const keysByHook = new Map<string, Set<string>>();
        for (const { hook, key } of receiver.received) {
          keysByHook.set(hook, (keysByHook.get(hook) ?? new Set()).add(key));
        }
        // One key per hook: a repeat is the same delivery, which the receiver can drop.
        expect([...keysByHook.values()].every((keys) => keys.size === 1)).toBe(true);
        expect(new Set(receiver.received.map((r) => r.key)).size).toBe(HOOKS);
        // Only what was in flight at the crash came twice.
        expect(receiver.received.length - HOOKS).toBeLessThanOrEqual(beforeCrash);
        await killService(second);
        running.delete(second);
      } finally {
        await receiver.close();
      }
    },
    CASE_TIMEOUT,
  );
});
