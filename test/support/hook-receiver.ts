import http from 'node:http';
import type { TestApp } from './app.ts';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  url: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  /** The body as JSON (undefined when it is not JSON: see `raw`). */
  body: any;
  raw: string;
}

/** A webhook receiver on loopback: records what it is sent, answers with `status`. */
export async function hookReceiver(status = 200) {
  const received: ReceivedDelivery[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        url: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body: json(raw),
        raw,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end('thanks');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    /** Waits until `n` deliveries have arrived. */
    async count(n: number) {
      while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Waits on a receiver's deliveries while the app sends them: `at(suffix)` lists the deliveries to URLs
 * ending in `suffix`, `waitFor(suffix, n)` waits until there are `n`, `waitUntil(what, done)` until any
 * condition holds. Between looks the app's webhook deliveries (and `alsoSettle`, the work that sets
 * some off) are let finish; a condition still false after 15 s fails, naming what was received.
 */
export function deliveryWaits(
  t: TestApp,
  r: { received: ReceivedDelivery[] },
  alsoSettle: () => Promise<void> = async () => {},
) {
  const at = (suffix: string) => r.received.filter((d) => d.url.endsWith(suffix));
  const waitUntil = async (what: string, done: () => boolean) => {
    const deadline = Date.now() + 15_000;
    while (!done()) {
      if (Date.now() > deadline)
        throw new Error(`Waited for ${what}: ${JSON.stringify(r.received.map((d) => d.url))}`);
      await alsoSettle();
      await t.running.services.hookDeliveries.idle();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const waitFor = async (suffix: string, n: number) => {
    await waitUntil(`${n} deliveries to ${suffix}`, () => at(suffix).length >= n);
    return at(suffix);
  };
  return { at, waitFor, waitUntil };
}
