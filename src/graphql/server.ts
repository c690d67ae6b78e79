import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { Actor } from '../core/actor.ts';
import { readConnectionParams, readCredentials, type Credentials } from '../core/credentials.ts';
import { DomainError, InsufficientScopeError } from '../core/errors.ts';
import { hasNullByte, NULL_BYTES_MESSAGE } from '../core/null-bytes.ts';
import { withConnectionShare } from '../db/connection-share.ts';
import type { Services } from '../services.ts';
import { createDocumentCache } from './documents.ts';
import { offloadableNodes } from './offload/offload-decision.ts';
import { credentialsRefusal, readOperationCredentials } from './operation-credentials.ts';
import type { QueryWorkers } from './offload/query-workers.ts';
import { sharedSubscribe } from './shared-subscriptions.ts';
import { nextWriter } from './next-frames.ts';
import { SubscriptionAccess } from './subscription-access.ts';
import { createGraphqlYoga, GRAPHQL_PATH, type GraphqlServerContext } from './yoga.ts';

interface ServerContext extends GraphqlServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface GraphqlPluginOptions {
  schema: GraphQLSchema;
  services: Services;
  orm: MikroORM;
  /** Where queries that can return many nodes run (see offload/); null runs everything here. */
  queryWorkers: QueryWorkers | null;
}

/**
 * GraphQL over HTTP (GraphiQL on a browser GET) and over WebSocket (graphql-ws), on one path, with
 * one context factory: both authenticate like REST and get the same services.
 */
