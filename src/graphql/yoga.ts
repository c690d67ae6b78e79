import { useGraphQlJit } from '@envelop/graphql-jit';
import { GraphQLError, Kind, OperationTypeNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Actor } from '../core/actor.ts';
import { DomainError } from '../core/errors.ts';
import { domainErrorFromDatabase } from '../core/database-refusals.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './builder.ts';
import { createDocumentCache, type DocumentCache } from './documents.ts';
import { toGraphQLError } from './errors.ts';
import { queryLimitsPlugin } from './limits.ts';
import { ExecutionTimeout, paceResolvers, pacingPlugin } from './pacing.ts';
import { slicedSerialisationPlugin } from './serialise.ts';

export const GRAPHQL_PATH = '/api/graphql';

/** Operations one request may batch (their costs are summed against the limits). */
const BATCH_LIMIT = 10;

/** What each request brings to the server: who is asking (authenticated before GraphQL runs). */
export interface GraphqlServerContext {
  actor: Actor;
}

export interface GraphqlYogaOptions {
  schema: GraphQLSchema;
  services: Services;
  /** Errors that are not the caller's (a bug, a lost database): logged, answered masked. */
  onUnexpectedError: (error: unknown) => void;
  /** Parsed documents, shared with whatever reads requests before the executor does. */
  documents?: DocumentCache;
  /** More plugins (the WebSocket face's shared subscriptions, say). */
  plugins?: Plugin<GraphQLContext>[];
}

/**
 * The GraphQL executor with every rule an operation meets, wherever it runs: on the event loop that
 * took the request, or on a query worker (see offload/). Limits, timeout and pacing, compiled
 * execution, read-only tokens, and error masking.
 */
export function createGraphqlYoga<TServerContext extends GraphqlServerContext>(
  options: GraphqlYogaOptions,
): YogaServerInstance<TServerContext, GraphQLContext> {
  const { schema, services } = options;
  const config = services.config;
  paceResolvers(schema);
  return createYoga<TServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    logging: false,
    landingPage: false,
    parserAndValidationCache: { documentCache: options.documents ?? createDocumentCache() },
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
        // A GraphQLError of its own making is the caller's mistake (a malformed ID, say), not ours.
        if (!(error instanceof GraphQLError) || error.originalError) options.onUnexpectedError(error);
        return maskError(error, message, isDev);
      },
    },
    plugins: [
      // Compiled execution for queries and mutations (per-field overhead is what GraphQL adds over
      // REST); subscriptions keep the standard executor.
      useGraphQlJit({}, { enableIf: (args) => !isSubscription(args) }),
      ...(options.plugins ?? []),
      queryLimitsPlugin(schema, {
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
      readOnlyTokensPlugin(),
    ],
  });
}

/** read_api tokens may query and subscribe, not mutate. */
function readOnlyTokensPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }: { args: ExecutionArgs }) {
      const actor = (args.contextValue as GraphQLContext).actor;
      const operation = args.document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (
        operation?.kind === Kind.OPERATION_DEFINITION &&
        operation.operation === OperationTypeNode.MUTATION &&
        !actor.sudo &&
        !mayWrite(actor)
      ) {
        throw new GraphQLError('The request requires higher privileges than provided by the access token.', {
          extensions: { code: 'FORBIDDEN', scope: 'api' },
        });
      }
    },
  };
}

function isSubscription(args: ExecutionArgs): boolean {
  return args.document.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION,
  );
}

function mayWrite(actor: Actor): boolean {
  return actor.method === 'anonymous' || actor.scopes.has('api');
}
