import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import type { Actor } from '../core/actor.ts';
import { readConnectionParams, readCredentials, type Credentials } from '../core/credentials.ts';
import { DomainError, InsufficientScopeError } from '../core/errors.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './builder.ts';
import { hasNullByte, NULL_BYTES_MESSAGE } from '../core/null-bytes.ts';
import { domainErrorFromDatabase } from '../core/database-refusals.ts';
import { toGraphQLError } from './errors.ts';
import { withConnectionShare } from '../db/connection-share.ts';
import { queryLimitsPlugin } from './limits.ts';
import { ExecutionTimeout, paceResolvers, pacingPlugin } from './pacing.ts';
import { slicedSerialisationPlugin } from './serialise.ts';
import { sharedSubscribe } from './shared-subscriptions.ts';
import { SubscriptionAccess } from './subscription-access.ts';

export const GRAPHQL_PATH = '/api/graphql';

/** Operations one request may batch (their costs are summed against the limits). */
const BATCH_LIMIT = 10;

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  actor: Actor;
}

/**
 * GraphQL over HTTP (GraphiQL on a browser GET) and over WebSocket (graphql-ws), on one path, with
 * one context factory: both authenticate like REST and get the same services.
 */
export async function graphqlPlugin(
  app: FastifyInstance,
  options: { schema: GraphQLSchema; services: Services; orm: MikroORM },
): Promise<void> {
  const { services, orm } = options;
  const config = services.config;
  const inFreshContext = <T>(run: () => T): T => RequestContext.create(orm.em, run);
  // Connections outlive their credentials' checks: every operation and every event checks them again.
  const access = new SubscriptionAccess(
    services.bus,
    (actor) => services.authentication.recheck(actor),
    inFreshContext,
  );
  const subscribe = sharedSubscribe(inFreshContext, access);
  paceResolvers(options.schema);
  /** A request (all the operations of a batch together) holds at most this many database connections at once. */
  const shared = <T>(work: () => T): T => withConnectionShare(config.GRAPHQL_MAX_DB_CONNECTIONS, work);

  const yoga: YogaServerInstance<ServerContext, GraphQLContext> = createYoga<ServerContext, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    logging: false,
    landingPage: false,
    // Arrays of operations in one request, as GitLab's multiplex; the limits apply to their sum.
    batching: { limit: BATCH_LIMIT },
    graphiql: { subscriptionsProtocol: 'WS', title: 'Railyard GraphiQL' },
    renderGraphiQL: async (opts) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(opts),
    context: ({ actor }) => ({ actor, services }),
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError) return toGraphQLError(original);
        // Where the operation stopped is no secret: the error keeps its path.
        if (original instanceof ExecutionTimeout) return error instanceof GraphQLError ? error : original;
        const refused = domainErrorFromDatabase(original);
        if (refused) return toGraphQLError(refused);
        if (!(error instanceof GraphQLError) || error.originalError) console.error(error);
        return maskError(error, message, isDev);
      },
    },
    plugins: [
      // Compiled execution for queries and mutations (per-field overhead is what GraphQL adds over
      // REST); subscriptions keep the standard executor.
      useGraphQlJit({}, { enableIf: (args) => !isSubscription(args) }),
      {
        onSubscribe: (hook: { setSubscribeFn: (fn: typeof subscribe) => void }) =>
          hook.setSubscribeFn(subscribe),
      },
      queryLimitsPlugin(options.schema, {
        maxLength: config.GRAPHQL_MAX_QUERY_LENGTH,
        maxDepth: {
          anonymous: config.GRAPHQL_MAX_DEPTH_ANONYMOUS,
          authenticated: config.GRAPHQL_MAX_DEPTH_AUTHENTICATED,
        },
        maxComplexity: {
          anonymous: config.GRAPHQL_MAX_COMPLEXITY_ANONYMOUS,
          authenticated: config.GRAPHQL_MAX_COMPLEXITY_AUTHENTICATED,
          admin: config.GRAPHQL_MAX_COMPLEXITY_ADMIN,
        },
        maxNodes: {
          anonymous: config.GRAPHQL_MAX_NODES_ANONYMOUS,
          authenticated: config.GRAPHQL_MAX_NODES_AUTHENTICATED,
        },
      }),
      pacingPlugin(config.GRAPHQL_TIMEOUT_MS),
      slicedSerialisationPlugin(),
      {
        // read_api tokens may query and subscribe, not mutate.
        onExecute({ args }: { args: ExecutionArgs }) {
          const actor = (args.contextValue as GraphQLContext).actor;
          const operation = args.document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
          if (
            operation?.kind === Kind.OPERATION_DEFINITION &&
            operation.operation === OperationTypeNode.MUTATION &&
            !actor.sudo &&
            !mayWrite(actor)
          ) {
            throw new GraphQLError(
              'The request requires higher privileges than provided by the access token.',
              {
                extensions: { code: 'FORBIDDEN', scope: 'api' },
              },
            );
          }
        },
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
    const response = await shared(() => yoga.handleNodeRequestAndResponse(req, reply, { req, reply, actor }));
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    // Results are small JSON documents: buffering sends them with a length in one write, where
    // piping yoga's web stream would cost a stream conversion and chunked encoding per response.
    const streaming = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    return reply.send(streaming ? response.body : Buffer.from(await response.arrayBuffer()));
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
      onSubscribe: async (ctx, _id, payload) => {
        if (hasNullByte(payload)) return [new GraphQLError(NULL_BYTES_MESSAGE)];
        let actor: Actor;
        try {
          actor = ctx.extra.actor
            ? await access.current(ctx.extra.actor)
            : await RequestContext.create(orm.em, () => authenticate({}));
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const enveloped = yoga.getEnveloped({
          req: ctx.extra.request,
          reply: undefined as unknown as FastifyReply,
          actor,
          params: payload,
        });
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document: enveloped.parse(payload.query),
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
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

function isSubscription(args: ExecutionArgs): boolean {
  return args.document.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION,
  );
}

function mayWrite(actor: Actor): boolean {
  return actor.method === 'anonymous' || actor.scopes.has('api');
}
