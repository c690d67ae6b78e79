import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import { rejectNullBytes } from '../../core/null-bytes.ts';
import { renderDomainError } from '../../rest/errors.ts';
import type { PluginRoute } from '../../rest/plugin-route.ts';
import type { Services } from '../../services.ts';
import { genericHandlers } from './generic-registry.http.ts';
import { npmHandlers } from './npm-registry.http.ts';
import { pypiHandlers } from './pypi-registry.http.ts';
import type { RegistryHandlers } from './registry-http.ts';
import { REGISTRY_ROUTES, type RegistryRouteKey } from './registry-routes.ts';

/**
 * The package registries as their clients speak them, under /api/v4: npm (npm-registry.http.ts),
 * PyPI (pypi-registry.http.ts) and generic packages (generic-registry.http.ts), one handler per
 * route of REGISTRY_ROUTES. Bodies are not parsed here: uploads are streamed to the package store,
 * which stops at the plan limit.
 */
export async function packageRegistriesPlugin(
  app: FastifyInstance,
  options: { services: Services },
): Promise<void> {
  const { services } = options;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  await app.register(multipart, { limits: { fileSize: Number.MAX_SAFE_INTEGER, files: 1 } });
  app.setErrorHandler(renderRegistryError);

  const handlers: RegistryHandlers<RegistryRouteKey> = {
    ...npmHandlers(services),
    ...pypiHandlers(services),
    ...genericHandlers(services),
  };
  for (const [key, route] of Object.entries(REGISTRY_ROUTES) as [RegistryRouteKey, PluginRoute][]) {
    const handler = handlers[key];
    app.route({
      method: route.method,
      url: `/api/v4${route.url}`,
      handler: async (req, reply) => {
        rejectNullBytes({ ...(req.query as object), ...(req.params as object) });
        return handler(req, reply);
      },
    });
  }
}

/**
 * Domain errors as the REST API renders them, except that anonymous callers of what they may not see
 * are asked for credentials (package clients send them only when asked). Malformed requests (bad
 * multipart bodies and the like) are a 400; nothing else is shown.
 */
function renderRegistryError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    const response = renderDomainError(error);
    if (req.actor?.method === 'anonymous' && (response.status === 404 || response.status === 401)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Basic realm="GitLab Packages Registry"')
        .send({ message: '401 Unauthorized' });
    }
    return reply.code(response.status).send(response.body);
  }
  // The form parser's own words for a body that ends early or has no boundary.
  if (req.isMultipart() && /multipart/i.test(error.message)) {
    return reply.code(400).send({ message: '400 Bad request - content is invalid' });
  }
  if (error.statusCode === 413) return reply.code(413).send({ message: '413 Request Entity Too Large' });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(400).send({ message: `400 Bad request - ${error.message}` });
  }
  req.log.error({ err: error }, 'package registry request failed');
  return reply.code(500).send({ message: '500 Internal Server Error' });
}
