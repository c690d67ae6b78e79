import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest, verbatimError } from '../../core/errors.ts';
import type { RegistryRouteKey } from './registry-routes.ts';

/** The path parameters of a registry route (`*` is the rest of the path). */
export type RegistryParams = { id?: string; '*'?: string } & Record<string, string | undefined>;

export type RegistryHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type RegistryHandlers<K extends RegistryRouteKey> = Record<K, RegistryHandler>;

export const paramsOf = (req: FastifyRequest) => req.params as RegistryParams;

/**
 * The address the client reached us at: the links a registry document holds (tarballs, files) are
 * fetched by the same client through the same host, proxy or not.
 */
export function origin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** The rest of a request body, refused past `limit` bytes. */
export async function readAll(body: unknown, limit: number): Promise<Buffer> {
  const stream = body as Readable | undefined;
  if (!stream || typeof stream.pipe !== 'function') return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw verbatimError('bad_request', 'File is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A JSON request body (up to `limit` bytes); 400 when it is not JSON. */
export async function readJson(body: unknown, limit: number): Promise<unknown> {
  const text = (await readAll(body, limit)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body is not valid JSON');
  }
}

export function sendFile(reply: FastifyReply, fileName: string, body: Readable, type: string) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`)
    .send(body);
}
