import type { Plugin } from 'graphql-yoga';
import {
  GraphQLError,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Actor } from '../core/actor.ts';
import { MAX_PER_PAGE } from '../core/pagination.ts';

/**
 * Query limits, checked before execution, for every operation (query, mutation, subscription) and
 * summed over a batch: text length; depth and complexity as GitLab counts them (each field 1, a
 * connection multiplies its subtree by 1 + 1% of its page size); and the nodes a query can return,
 * as GitHub counts them (see `Measure`), which is what bounds the work.
 */
export interface QueryLimits {
  maxLength: number;
  maxDepth: { anonymous: number; authenticated: number };
  maxComplexity: { anonymous: number; authenticated: number; admin: number };
  maxNodes: { anonymous: number; authenticated: number };
}

export interface QueryCost {
  depth: number;
  complexity: number;
  nodes: number;
}

export interface ComplexityReport {
  score: number;
  limit: number;
}

/** The complexity computed for a request's operation, for the `queryComplexity` field. */
const reports = new WeakMap<object, ComplexityReport>();

export function complexityOf(context: object): ComplexityReport | null {
  return reports.get(context) ?? null;
}

interface CallerLimits {
  depth: number;
  complexity: number;
  nodes: number;
}

function limitsFor(limits: QueryLimits, actor: Actor): CallerLimits {
  const user = actor.user;
  return {
    depth: user ? limits.maxDepth.authenticated : limits.maxDepth.anonymous,
    complexity: user?.isAdmin
      ? limits.maxComplexity.admin
      : user
        ? limits.maxComplexity.authenticated
        : limits.maxComplexity.anonymous,
    nodes: user ? limits.maxNodes.authenticated : limits.maxNodes.anonymous,
  };
}

function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** The first limit a cost exceeds, as the error to answer with; `subject` names what was measured. */
function exceeded(cost: QueryCost, limit: CallerLimits, subject: string): GraphQLError | null {
  if (cost.depth > limit.depth) {
    return refusal(
      `${subject} has depth of ${cost.depth}, which exceeds max depth of ${limit.depth}`,
      'QUERY_TOO_DEEP',
    );
  }
  if (cost.complexity > limit.complexity) {
    return refusal(
      `${subject} has complexity of ${cost.complexity}, which exceeds max complexity of ${limit.complexity}`,
      'QUERY_TOO_COMPLEX',
    );
  }
  if (cost.nodes > limit.nodes) {
    return refusal(
      `${subject} requests up to ${cost.nodes} nodes, which exceeds max nodes of ${limit.nodes}`,
      'QUERY_TOO_MANY_NODES',
    );
  }
  return null;
}

/**
 * Measured at execution (and subscription) time, on every request: yoga caches validation per
 * document, while limits depend on who is asking. A batch (an array of operations in one request)
 * is also measured as a whole before any of it runs: its lengths, complexities and node counts are
 * summed, so that ten operations cannot do ten times the work one may do.
 */
export function queryLimitsPlugin(
  schema: GraphQLSchema,
  limits: QueryLimits,
): Plugin<{ actor: Actor }, { actor: Actor }> {
  const check = (args: ExecutionArgs): GraphQLError | null => {
    const context = args.contextValue as { actor: Actor };
    const limit = limitsFor(limits, context.actor);
    const cost = measureQuery(
      args.schema,
      args.document,
      args.variableValues ?? {},
      args.operationName ?? null,
    );
    reports.set(context, { score: cost.complexity, limit: limit.complexity });
    return exceeded(cost, limit, 'Query');
  };
  return {
    onRequestParse({ serverContext }) {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (!Array.isArray(requestParserResult)) return;
          const batch = requestParserResult;
          const length = batch.reduce((sum, params) => sum + (params.query?.length ?? 0), 0);
          if (length > limits.maxLength) {
            throw refusal(
              `Batch too large: ${length} characters in ${batch.length} queries, the limit is ${limits.maxLength}`,
              'QUERY_TOO_LARGE',
            );
          }
          const total: QueryCost = { depth: 0, complexity: 0, nodes: 0 };
          for (const params of batch) {
            let document: DocumentNode;
            try {
              document = parse(params.query ?? '');
            } catch {
              continue; // answered as a syntax error when that operation runs
            }
            const cost = measureQuery(schema, document, params.variables ?? {}, params.operationName ?? null);
            total.depth = Math.max(total.depth, cost.depth);
            total.complexity += cost.complexity;
            total.nodes += cost.nodes;
          }
          const error = exceeded(
            total,
            limitsFor(limits, serverContext.actor),
            `Batch of ${batch.length} queries`,
          );
          if (error) throw error;
        },
      };
    },
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (source.length > limits.maxLength) {
        throw refusal(
          `Query too large: ${source.length} characters, the limit is ${limits.maxLength}`,
          'QUERY_TOO_LARGE',
        );
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

/** Costs measured, by schema, document, then operation name and variables. */
const measured = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, QueryCost>>>();
/** Variable sets remembered per document (the offload decision and the executor ask for the same one). */
const KEPT_PER_DOCUMENT = 16;

/** Depth, GitLab complexity and node count of the operation a request runs. */
export function measureQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
  operationName: string | null,
): QueryCost {
  let ofSchema = measured.get(schema);
  if (!ofSchema) measured.set(schema, (ofSchema = new WeakMap()));
  let ofDocument = ofSchema.get(document);
  if (!ofDocument) ofSchema.set(document, (ofDocument = new Map()));
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
  let cost = ofDocument.get(key);
  if (!cost) {
    if (ofDocument.size >= KEPT_PER_DOCUMENT) ofDocument.clear();
    ofDocument.set(key, (cost = measureOperation(schema, document, variables, operationName)));
  }
  return cost;
}

