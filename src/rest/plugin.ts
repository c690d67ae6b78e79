import { domainErrorFromDatabase } from '../core/database-refusals.ts';
import { rejectNullBytes } from '../core/null-bytes.ts';
import { preconditionFromHeaders } from '../core/precondition.ts';
import '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor.ts';
import { readCredentials } from '../core/credentials.ts';
import { DomainError, MovedError } from '../core/errors.ts';
import type { Urls } from '../core/urls.ts';
import type { Services } from '../services.ts';
import { ParamsError, renderDomainError, renderParamsError, type ErrorResponse } from './errors.ts';
import { setPaginationHeaders } from './pagination.ts';
import {
  checkRouteAccess,
  jobTokenOptions,
  successStatus,
  type RouteContext,
  type RouteDefinition,
  type Router,
} from './router.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

export interface RestOptions {
  services: Services;
  urls: Urls;
  routers: readonly Router[];
}

const FASTIFY_JSON = 'application/json; charset=utf-8';

/** Mounts every module's routes under /api/v4 with the adapter's shared behaviour. */
export async function restPlugin(app: FastifyInstance, options: RestOptions): Promise<void> {
  const { services, urls } = options;
  const known: { method: string; pattern: RegExp }[] = [];

  for (const router of options.routers) {
    for (const route of router.routes) {
      known.push({ method: route.method, pattern: urlPattern(route.url) });
      app.route({
        method: route.method,
        url: route.url,
        handler: (req, reply) => handle(route, req, reply),
      });
    }
  }

  async function handle(route: RouteDefinition, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const raw = await rawParams(req, route, services);
    rejectNullBytes(raw);
    const actor = await services.authentication.authenticate(
      readCredentials(req.headers, raw),
      jobTokenOptions(route),
    );
    req.actor = actor;
    checkRouteAccess(route, actor);
    const input = parseInput(route, raw);
    const ctx: RouteContext<unknown> = {
      input,
      actor,
      services,
      urls,
      req,
      reply,
      precondition: preconditionFromHeaders(req.headers),
      paginate: (page, present) => {
        setPaginationHeaders(req, reply, page);
        return page.items.map(present);
      },
    };
    const body = await route.handler(ctx);
    if (reply.sent) return reply;
    reply.code(reply.statusCode !== 200 ? reply.statusCode : successStatus(route, body));
    return body === undefined ? reply.send() : body;
  }

  // GitLab's API answers `application/json` with no charset, and python-gitlab 3.x parses a body only
  // when the header is exactly that. Fastify's serializer adds the charset; raw answers (files,
  // archives, traces) set their own types and are left alone.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.getHeader('content-type') === FASTIFY_JSON)
      void reply.header('content-type', 'application/json');
    done(null, payload);
  });

  app.setErrorHandler((error, req, reply) => {
    const response = toErrorResponse(error, req);
    if (response.status >= 500) req.log.error({ err: error }, 'request failed');
    if (response.headers) void reply.headers(response.headers);
    return reply.code(response.status).send(response.body);
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?', 1)[0]!.replace(/^\/api\/v4/, '');
    const otherMethod = known.some((k) => k.method !== req.method && k.pattern.test(path));
    if (otherMethod) return reply.code(405).send({ message: '405 Method Not Allowed' });
    return reply.code(404).send({ message: '404 Not Found' });
  });
}

function toErrorResponse(error: unknown, req: FastifyRequest): ErrorResponse {
  if (error instanceof MovedError) return renderMoved(error, req);
  if (error instanceof DomainError) return renderDomainError(error);
  if (error instanceof ParamsError) return renderParamsError(error);
  const refused = domainErrorFromDatabase(error);
  if (refused) return renderDomainError(refused);
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, body: { message: '415 Unsupported Media Type' } };
  }
  if (fastifyError.statusCode === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { status: 413, body: { message: '413 Request Entity Too Large' } };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return {
      status: 400,
      body: { message: `400 Bad request - ${fastifyError.message ?? 'malformed request'}` },
    };
  }
  req.log.error(error);
  return { status: 500, body: { message: '500 Internal Server Error' } };
}

/** A read through an old path redirects to the same request by id; a write through it is refused. */
function renderMoved(error: MovedError, req: FastifyRequest): ErrorResponse {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return { status: 405, body: { message: 'Non GET methods are not allowed for moved projects' } };
  }
  const url = req.url.replace(
    new RegExp(`^/api/v4/${error.resource}/[^/?]+`),
    `/api/v4/${error.resource}/${error.id}`,
  );
  const location = `${req.protocol}://${req.host}${url}`;
  return {
    status: 301,
    body: { message: `This resource has been moved permanently to ${location}` },
    headers: { Location: location },
  };
}

function parseInput(route: RouteDefinition, raw: Record<string, unknown>): unknown {
  if (!route.options.input) return raw;
  const result = route.options.input.safeParse(raw);
  if (!result.success) throw new ParamsError(result.error, raw);
  return result.data;
}

/** Path, body and query parameters in one object, as Grape merges them (path wins, then body). */
async function rawParams(
  req: FastifyRequest,
  route: RouteDefinition,
  services: Services,
): Promise<Record<string, unknown>> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const params = (req.params ?? {}) as Record<string, unknown>;
  let body: Record<string, unknown> = {};
  const { multipart } = route.options;
  if (multipart && req.isMultipart()) {
    body = await readMultipart(req, multipart === true ? undefined : await multipart.maxFileBytes(services));
  } else if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) {
    body = req.body as Record<string, unknown>;
  }
  return { ...query, ...body, ...params };
}

/** Uploaded files as `{ filename, mimetype, data }`; other fields as strings. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** `maxFileBytes`: this route's limit instead of the registered one (a larger file is a 413). */
async function readMultipart(req: FastifyRequest, maxFileBytes?: number): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  const parts = maxFileBytes === undefined ? req.parts() : req.parts({ limits: { fileSize: maxFileBytes } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const file: UploadedFile = {
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      };
      fields[part.fieldname] = file;
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}

/** `/projects/:id/members/:user_id` → a regex matching one concrete path. */
function urlPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}
