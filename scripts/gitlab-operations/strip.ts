/**
 * What Apollo Client removes before a document leaves the browser: fields, fragments and spreads
 * marked `@client`, selections on client-only types (declared in `typedefs.graphql` files), the
 * directives GitLab's links consume (`@connection`, `@gl_introduced`, `@persist`) and the `__persist`
 * fields GitLab's persist link (lib/apollo/persist_link.js) removes. Whatever then selects nothing,
 * and fragments and variables nothing uses any more, go too.
 */
import {
  Kind,
  parse,
  print,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

const CLIENT_ONLY_DIRECTIVES = new Set(['client']);
const DROPPED_DIRECTIVES = new Set(['connection', 'gl_introduced', 'persist']);
/** Fields a link removes before the request is sent. */
const DROPPED_FIELDS = new Set(['__persist']);

/** Type names that client typedefs define (not extend): the server never has them. */
export function clientTypesOf(typedefSources: string[]): Set<string> {
  const names = new Set<string>();
  for (const source of typedefSources) {
    let document: DocumentNode;
    try {
      document = parse(source);
    } catch {
      continue;
    }
    for (const definition of document.definitions) {
      if (
        definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.ENUM_TYPE_DEFINITION ||
        definition.kind === Kind.INTERFACE_TYPE_DEFINITION ||
        definition.kind === Kind.UNION_TYPE_DEFINITION ||
        definition.kind === Kind.SCALAR_TYPE_DEFINITION
      ) {
        names.add(definition.name.value);
      }
    }
  }
  return names;
}

const hasClientDirective = (node: { directives?: readonly { name: { value: string } }[] }): boolean =>
  (node.directives ?? []).some((d) => CLIENT_ONLY_DIRECTIVES.has(d.name.value));

const isEmpty = (set: SelectionSetNode | undefined): boolean =>
  set !== undefined && set.selections.length === 0;

/** One pass: drop client-marked selections, consumed directives, and selections left empty. */
function dropClientSelections(
  document: DocumentNode,
  clientTypes: Set<string>,
  gone: Set<string>,
): DocumentNode {
  return visit(document, {
    Directive: (node) => (DROPPED_DIRECTIVES.has(node.name.value) ? null : undefined),
    Field: {
      enter: (node) => (hasClientDirective(node) || DROPPED_FIELDS.has(node.name.value) ? null : undefined),
      leave: (node) => (isEmpty(node.selectionSet) ? null : undefined),
    },
    FragmentSpread: (node) => (hasClientDirective(node) || gone.has(node.name.value) ? null : undefined),
    InlineFragment: {
      enter: (node) =>
        hasClientDirective(node) || (node.typeCondition && clientTypes.has(node.typeCondition.name.value))
          ? null
          : undefined,
      leave: (node) => (isEmpty(node.selectionSet) ? null : undefined),
    },
    OperationDefinition: {
      leave: (node) => (isEmpty(node.selectionSet) ? null : undefined),
    },
    FragmentDefinition: {
      enter: (node) =>
        hasClientDirective(node) || clientTypes.has(node.typeCondition.name.value) ? null : undefined,
      leave: (node) => (isEmpty(node.selectionSet) ? null : undefined),
    },
  });
}

function namesUsed(node: ASTNode, kind: typeof Kind.FRAGMENT_SPREAD | typeof Kind.VARIABLE): Set<string> {
  const names = new Set<string>();
  visit(node, {
    FragmentSpread: (spread) => {
      if (kind === Kind.FRAGMENT_SPREAD) names.add(spread.name.value);
    },
    Variable: (variable) => {
      if (kind === Kind.VARIABLE) names.add(variable.name.value);
    },
    VariableDefinition: () => false, // a definition is not a use
  });
  return names;
}

/** Fragments reachable from the document's operations, transitively. */
function reachableFragments(
  operations: OperationDefinitionNode[],
  fragments: FragmentDefinitionNode[],
): Set<string> {
  const byName = new Map(fragments.map((f) => [f.name.value, f]));
  const reached = new Set<string>();
  const queue = operations.flatMap((op) => [...namesUsed(op, Kind.FRAGMENT_SPREAD)]);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const fragment = byName.get(name);
    if (fragment) queue.push(...namesUsed(fragment, Kind.FRAGMENT_SPREAD));
  }
  return reached;
}

/** Variables an operation uses, through the fragments it spreads too. */
function variablesUsed(operation: OperationDefinitionNode, fragments: FragmentDefinitionNode[]): Set<string> {
  const used = namesUsed({ ...operation, variableDefinitions: [] }, Kind.VARIABLE);
  for (const name of reachableFragments([operation], fragments)) {
    const fragment = fragments.find((f) => f.name.value === name);
    if (fragment) for (const v of namesUsed(fragment, Kind.VARIABLE)) used.add(v);
  }
  return used;
}

export interface Stripped {
  /** The document the server would receive; operations that selected only client state are gone. */
  document: DocumentNode;
  /** Names of operations that selected nothing but client state. */
  clientOnlyOperations: string[];
}

export function stripClientOnly(document: DocumentNode, clientTypes: Set<string>): Stripped {
  const defined = fragmentNames(document);
  let current = document;
  // Removing a fragment can empty what spread it, so repeat until nothing changes.
  for (let round = 0; round < 10; round++) {
    const present = fragmentNames(current);
    const gone = new Set([...defined].filter((name) => !present.has(name)));
    const next = dropClientSelections(current, clientTypes, gone);
    if (print(next) === print(current)) break;
    current = next;
  }

  const allOperations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operations = current.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const fragments = current.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const kept = new Set(operations.map((op) => op.name?.value ?? ''));
  const clientOnlyOperations = allOperations.map((op) => op.name?.value ?? '').filter((n) => !kept.has(n));

  const reached = reachableFragments(operations, fragments);
  const definitions = [
    ...operations.map((op) => {
      const used = variablesUsed(op, fragments);
      return {
        ...op,
        variableDefinitions: op.variableDefinitions?.filter((v) => used.has(v.variable.name.value)),
      };
    }),
    ...fragments.filter((f) => reached.has(f.name.value)),
  ];
  return { document: { ...current, definitions }, clientOnlyOperations };
}

function fragmentNames(document: DocumentNode): Set<string> {
  return new Set(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => d.name.value),
  );
}
