import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, badRequest, payloadTooLarge } from '../../core/errors.ts';
import { renderDomainError } from '../../rest/errors.ts';
import type { Services } from '../../services.ts';
import type { CollectorStyle } from './error-ingestion.service.ts';
import { publicKeyOf } from './sentry-envelope.ts';

/** Largest request body (as sent, compressed or not), and largest once decompressed: Sentry's envelope limits. */
export const COLLECTOR_MAX_BODY_BYTES = 20 * 1024 * 1024;
export const COLLECTOR_MAX_DECOMPRESSED_BYTES = 100 * 1024 * 1024;

const decoders = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
} as const;

/**
 * GitLab's error tracking collector, where Sentry SDKs send events with a DSN the project issued:
 * `POST /api/v4/error_tracking/collector/api/:id/envelope` and `…/store` (SDKs add a trailing slash).
 * Bodies are read raw, whatever their content type, and decompressed as their `Content-Encoding`
 * says. The answer carries nothing back: 200 with an empty body.
 */
export async function errorTrackingCollectorPlugin(
  app: FastifyInstance,
  options: { services: Services },
): Promise<void> {
  const { services } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: COLLECTOR_MAX_BODY_BYTES },
    (_req, body, done) => done(null, body),
  );

  const collect =
    (style: CollectorStyle) =>
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      try {
        const body = await decoded(req);
        const key = publicKeyOf(req.headers, req.query as Record<string, unknown>);
        await services.errorIngestion.collect(req.params.id, key, style, body);
        return reply.code(200).type('application/json').send('');
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const rendered = renderDomainError(error);
        return reply.code(rendered.status).send(rendered.body);
      }
    };

  // No request-scoped entity manager: the batch writer has its own.
  const withoutContext = { config: { requestContext: false } };
  app.post('/api/v4/error_tracking/collector/api/:id/envelope', withoutContext, collect('envelope'));
  app.post('/api/v4/error_tracking/collector/api/:id/store', withoutContext, collect('store'));
}

async function decoded(req: FastifyRequest): Promise<Buffer> {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === '' || encoding === 'identity') return raw;
  const decode = decoders[encoding as keyof typeof decoders];
  if (!decode) throw badRequest('Failed to parse sentry request');
  try {
    return await decode(raw, { maxOutputLength: COLLECTOR_MAX_DECOMPRESSED_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw payloadTooLarge();
    throw badRequest('Failed to parse sentry request');
  }
}
