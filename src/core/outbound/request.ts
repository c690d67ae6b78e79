import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { outboundConnections } from './connections.ts';
import { checkOutboundUrl, type OutboundLookup, type OutboundPolicy } from './guard.ts';

export interface OutboundPostOptions {
  /** POST unless said otherwise (some integrations GET or PUT). */
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange: resolution, connection, TLS, request and reading the response. Default 10 s. */
  timeoutMs?: number;
  policy: OutboundPolicy;
  /** At most this many bytes of the response body are read; the rest is dropped. Default 1 MiB. */
  maxResponseBytes?: number;
  /** Verify the server's TLS certificate (default true). */
  rejectUnauthorized?: boolean;
  /** Replaces the system resolver (see OutboundCheckOptions). */
  lookup?: OutboundLookup;
}

/** An answer from the server, whatever its status. */
export interface OutboundResponse {
  ok: true;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8, cut after `maxResponseBytes`. */
  body: string;
  truncated: boolean;
  durationMs: number;
  /** The address connected to. */
  address: string;
}

/** No answer: the connection failed, TLS was refused, or the time ran out. */
export interface OutboundFailure {
  ok: false;
  error: 'timeout' | 'network';
  message: string;
  durationMs: number;
  address: string;
}

export type OutboundResult = OutboundResponse | OutboundFailure;

/**
 * POSTs `body` to `url` (or sends it with `method`) after checking it against the policy (a refusal throws OutboundRefusedError).
 * The connection goes only to the addresses that were checked (the next one when one refuses), never
 * to a second resolution of the name, while the Host header and the TLS server name (SNI and
 * certificate check) stay the URL's host. Redirects are not followed. Network
 * errors and timeouts are results, not exceptions.
 */
export async function postOutbound(url: string | URL, options: OutboundPostOptions): Promise<OutboundResult> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const target = await checkOutboundUrl(url, options.policy, {
    lookup: options.lookup,
    resolveTimeoutMs: timeoutMs,
  });
  const remaining = Math.max(0, timeoutMs - (performance.now() - started));
  const maxBytes = options.maxResponseBytes ?? 1024 * 1024;
  const body = options.body === undefined ? Buffer.alloc(0) : Buffer.from(options.body);
  const { url: parsed } = target;
  let address = target.address;
  const tls = parsed.protocol === 'https:';
  const auth = parsed.username ? `${decode(parsed.username)}:${decode(parsed.password)}` : undefined;

  const rejectUnauthorized = options.rejectUnauthorized ?? true;
  const agent = outboundConnections.agentFor({
    tls,
    hostname: target.hostname,
    port: target.port,
    addresses: target.addresses,
    rejectUnauthorized,
  });

  return new Promise<OutboundResult>((resolve) => {
    let settled = false;
    let current: http.ClientRequest | undefined;
    const finish = (result: OutboundResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const durationMs = () => Math.round(performance.now() - started);
    const fail = (error: OutboundFailure['error'], message: string) =>
      finish({ ok: false, error, message, durationMs: durationMs(), address });

    const requestOptions: https.RequestOptions = {
      method: options.method ?? 'POST',
      host: target.hostname,
      // Resolution answers the checked addresses and nothing else, so a name that now points
      // elsewhere (DNS rebinding) is never followed; Node still tries each of them in turn.
      lookup: pinnedLookup(target.addresses),
      port: target.port,
      path: `${parsed.pathname}${parsed.search}`,
      auth,
      // A GET without a body sends no length, as clients do.
      headers: {
        ...options.headers,
        host: parsed.host,
        ...(options.method === 'GET' && body.length === 0 ? {} : { 'content-length': String(body.length) }),
      },
      // Pooled per checked destination (connections.ts).
      agent,
    };
    if (tls) {
      requestOptions.rejectUnauthorized = rejectUnauthorized;
      // SNI may not carry an IP address; without a name, the certificate is checked against the IP.
      if (net.isIP(target.hostname) === 0) requestOptions.servername = target.hostname;
    }
    const send = (mayRetry: boolean) => {
      const request = (tls ? https : http).request(requestOptions, (response) => {
        address = response.socket.remoteAddress ?? address;
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const done = () =>
          finish({
            ok: true,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            truncated,
            durationMs: durationMs(),
            address,
          });
        response.on('data', (chunk: Buffer) => {
          if (settled) return;
          if (size + chunk.length > maxBytes) {
            chunks.push(chunk.subarray(0, maxBytes - size));
            truncated = true;
            done();
            response.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', done);
        // Also a body cut short by the server ('aborted').
        response.on('error', (error) => fail('network', error.message));
      });
      current = request;
      request.on('error', (error) => {
        // A kept-alive connection the server closed meanwhile fails before any answer: the
        // request never reached it, so it goes once more, on a new connection.
        if (mayRetry && request.reusedSocket && !settled && isClosedConnection(error)) send(false);
        else fail('network', error.message);
      });
      request.end(body);
    };
    const timer = setTimeout(() => {
      fail('timeout', `Request timed out after ${timeoutMs} ms`);
      current?.destroy();
    }, remaining);
    send(true);
  });
}

function isClosedConnection(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

/** A `lookup` for net.connect that answers the given addresses, whatever the name. */
function pinnedLookup(addresses: readonly string[]): net.LookupFunction {
  const answers = addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
    const matching = answers.filter((a) => wanted === undefined || a.family === wanted);
    if (matching.length === 0) {
      const error = Object.assign(new Error('No checked address of the requested family'), {
        code: 'ENOTFOUND',
      });
      callback(error, '', 0);
      return;
    }
    if (options.all) callback(null, matching);
    else callback(null, matching[0]!.address, matching[0]!.family);
  };
}

/** A percent-encoded user name or password, decoded when it can be. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
