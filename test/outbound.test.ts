import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type tls from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  OutboundRefusedError,
  type OutboundLookup,
  type OutboundPolicy,
} from '../src/core/outbound/guard.ts';
import { postOutbound } from '../src/core/outbound/request.ts';

const DENY: OutboundPolicy = { allowLocalRequests: false, allowlist: [] };
const ALLOW: OutboundPolicy = { allowLocalRequests: true, allowlist: [] };
/** TEST-NET-1: public as far as the guard is concerned, and nothing answers there. */
const PUBLIC = '192.0.2.10';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  servername?: string | false | null;
}

/** A server that records what it receives and answers with `respond`. */
async function receiver(
  host: string,
  port = 0,
  respond: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain', 'x-receiver': host }).end(`hello from ${host}`),
  server: http.Server = http.createServer(),
) {
  const received: Received[] = [];
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('secureConnection', (socket: tls.TLSSocket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        servername: (req.socket as tls.TLSSocket).servername,
      });
      respond(req, res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  return {
    received,
    port: address.port,
    url: `http://${host}:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Receiver = Awaited<ReturnType<typeof receiver>>;

/** A resolver that answers from a table, counting the questions. */
function fakeResolver(answers: Record<string, string[] | (() => string[])>) {
  const asked: string[] = [];
  const lookup: OutboundLookup = async (hostname) => {
    asked.push(hostname);
    const answer = answers[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const addresses = typeof answer === 'function' ? answer() : answer;
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, asked };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundRefusedError);
  return (error as OutboundRefusedError).message;
}

let local: Receiver;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  local = await receiver('127.0.0.1');
  cleanups.push(local.close);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('checkOutboundUrl', () => {
  it('refuses local, link-local and shared addresses with the reason, unless local requests are allowed', async () => {
    const cases: [string, string][] = [
      ['127.0.0.1', 'Requests to localhost are not allowed'],
      ['0.0.0.0', 'Requests to localhost are not allowed'],
      ['::', 'Requests to localhost are not allowed'],
      ['::ffff:127.0.0.1', 'Requests to localhost are not allowed'],
      ['127.0.0.5', 'Requests to loopback addresses are not allowed'],
      ['10.1.2.3', 'Requests to the local network are not allowed'],
      ['172.16.5.4', 'Requests to the local network are not allowed'],
      ['192.168.1.1', 'Requests to the local network are not allowed'],
      ['fd00:ec2::254', 'Requests to the local network are not allowed'],
      ['::ffff:10.0.0.1', 'Requests to the local network are not allowed'],
      ['::ffff:a00:1', 'Requests to the local network are not allowed'],
      ['169.254.169.254', 'Requests to the link local network are not allowed'],
      ['fe80::1', 'Requests to the link local network are not allowed'],
      ['::ffff:169.254.169.254', 'Requests to the link local network are not allowed'],
      ['100.64.0.1', 'Requests to the shared address space are not allowed'],
      ['255.255.255.255', 'Requests to the limited broadcast address are not allowed'],
    ];
    for (const [address, message] of cases) {
      const { lookup } = fakeResolver({ 'hook.example': [address] });
      expect(await refusal(checkOutboundUrl('http://hook.example/x', DENY, { lookup })), address).toBe(
        message,
      );
      const literal = address.includes(':') ? `[${address}]` : address;
      expect(await refusal(checkOutboundUrl(`https://${literal}:8443/`, DENY)), literal).toBe(message);
      const allowed = await checkOutboundUrl('http://hook.example/x', ALLOW, { lookup });
      expect(allowed.addresses).toHaveLength(1);
    }
    // Other spellings of an address, normalized by the URL parser.
    expect(await refusal(checkOutboundUrl('http://0x7f000001/', DENY))).toBe(
      'Requests to localhost are not allowed',
    );
    expect(await refusal(checkOutboundUrl('http://2852039166/latest/meta-data', DENY))).toBe(
      'Requests to the link local network are not allowed',
    );
  });

  it('checks every address of a host, and metadata service names', async () => {
    const { lookup } = fakeResolver({
      'mixed.example': ['93.184.216.34', '10.0.0.7'],
      'metadata.google.internal': ['93.184.216.34'],
      'public.example': ['93.184.216.34', '2606:2800:220:1::1'],
    });
    expect(await refusal(checkOutboundUrl('http://mixed.example/', DENY, { lookup }))).toBe(
      'Requests to the local network are not allowed',
    );
    expect(
      await refusal(checkOutboundUrl('http://metadata.google.internal/computeMetadata/', DENY, { lookup })),
    ).toBe('Requests to the link local network are not allowed');
    const target = await checkOutboundUrl('https://public.example/hook', DENY, { lookup });
    expect(target).toMatchObject({
      hostname: 'public.example',
      port: 443,
      address: '93.184.216.34',
      family: 4,
      addresses: ['93.184.216.34', '2606:2800:220:1::1'],
    });
  });

  it('refuses other schemes, invalid URLs and hosts that do not resolve', async () => {
    const { lookup } = fakeResolver({});
    expect(await refusal(checkOutboundUrl('ftp://93.184.216.34/', ALLOW))).toBe(
      'Only allowed schemes are http, https',
    );
    expect(await refusal(checkOutboundUrl('file:///etc/passwd', ALLOW))).toBe(
      'Only allowed schemes are http, https',
    );
    expect(await refusal(checkOutboundUrl('not a url', ALLOW))).toBe('URI is invalid');
    expect(await refusal(checkOutboundUrl('http://93.184.216.34/a\nb', ALLOW))).toBe('URI is invalid');
    expect(await refusal(checkOutboundUrl('http://nowhere.example/', ALLOW, { lookup }))).toBe(
      'Host cannot be resolved or invalid',
    );
    const never: OutboundLookup = () => new Promise(() => undefined);
    expect(
      await refusal(checkOutboundUrl('http://slow.example/', ALLOW, { lookup: never, resolveTimeoutMs: 50 })),
    ).toBe('Host cannot be resolved or invalid');
  });

  it('lets allowlisted addresses, ranges, hosts and subdomains through, on their port if they name one', async () => {
    const { lookup } = fakeResolver({
      'hooks.internal': ['10.0.0.5'],
      'ci.hooks.internal': ['10.0.0.6'],
      'other.internal': ['10.0.0.5'],
    });
    const allow = async (allowlist: string[], url: string) =>
      checkOutboundUrl(url, { allowLocalRequests: false, allowlist }, { lookup }).then(
        () => true,
        (e: unknown) => {
          if (!(e instanceof OutboundRefusedError)) throw e;
          return false;
        },
      );
    expect(await allow([], 'http://10.0.0.5/')).toBe(false);
    expect(await allow(['10.0.0.5'], 'http://10.0.0.5/')).toBe(true);
    expect(await allow(['10.0.0.5'], 'http://other.internal/')).toBe(true);
    expect(await allow(['10.0.0.5:8080'], 'http://10.0.0.5:8080/')).toBe(true);
    expect(await allow(['10.0.0.5:8080'], 'http://10.0.0.5/')).toBe(false);
    expect(await allow(['10.0.0.0/24'], 'http://10.0.0.200:9000/')).toBe(true);
    expect(await allow(['10.0.0.0/24'], 'http://10.0.1.1/')).toBe(false);
    expect(await allow(['fd00::/8'], 'http://[fd12::1]/')).toBe(true);
    expect(await allow(['[fd12::1]:8080'], 'http://[fd12::1]:8080/')).toBe(true);
    expect(await allow(['[fd12::1]:8080'], 'http://[fd12::1]:8081/')).toBe(false);
    expect(await allow(['::ffff:10.0.0.5'], 'http://10.0.0.5/')).toBe(true);
    expect(await allow(['hooks.internal'], 'http://hooks.internal/')).toBe(true);
    expect(await allow(['HOOKS.internal:3000'], 'http://hooks.internal:3000/')).toBe(true);
    expect(await allow(['hooks.internal:3000'], 'http://hooks.internal/')).toBe(false);
    expect(await allow(['hooks.internal'], 'http://ci.hooks.internal/')).toBe(false);
    expect(await allow(['*.hooks.internal'], 'http://ci.hooks.internal/')).toBe(true);
    expect(await allow(['*.hooks.internal'], 'http://hooks.internal/')).toBe(false);
    expect(await allow(['*.internal:80'], 'http://hooks.internal/')).toBe(true);
    expect(await allow(['*.internal:81'], 'http://hooks.internal/')).toBe(false);
    // A name on the list does not open the addresses it shares with names not on it.
    expect(await allow(['hooks.internal'], 'http://other.internal/')).toBe(false);
  });
});

