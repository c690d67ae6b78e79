import { Kind, OperationTypeNode, type DocumentNode, type GraphQLSchema } from 'graphql';
import { parseCached, type DocumentCache } from '../documents.ts';
import { measureQuery } from '../limits.ts';

/** One GraphQL request as an HTTP request carries it (a batch carries several). */
export interface GraphqlParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * The nodes a request's queries can return, summed over a batch (see `measureQuery`), or null when
 * it is not for a query worker at all: a mutation or subscription (they run where events and
 * transactions live), a multipart upload, or anything that does not parse (the executor answers
 * that with its own error).
 */
export function offloadableNodes(
  schema: GraphQLSchema,
  documents: DocumentCache,
  method: string,
  body: unknown,
  query: unknown,
): number | null {
  const requests = paramsOf(method, body, query);
  if (!requests) return null;
  let nodes = 0;
  for (const params of requests) {
    if (typeof params.query !== 'string') return null;
    const operationName = typeof params.operationName === 'string' ? params.operationName : null;
    const variables = variablesOf(params.variables);
    if (!variables) return null;
    let document: DocumentNode;
    try {
      document = parseCached(documents, params.query);
    } catch {
      return null;
    }
    if (!isQuery(document, operationName)) return null;
    nodes += measureQuery(schema, document, variables, operationName).nodes;
  }
  return nodes;
}

function paramsOf(method: string, body: unknown, query: unknown): GraphqlParams[] | null {
  if (method === 'GET') return isRecord(query) ? [query] : null;
  if (method !== 'POST') return null;
  if (Array.isArray(body)) return body.every(isRecord) ? body : null;
  return isRecord(body) ? [body] : null;
}

function variablesOf(variables: unknown): Record<string, unknown> | null {
  if (variables === undefined || variables === null) return {};
  if (typeof variables === 'string') {
    try {
      return variablesOf(JSON.parse(variables));
    } catch {
      return null;
    }
  }
  return isRecord(variables) ? variables : null;
}

function isQuery(document: DocumentNode, operationName: string | null): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation =
    operationName === null ? operations[0] : operations.find((o) => o.name?.value === operationName);
  return operation?.operation === OperationTypeNode.QUERY;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
