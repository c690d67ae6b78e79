/**
 * Sentry's envelope format: a JSON header line, then items, each a JSON item header line and a
 * payload (`length` bytes when the header gives it, otherwise up to the next newline). Pure: no I/O.
 */
export interface EnvelopeItem {
  type: string;
  payload: Buffer;
}

export class EnvelopeFormatError extends Error {}

export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let at = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, at);
    const stop = end === -1 ? body.length : end;
    const chunk = body.subarray(at, stop);
    at = stop + 1;
    return chunk;
  };
  const header = jsonObject(line());
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (headerLine.length === 0 || (headerLine.length === 1 && headerLine[0] === 0x0d)) continue;
    const itemHeader = jsonObject(headerLine);
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
      if (at + length > body.length) throw new EnvelopeFormatError('item longer than the envelope');
      payload = body.subarray(at, at + length);
      at += length;
      // The newline after a payload of known length is optional.
      if (body[at] === 0x0a) at += 1;
    } else {
      payload = line();
    }
    items.push({ type: typeof itemHeader.type === 'string' ? itemHeader.type : '', payload });
  }
  return { header, items };
}

export function jsonObject(text: Buffer | string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(typeof text === 'string' ? text : text.toString('utf8'));
  } catch {
    throw new EnvelopeFormatError('not JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new EnvelopeFormatError('not a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * The public key of a request, as GitLab reads it: the `sentry_key` parameter, else the
 * `X-Sentry-Auth` header (`Sentry sentry_key=…, sentry_version=7`), else the DSN's user in Basic
 * authorization (`Authorization: Basic base64(public_key:)`).
 */
export function publicKeyOf(headers: Record<string, unknown>, query: Record<string, unknown>): string | null {
  const param = query.sentry_key;
  if (typeof param === 'string' && param !== '') return param;
  const auth = headers['x-sentry-auth'];
  if (typeof auth === 'string') {
    const match = /sentry_key=([^,\s]+)/.exec(auth);
    if (match) return match[1]!;
  }
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && /^basic /i.test(authorization)) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const user = decoded.split(':')[0];
    if (user) return user;
  }
  return null;
}
