import { badRequest } from '../core/errors.ts';
import {
  decodeCursor,
  encodeCursor,
  MAX_PER_PAGE,
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

/** Renders a page as a Relay connection (edges, pageInfo and a lazy count). */
export function connectionFromPage<T>(page: Page<T>) {
  return {
    edges: page.items.map((node, i) => ({ cursor: page.cursors[i]!, node })),
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.cursors[0] ?? null,
      endCursor: page.cursors[page.cursors.length - 1] ?? null,
    },
    count: page.count,
  };
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
    cursors: items.map((_, i) => encodeCursor([start + i])),
    hasNextPage: end < all.length,
    hasPreviousPage: start > 0,
    page: null,
    perPage: request.size,
    total: all.length,
    count: () => Promise.resolve(all.length),
  });
}