describe('postOutbound', () => {
  it('is refused for a local receiver by default and reaches it when the policy allows local requests', async () => {
    const before = local.received.length;
    expect(await refusal(postOutbound(`${local.url}/hook`, { policy: DENY, body: '{}' }))).toBe(
      'Requests to localhost are not allowed',
    );
    expect(local.received.length).toBe(before);

    const result = await postOutbound(`${local.url}/hook?a=1`, {
      policy: ALLOW,
      headers: { 'content-type': 'application/json', 'x-gitlab-event': 'Push Hook' },
      body: '{"ok":true}',
      timeoutMs: 30_000,
    });
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      body: 'hello from 127.0.0.1',
      truncated: false,
      address: '127.0.0.1',
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.headers['x-receiver']).toBe('127.0.0.1');
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(local.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/hook?a=1',
      body: '{"ok":true}',
      headers: {
        'content-type': 'application/json',
        'x-gitlab-event': 'Push Hook',
        host: `127.0.0.1:${local.port}`,
      },
    });
  });

  it('sends the credentials of the URL as basic authentication', async () => {
    const result = await postOutbound(`http://hook%20user:p%40ss@127.0.0.1:${local.port}/auth`, {
      policy: ALLOW,
      timeoutMs: 30_000,
    });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(local.received.at(-1)).toMatchObject({
      url: '/auth',
      headers: { authorization: `Basic ${Buffer.from('hook user:p@ss').toString('base64')}` },
    });
  });

  it('reaches a local receiver that the allowlist names, by address or by name', async () => {
    const { lookup } = fakeResolver({ 'receiver.internal': ['127.0.0.1'] });
    const byAddress = await postOutbound(`${local.url}/a`, {
      policy: { allowLocalRequests: false, allowlist: [`127.0.0.1:${local.port}`] },
      body: 'a',
    });
    expect(byAddress).toMatchObject({ ok: true, status: 200 });
    const byName = await postOutbound(`http://receiver.internal:${local.port}/b`, {
      policy: { allowLocalRequests: false, allowlist: ['receiver.internal'] },
      lookup,
      body: 'b',
    });
    expect(byName).toMatchObject({ ok: true, status: 200 });
    expect(local.received.at(-1)).toMatchObject({
      url: '/b',
      headers: { host: `receiver.internal:${local.port}` },
    });
    expect(
      await refusal(
        postOutbound(`${local.url}/c`, {
          policy: { allowLocalRequests: false, allowlist: [`127.0.0.1:${local.port + 1}`] },
        }),
      ),
    ).toBe('Requests to localhost are not allowed');
  });

  it('connects to the address it checked: a second answer from DNS (rebinding) is never used', async () => {
    // The checked address, allowlisted: 127.0.0.2. What the name rebinds to: 127.0.0.1, same port.
    const checked = await receiver('127.0.0.2');
    cleanups.push(checked.close);
    let rebound: Receiver | undefined;
    for (let attempt = 0; !rebound; attempt++) {
      rebound = await receiver('127.0.0.1', checked.port).catch((e: unknown) => {
        if (attempt > 5) throw e;
        return undefined;
      });
    }
    cleanups.push(rebound.close);
    const rebinding = () => {
      let answers = 0;
      return fakeResolver({ localhost: () => (answers++ === 0 ? ['127.0.0.2'] : ['127.0.0.1']) });
    };
    const policy = { allowLocalRequests: false, allowlist: ['127.0.0.2'] };

    // The resolver was honest once, then rebinds; the request still goes where the check looked.
    const first = rebinding();
    const result = await postOutbound(`http://localhost:${checked.port}/hook`, {
      policy,
      lookup: first.lookup,
      body: 'x',
    });
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      body: 'hello from 127.0.0.2',
      address: '127.0.0.2',
    });
    expect(first.asked).toEqual(['localhost']);
    expect(checked.received).toHaveLength(1);
    expect(checked.received[0]!.headers.host).toBe(`localhost:${checked.port}`);
    expect(rebound.received).toHaveLength(0);

    // A public answer at check time, a local one afterwards: no request reaches the local receiver.
    let answers = 0;
    const publicFirst = fakeResolver({ localhost: () => (answers++ === 0 ? [PUBLIC] : ['127.0.0.1']) });
    const unreachable = await postOutbound(`http://localhost:${checked.port}/hook`, {
      policy: DENY,
      lookup: publicFirst.lookup,
      body: 'x',
      timeoutMs: 500,
    });
    expect(unreachable).toMatchObject({ ok: false, address: PUBLIC });
    expect(publicFirst.asked).toEqual(['localhost']);
    expect(rebound.received).toHaveLength(0);
    expect(checked.received).toHaveLength(1);
  });

  it('keeps connections to a checked destination alive, and sends again when the receiver closed one meanwhile', async () => {
    const server = http.createServer();
    const connections: net.Socket[] = [];
    server.on('connection', (socket: net.Socket) => connections.push(socket));
    const kept = await receiver('127.0.0.1', 0, undefined, server);
    cleanups.push(kept.close);
    const send = (n: number) => postOutbound(`${kept.url}/kept/${n}`, { policy: ALLOW, body: `${n}` });

    for (let n = 0; n < 3; n++) expect(await send(n)).toMatchObject({ ok: true, status: 200 });
    expect(connections).toHaveLength(1);

    // The receiver drops the idle connection; the client learns it only when it reuses it.
    connections[0]!.destroy();
    expect(await send(3)).toMatchObject({ ok: true, status: 200 });
    expect(kept.received.map((r) => r.body)).toEqual(['0', '1', '2', '3']);
    expect(connections).toHaveLength(2);
  });

  it('tries the other checked addresses of a host when the first refuses the connection', async () => {
    const closed = await receiver('127.0.0.3');
    await closed.close();
    const target = await receiver('127.0.0.1', closed.port).catch(() => undefined);
    // Rarely, the port is taken on 127.0.0.1 meanwhile: nothing to prove then.
    if (!target) return;
    cleanups.push(target.close);
    const { lookup, asked } = fakeResolver({ 'dual.internal': ['127.0.0.3', '127.0.0.1'] });
    const result = await postOutbound(`http://dual.internal:${closed.port}/`, {
      policy: { allowLocalRequests: false, allowlist: ['127.0.0.0/8'] },
      lookup,
      timeoutMs: 30_000,
    });
    expect(result).toMatchObject({ ok: true, status: 200, address: '127.0.0.1' });
    expect(asked).toEqual(['dual.internal']);
    expect(target.received).toHaveLength(1);
  });

  it('gives up after the timeout, as a result', async () => {
    const silent = await receiver('127.0.0.1', 0, () => undefined);
    cleanups.push(silent.close);
    const result = await postOutbound(`${silent.url}/slow`, { policy: ALLOW, body: 'x', timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, error: 'timeout', address: '127.0.0.1' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);

    const closed = await receiver('127.0.0.1');
    const port = closed.port;
    await closed.close();
    const refused = await postOutbound(`http://127.0.0.1:${port}/`, { policy: ALLOW, timeoutMs: 30_000 });
    expect(refused).toMatchObject({ ok: false, error: 'network' });
    if (refused.ok) throw new Error('connected to a closed port');
    expect(refused.message).toMatch(/ECONNREFUSED/);
  });

  it('reports a response the server cuts short as a network failure', async () => {
    const rude = await receiver('127.0.0.1', 0, (req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('only part', () => req.socket.destroy());
    });
    cleanups.push(rude.close);
    const result = await postOutbound(rude.url, { policy: ALLOW, timeoutMs: 30_000 });
    expect(result).toMatchObject({ ok: false, error: 'network', address: '127.0.0.1' });
  });

  it('reads at most maxResponseBytes of the response', async () => {
    const big = 'x'.repeat(5000) + 'y'.repeat(5000);
    const chatty = await receiver('127.0.0.1', 0, (_req, res) => {
      res.writeHead(201, { 'content-type': 'text/plain' });
      // Part now, part later: the cut is made whatever the chunks.
      res.write(big.slice(0, 3000));
      setTimeout(() => res.end(big.slice(3000)), 20);
    });
    cleanups.push(chatty.close);
    const cut = await postOutbound(chatty.url, { policy: ALLOW, maxResponseBytes: 4000, timeoutMs: 30_000 });
    expect(cut).toMatchObject({ ok: true, status: 201, truncated: true, body: 'x'.repeat(4000) });
    const whole = await postOutbound(chatty.url, {
      policy: ALLOW,
      maxResponseBytes: 10_000,
      timeoutMs: 30_000,
    });
    expect(whole).toMatchObject({ ok: true, truncated: false, body: big });
    const small = await postOutbound(chatty.url, { policy: ALLOW, maxResponseBytes: 10, timeoutMs: 30_000 });
    expect(small).toMatchObject({ ok: true, truncated: true, body: 'x'.repeat(10) });
  });

  it('verifies TLS certificates against the URL host unless told not to', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbound-tls-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=hooks.test',
      '-addext',
      'subjectAltName=DNS:hooks.test',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]);
    const [key, cert] = await Promise.all([
      fs.readFile(path.join(dir, 'key.pem')),
      fs.readFile(path.join(dir, 'cert.pem')),
    ]);
    const secure = await receiver('127.0.0.1', 0, undefined, https.createServer({ key, cert }));
    cleanups.push(secure.close);
    const { lookup } = fakeResolver({ 'hooks.test': ['127.0.0.1'] });
    const url = `https://hooks.test:${secure.port}/tls`;

    const refused = await postOutbound(url, { policy: ALLOW, lookup, body: 'x', timeoutMs: 30_000 });
    expect(refused).toMatchObject({ ok: false, error: 'network' });
    if (refused.ok) throw new Error('a self-signed certificate was accepted');
    expect(refused.message).toMatch(/self[- ]signed/i);
    expect(secure.received).toHaveLength(0);

    const accepted = await postOutbound(url, {
      policy: ALLOW,
      lookup,
      body: 'x',
      timeoutMs: 30_000,
      rejectUnauthorized: false,
    });
    expect(accepted).toMatchObject({ ok: true, status: 200, address: '127.0.0.1' });
    expect(secure.received[0]).toMatchObject({
      servername: 'hooks.test',
      headers: { host: `hooks.test:${secure.port}` },
    });
  });
});