function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
  operationName: string | null,
): QueryCost {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operationName === null ? operations[0] : operations.find((o) => o.name?.value === operationName);
  if (!operation) return { depth: 0, complexity: 0, nodes: 0 };
  return new Measure(schema, document, variables).operation(operation);
}

/**
 * Walks an operation once. The node count follows GitHub's node limit: a connection returns up to
 * `first` (or `last`) nodes for each of its parents' nodes, so it counts its page size times the
 * page sizes of the connections above it, and the counts of every connection in the query are
 * summed. A connection asked for without `first`/`last` counts at the maximum page size (which is
 * what it returns: 100, or the smaller maximum a field declares with `maxPageSize`); a page size given as a variable counts the variable's value; aliases, fragments
 * and inline fragments each count where they are spread. A list of the ids (usernames, full paths)
 * to return bounds the count as well, and `nodes(ids:)` counts its ids.
 */
class Measure {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly schema: GraphQLSchema;
  private readonly variables: Readonly<Record<string, unknown>>;

  constructor(schema: GraphQLSchema, document: DocumentNode, variables: Readonly<Record<string, unknown>>) {
    this.schema = schema;
    this.variables = variables;
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(def.name.value, def);
    }
  }

  operation(def: OperationDefinitionNode): QueryCost {
    const root =
      def.operation === 'query'
        ? this.schema.getQueryType()
        : def.operation === 'mutation'
          ? this.schema.getMutationType()
          : this.schema.getSubscriptionType();
    if (!root) return { depth: 0, complexity: 0, nodes: 0 };
    return this.selection(def.selectionSet, root, new Set());
  }

  private selection(set: SelectionSetNode, type: GraphQLNamedType, visiting: Set<string>): QueryCost {
    let depth = 0;
    let complexity = 0;
    let nodes = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const field = fieldOf(type, name);
        let child: QueryCost = { depth: 0, complexity: 0, nodes: 0 };
        if (selection.selectionSet && field) {
          child = this.selection(selection.selectionSet, getNamedType(field.type), visiting);
        }
        let cost = 1 + child.complexity;
        const size = field ? this.listSize(field, selection) : null;
        if (field && isConnection(field.type)) cost += cost * size! * 0.01;
        depth = Math.max(depth, 1 + child.depth);
        complexity += cost;
        nodes += size === null ? child.nodes : size + size * child.nodes;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const target = selection.typeCondition
          ? (this.schema.getType(selection.typeCondition.name.value) ?? type)
          : type;
        const inner = this.selection(selection.selectionSet, target, visiting);
        depth = Math.max(depth, inner.depth);
        complexity += inner.complexity;
        nodes += inner.nodes;
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        const target = this.schema.getType(fragment.typeCondition.name.value) ?? type;
        const inner = this.selection(fragment.selectionSet, target, new Set([...visiting, name]));
        depth = Math.max(depth, inner.depth);
        complexity += inner.complexity;
        nodes += inner.nodes;
      }
    }
    return { depth, complexity: Math.round(complexity), nodes };
  }

  /**
   * How many nodes a field returns per parent: a connection's page size, or fewer when it is given
   * the ids (usernames, full paths) of what it returns; the ids of `nodes(ids:)`. Null for a field
   * that returns what its parent holds.
   */
  private listSize(field: GraphQLField<unknown, unknown>, node: FieldNode): number | null {
    const args = node.arguments ?? [];
    const listed = args
      .filter((a) => IDENTIFYING_LISTS.has(a.name.value))
      .map((a) => this.listLength(a.value))
      .filter((n): n is number => n !== null);
    // Two lists of identifiers, if they were alternatives, could return both.
    const identified = listed.length > 0 ? listed.reduce((sum, n) => sum + n, 0) : null;
    if (isConnection(field.type)) {
      const sizes = args
        .filter((a) => a.name.value === 'first' || a.name.value === 'last')
        .map((a) => this.intValue(a.value))
        .filter((v): v is number => v !== null && v >= 0);
      const max =
        typeof field.extensions['maxPageSize'] === 'number' ? field.extensions['maxPageSize'] : MAX_PER_PAGE;
      return Math.min(max, identified ?? max, ...sizes);
    }
    return isList(field.type) ? identified : null;
  }

  private intValue(node: ValueNode): number | null {
    const value = node.kind === Kind.VARIABLE ? this.variables[node.name.value] : null;
    if (node.kind === Kind.INT) return Number(node.value);
    return typeof value === 'number' ? value : null;
  }

  /** The length of a list argument; null when it is left out (a variable without a value). */
  private listLength(node: ValueNode): number | null {
    if (node.kind === Kind.LIST) return node.values.length;
    if (node.kind === Kind.NULL) return null;
    if (node.kind === Kind.VARIABLE) {
      const value = this.variables[node.name.value];
      return Array.isArray(value) ? value.length : value == null ? null : 1;
    }
    return 1;
  }
}

/** Arguments that name the very nodes a field returns. */
const IDENTIFYING_LISTS = new Set(['ids', 'usernames', 'fullPaths']);

function isConnection(type: GraphQLOutputType): boolean {
  return getNamedType(type).name.endsWith('Connection');
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function fieldOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[name];
  return undefined;
}
