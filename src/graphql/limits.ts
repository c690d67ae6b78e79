import type { Plugin } from 'graphql-yoga';
import {
  GraphQLError,
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Actor } from '../core/actor.ts';
import { MAX_PER_PAGE } from '../core/pagination.ts';

/**
 * Query limits, as GitLab enforces them, checked before execution: text length, depth and
 * complexity (each field 1; a connection multiplies its subtree by 1 + 1% of its page size).
 */
export interface QueryLimits {
  maxLength: number;
  maxDepth: { anonymous: number; authenticated: number };
  maxComplexity: { anonymous: number; authenticated: number; admin: number };
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

/**
 * Measured at execution (and subscription) time, on every request: yoga caches validation per
 * document, while limits depend on who is asking.
 */
export function queryLimitsPlugin(limits: QueryLimits): Plugin<{ actor: Actor }> {
  const check = (args: ExecutionArgs): GraphQLError | null => {
    const context = args.contextValue as { actor: Actor };
    const actor = context.actor;
    const depthLimit = actor.user ? limits.maxDepth.authenticated : limits.maxDepth.anonymous;
    const complexityLimit = actor.user?.isAdmin
      ? limits.maxComplexity.admin
      : actor.user
        ? limits.maxComplexity.authenticated
        : limits.maxComplexity.anonymous;
    const { depth, complexity } = new Measure(args.schema, args.document, args.variableValues ?? {}).run();
    reports.set(context, { score: complexity, limit: complexityLimit });
    if (depth > depthLimit) {
      return new GraphQLError(`Query has depth of ${depth}, which exceeds max depth of ${depthLimit}`, {
        extensions: { code: 'QUERY_TOO_DEEP' },
      });
    }
    if (complexity > complexityLimit) {
      return new GraphQLError(
        `Query has complexity of ${complexity}, which exceeds max complexity of ${complexityLimit}`,
        { extensions: { code: 'QUERY_TOO_COMPLEX' } },
      );
    }
    return null;
  };
  return {
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (source.length > limits.maxLength) {
        throw new GraphQLError(
          `Query too large: ${source.length} characters, the limit is ${limits.maxLength}`,
          {
            extensions: { code: 'QUERY_TOO_LARGE' },
          },
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

class Measure {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly schema: GraphQLSchema;
  private readonly document: DocumentNode;
  private readonly variables: Record<string, unknown>;

  constructor(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>) {
    this.schema = schema;
    this.document = document;
    this.variables = variables;
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(def.name.value, def);
    }
  }

  run(): { depth: number; complexity: number } {
    let depth = 0;
    let complexity = 0;
    for (const def of this.document.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      const root =
        def.operation === 'query'
          ? this.schema.getQueryType()
          : def.operation === 'mutation'
            ? this.schema.getMutationType()
            : this.schema.getSubscriptionType();
      if (!root) continue;
      const result = this.selection(def.selectionSet, root, new Set());
      depth = Math.max(depth, result.depth);
      complexity = Math.max(complexity, result.complexity);
    }
    return { depth, complexity };
  }

  private selection(
    set: SelectionSetNode,
    type: GraphQLNamedType,
    visiting: Set<string>,
  ): { depth: number; complexity: number } {
    let depth = 0;
    let complexity = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const field = fieldOf(type, name);
        let child = { depth: 0, complexity: 0 };
        if (selection.selectionSet && field) {
          child = this.selection(selection.selectionSet, getNamedType(field.type), visiting);
        }
        let cost = 1 + child.complexity;
        if (field && getNamedType(field.type).name.endsWith('Connection')) {
          cost += cost * this.pageSize(selection.arguments ?? []) * 0.01;
        }
        depth = Math.max(depth, 1 + child.depth);
        complexity += cost;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const target = selection.typeCondition
          ? (this.schema.getType(selection.typeCondition.name.value) ?? type)
          : type;
        const inner = this.selection(selection.selectionSet, target, visiting);
        depth = Math.max(depth, inner.depth);
        complexity += inner.complexity;
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        const target = this.schema.getType(fragment.typeCondition.name.value) ?? type;
        const inner = this.selection(fragment.selectionSet, target, new Set([...visiting, name]));
        depth = Math.max(depth, inner.depth);
        complexity += inner.complexity;
      }
    }
    return { depth, complexity: Math.round(complexity) };
  }

  private pageSize(args: readonly { name: { value: string }; value: ValueNode }[]): number {
    const sizes = args
      .filter((a) => a.name.value === 'first' || a.name.value === 'last')
      .map((a) => this.intValue(a.value))
      .filter((v): v is number => v !== null);
    return Math.min(MAX_PER_PAGE, ...sizes);
  }

  private intValue(node: ValueNode): number | null {
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.VARIABLE) {
      const value = this.variables[node.name.value];
      return typeof value === 'number' ? value : null;
    }
    return null;
  }
}

function fieldOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[name];
  return undefined;
}
