import {
  getNamedType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { badRequest } from '../core/errors.ts';
import {
  decodeCursor,
  MAX_PER_PAGE,
  positionCursors,
  type KeysetPageRequest,
  type Page,
} from '../core/pagination.ts';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * Connections over what is small by nature (the access levels of a protected branch, say) return
 * smaller pages: the field declares its maximum page size, which is also its default, and the
 * query limits count it (see limits.ts).
 */
export function maxPageSize(size: number) {
  return { extensions: { maxPageSize: size } };
}

/** Turns Relay arguments into a keyset page request (default and maximum size 100, or the field's own). */
export function pageRequestFromArgs(args: ConnectionArgs, maxSize = MAX_PER_PAGE): KeysetPageRequest {
  if (args.first != null && args.last != null)
    throw badRequest('Passing both `first` and `last` is not supported');
  for (const [name, value] of [
    ['first', args.first],
    ['last', args.last],
  ] as const) {
    if (value != null && value < 0)
      throw badRequest(`Argument '${name}' on Field must be a non-negative integer`);
  }
  if (args.last != null || (args.before != null && args.first == null)) {
    return {
      kind: 'keyset',
      direction: 'backward',
      size: Math.min(args.last ?? maxSize, maxSize),
      cursor: args.before ?? null,
    };
  }
  return {
    kind: 'keyset',
    direction: 'forward',
    size: Math.min(args.first ?? maxSize, maxSize),
    cursor: args.after ?? null,
  };
}

/**
 * A page as a Relay connection: its nodes as they are (see directConnectionNodes), edges and cursors
 * made only for queries that select them, and a lazy count. A class, so that the thousand connections
 * of a nested list share their accessors rather than each carrying its own.
 */
class PageConnection<T> {
  readonly nodes: T[];
  readonly count: () => Promise<number>;
  readonly pageInfo: PageInfo<T>;
  readonly #page: Page<T>;
  constructor(page: Page<T>) {
    this.#page = page;
    this.nodes = page.items;
    this.count = page.count;
    this.pageInfo = new PageInfo(page);
  }

  get edges(): PageEdge<T>[] {
    return this.#page.items.map((node, i) => new PageEdge(this.#page, i, node));
  }
}

/** An edge whose cursor is made when asked for (the relay plugin reads nodes through edges). */
class PageEdge<T> {
  readonly node: T;
  readonly #page: Page<T>;
  readonly #index: number;
  constructor(page: Page<T>, index: number, node: T) {
    this.#page = page;
    this.#index = index;
    this.node = node;
  }

  get cursor(): string {
    return this.#page.cursorAt(this.#index);
  }
}

class PageInfo<T> {
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  readonly #page: Page<T>;
  constructor(page: Page<T>) {
    this.#page = page;
    this.hasNextPage = page.hasNextPage;
    this.hasPreviousPage = page.hasPreviousPage;
  }

  get startCursor(): string | null {
    return this.#page.items.length > 0 ? this.#page.cursorAt(0) : null;
  }

  get endCursor(): string | null {
    return this.#page.items.length > 0 ? this.#page.cursorAt(this.#page.items.length - 1) : null;
  }
}

/** What a connection resolver answers. */
export interface ConnectionOfPage<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  count: () => Promise<number>;
}

/** Renders a page as a Relay connection (edges, pageInfo and a lazy count). */
export function connectionFromPage<T>(page: Page<T>): ConnectionOfPage<T> {
  return new PageConnection(page);
}

/** A Relay connection over a list already in memory (git output, say): cursors are positions. */
export function connectionFromArray<T>(all: readonly T[], args: ConnectionArgs, maxSize = MAX_PER_PAGE) {
  const request = pageRequestFromArgs(args, maxSize);
  const position = (cursor: string | null) => (cursor === null ? null : Number(decodeCursor(cursor, 1)[0]));
  let start: number;
  let end: number;
  if (request.direction === 'forward') {
    const after = position(request.cursor);
    start = after === null ? 0 : after + 1;
    end = Math.min(all.length, start + request.size);
  } else {
    const before = position(request.cursor);
    end = before === null ? all.length : before;
    start = Math.max(0, end - request.size);
  }
  const items = all.slice(start, end);
  return connectionFromPage({
    items,
    cursorAt: positionCursors(start),
    hasNextPage: end < all.length,
    hasPreviousPage: start > 0,
    page: null,
    perPage: request.size,
    total: all.length,
    count: () => Promise.resolve(all.length),
  });
}

/**
 * Lets every connection's `nodes` field answer the nodes a connection object carries (those of
 * connectionFromPage), where the relay plugin's own resolver would rebuild them from the edges: an
 * edge and a cursor made, then unwrapped, for each node of the page. Connections of loadable types
 * keep the plugins' resolver, which loads nodes given as ids.
 */
export function directConnectionNodes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.name.endsWith('Connection')) continue;
    const field = type.getFields()['nodes'];
    const fromEdges = field?.resolve as GraphQLFieldResolver<{ nodes?: unknown }, unknown> | undefined;
    if (!field || !fromEdges) continue;
    // Nodes of a loadable type may be ids, which the dataloader plugin's resolver loads.
    if ((getNamedType(field.type) as GraphQLNamedType).extensions['getDataloader']) continue;
    field.resolve = (connection: { nodes?: unknown }, args, context, info) =>
      connection.nodes !== undefined ? connection.nodes : fromEdges(connection, args, context, info);
  }
  return schema;
}
