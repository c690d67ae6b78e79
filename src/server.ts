import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { RequestContext } from '@mikro-orm/postgresql';

import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { QueryWorkers } from './graphql/offload/query-workers.ts';
import { graphqlPlugin } from './graphql/server.ts';
import { schema } from './graphql/schema.ts';
import { healthPlugin } from './health.ts';
import { oauthPlugin } from './modules/oauth/oauth.http.ts';
import { samlPlugin } from './modules/saml/saml.http.ts';
import { packageRegistriesPlugin } from './modules/packages/registry.http.ts';
import { errorTrackingCollectorPlugin } from './modules/error-tracking/error-tracking.collector.ts';
import { gitHttpPlugin, rewriteGitUrl } from './modules/repository/git-http.http.ts';
import { registrationsPlugin } from './modules/users/registrations.http.ts';
import { rewriteSnippetRawUrl, snippetsWebPlugin } from './modules/snippets/snippets.http.ts';
import { uploadsPlugin } from './modules/uploads/uploads.http.ts';
import { restPlugin } from './rest/plugin.ts';
import { routers } from './rest/routes.ts';
import { createServices, type AppDeps, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False: the route gets no request-scoped entity manager (it uses none). */
    requestContext?: boolean;
  }
}

export interface BuiltServer {
  app: FastifyInstance;
  services: Services;
}

const parseQuery = (text: string) => qs.parse(text, { depth: 5, arrayLimit: 1000, parameterLimit: 10_000 });

/**
 * Builds the HTTP application: REST under /api/v4, GraphQL (HTTP and WebSocket) at /api/graphql,
 * OAuth at /oauth, health checks at /-/. Every request gets its own entity manager.
 */
export async function buildServer(
  deps: AppDeps & { queryWorkers?: QueryWorkers | null },
): Promise<BuiltServer> {
  const services = createServices(deps);
  const app = Fastify({
    // The process's logger (core/logger.ts), so requests and background work log alike.
    loggerInstance: deps.logger,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048, querystringParser: parseQuery },
    bodyLimit: 10 * 1024 * 1024,
    forceCloseConnections: 'idle',
    rewriteUrl: (req) => rewriteSnippetRawUrl(rewriteGitUrl(req.url ?? '/')),
  });

  // A JSON body may be empty (some clients send a content type with no body on DELETE).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });
  await app.register(formbody, { parser: parseQuery });
  await app.register(websocket);

  app.addHook('onRequest', (req, _reply, done) => {
    // Routes that use no request-scoped entity manager say so (the error tracking collector, whose
    // writer has its own: a context per event was a tenth of what a burst of events cost).
    if (req.routeOptions.config.requestContext === false) return done();
    RequestContext.create(deps.orm.em, done);
  });
  // On shutdown, requests in flight finish; their connections are then closed rather than kept alive,
  // so that closing the server does not wait for clients' keep-alive timeouts.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
  // API use (REST or GraphQL) marks the user active today.
  app.addHook('onResponse', async (req) => {
    const actor = req.actor;
    if (actor?.user && actor.method !== 'job_token') {
      await services.users.recordActivity(actor.user.id).catch((error: unknown) => req.log.warn(error));
    }
  });

  await app.register(healthPlugin, { orm: deps.orm });
  await app.register(oauthPlugin, { services });
  await app.register(registrationsPlugin, { services });
  await app.register(samlPlugin, { services });
  await app.register(errorTrackingCollectorPlugin, { services });
  await app.register(uploadsPlugin, { services });
  await app.register(packageRegistriesPlugin, { services });
  await app.register(snippetsWebPlugin, { services });
  await app.register(gitHttpPlugin, { services });
  await app.register(graphqlPlugin, {
    schema,
    services,
    orm: deps.orm,
    queryWorkers: deps.queryWorkers ?? null,
  });
  await app.register(
    async (api) => {
      await api.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
      await restPlugin(api, { services, urls: services.urls, routers });
    },
    { prefix: '/api/v4' },
  );
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: '404 Not Found' }));
  return { app, services };
}