export async function graphqlPlugin(app: FastifyInstance, options: GraphqlPluginOptions): Promise<void> {
  const { services, orm, queryWorkers } = options;
  const config = services.config;
  const inFreshContext = <T>(run: () => T): T => RequestContext.create(orm.em, run);
  // Connections outlive their credentials' checks: every operation and every event checks them again.
  const access = new SubscriptionAccess(
    services.bus,
    (actor) => services.authentication.recheck(actor),
    inFreshContext,
    app.log,
  );
  const subscribe = sharedSubscribe(inFreshContext, access);
  /** A request (all the operations of a batch together) holds at most this many database connections at once. */
  const shared = <T>(work: () => T): T => withConnectionShare(config.GRAPHQL_MAX_DB_CONNECTIONS, work);

  const documents = createDocumentCache();
  const yoga = createGraphqlYoga<ServerContext>({
    schema: options.schema,
    documents,
    services,
    onUnexpectedError: (error) => app.log.error({ err: error }, 'GraphQL operation failed'),
    plugins: [
      {
        onSubscribe: (hook: { setSubscribeFn: (fn: typeof subscribe) => void }) =>
          hook.setSubscribeFn(subscribe),
      },
    ],
  });

  /**
   * Credentials → actor, with GraphQL's own rules: the token needs `api` or `read_api`, and CI job
   * tokens are refused (401), as GitLab's GraphQL API does not take them.
   */
  async function authenticate(credentials: Credentials): Promise<Actor> {
    const actor = await services.authentication.authenticate(credentials, { refuseJobToken: true });
    if (
      actor.method !== 'anonymous' &&
      !actor.sudo &&
      !actor.scopes.has('api') &&
      !actor.scopes.has('read_api')
    ) {
      throw new InsufficientScopeError(['api', 'read_api']);
    }
    return actor;
  }

  async function handleHttp(req: FastifyRequest, reply: FastifyReply) {
    // Checked before anything reads the request, as REST does.
    if (hasNullByte(req.body) || hasNullByte(req.query)) {
      return reply.code(400).send({ errors: [{ message: NULL_BYTES_MESSAGE }] });
    }
    let actor: Actor;
    try {
      actor = await authenticate(readCredentials(req.headers, req.query as Record<string, unknown>));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const status = error.kind === 'unauthorized' ? 401 : 403;
      return reply
        .code(status)
        .send({ errors: [{ message: status === 401 ? 'Invalid token' : error.describe() }] });
    }
    req.actor = actor;
    if (queryWorkers?.enabled && isExpensive(req)) return runOnWorker(queryWorkers, req, reply, actor);
    const response = await shared(() => yoga.handleNodeRequestAndResponse(req, reply, { req, reply, actor }));
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    // Results are small JSON documents: buffering sends them with a length in one write, where
    // piping yoga's web stream would cost a stream conversion and chunked encoding per response.
    const streaming = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    return reply.send(streaming ? response.body : Buffer.from(await response.arrayBuffer()));
  }

  function isExpensive(req: FastifyRequest): boolean {
    const nodes = offloadableNodes(options.schema, documents, req.method, req.body, req.query);
    return nodes !== null && nodes >= config.GRAPHQL_WORKER_MIN_NODES;
  }

  // yoga reads multipart bodies itself.
  app.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));

  app.route({
    method: 'GET',
    url: GRAPHQL_PATH,
    handler: handleHttp,
    wsHandler: makeHandler<Record<string, unknown>, { actor: Actor }>({
      onConnect: async (ctx) => {
        try {
          // Authentication reads the database: it needs an entity-manager context of its own.
          ctx.extra.actor = await RequestContext.create(orm.em, () =>
            authenticate(readConnectionParams(ctx.connectionParams)),
          );
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: async (ctx, id, payload) => {
        if (hasNullByte(payload)) return [new GraphQLError(NULL_BYTES_MESSAGE)];
        // An operation that carries credentials of its own runs as them; others as the connection's.
        const own = readOperationCredentials(payload.extensions);
        let actor: Actor;
        try {
          actor = own
            ? await RequestContext.create(orm.em, () => authenticate(own))
            : ctx.extra.actor
              ? await access.current(ctx.extra.actor)
              : await RequestContext.create(orm.em, () => authenticate({}));
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          if (error instanceof DomainError) return [credentialsRefusal(error)];
          throw error;
        }
        const enveloped = yoga.getEnveloped({
          req: ctx.extra.request,
          reply: undefined as unknown as FastifyReply,
          actor,
          params: payload,
        });
        const contextValue = await enveloped.contextFactory();
        // Shared results are written straight to the socket, past graphql-ws's loop (and its
        // `onNext` hook, unused here): see SharedStream.
        contextValue.writeNext = nextWriter(ctx.extra.socket, id);
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document: enveloped.parse(payload.query),
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        if (errors.length > 0) return errors;
        return args;
      },
      execute: (args) =>
        shared(() => RequestContext.create(orm.em, () => (args.rootValue as EnvelopedRoot).execute(args))),
      // Each event is executed with an entity manager of its own (see sharedSubscribe).
      subscribe: (args) =>
        RequestContext.create(orm.em, () => (args.rootValue as EnvelopedRoot).subscribe(args)),
    }),
  });
  app.route({ method: ['POST', 'OPTIONS'], url: GRAPHQL_PATH, handler: handleHttp });
}

/** The enveloped execute/subscribe functions, passed to graphql-ws through rootValue (yoga's recipe). */
type OperationResult = Promise<ExecutionResult | AsyncIterableIterator<ExecutionResult>>;
interface EnvelopedRoot {
  execute(args: ExecutionArgs): OperationResult;
  subscribe(args: ExecutionArgs): OperationResult;
}

/** Runs a request on a query worker and answers with what it answered. */
async function runOnWorker(
  workers: QueryWorkers,
  req: FastifyRequest,
  reply: FastifyReply,
  actor: Actor,
): Promise<FastifyReply> {
  const response = await workers.run({
    url: `http://localhost${req.url}`,
    method: req.method,
    headers: forwardedHeaders(req),
    body: req.method === 'GET' ? null : JSON.stringify(req.body),
    actor,
  });
  for (const [key, value] of response.headers) void reply.header(key, value);
  return reply.status(response.status).send(Buffer.from(response.body));
}

/** What the executor reads of a request besides its body: content negotiation. */
function forwardedHeaders(req: FastifyRequest): [string, string][] {
  const headers: [string, string][] = [['content-type', 'application/json']];
  const accept = req.headers.accept;
  if (accept) headers.push(['accept', accept]);
  return headers;
}
