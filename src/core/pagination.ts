import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import { badRequest, methodNotAllowed } from './errors.ts';

/**
 * Pagination shared by both faces: REST offset lists (page/per_page), REST keyset lists (cursor) and
 * GraphQL connections (first/after/last/before) all run through `paginate`.
 */
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export interface OffsetPageRequest {
  kind: 'offset';
  page: number;
  perPage: number;
}

export interface KeysetPageRequest {
  kind: 'keyset';
  /** Page forwards (first/after) or backwards (last/before). */
  direction: 'forward' | 'backward';
  size: number;
  cursor: string | null;
}

export type PageRequest = OffsetPageRequest | KeysetPageRequest;

export interface Page<T> {
  items: T[];
  /** The cursor of the item at this index, made when asked for (most queries never ask). */
  cursorAt: (index: number) => string;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Offset pages only: the request's page and size. */
  page: number | null;
  perPage: number;
  /** Offset pages: the total, or null when above the count limit. Keyset pages: null. */
  total: number | null;
  /** Counts the whole (filtered) collection on demand. */
  count: () => Promise<number>;
}

export type SortDirection = 'asc' | 'desc';

/** One column of a keyset order. The last column must make the order unique (usually the id). */
export interface OrderColumn<Row> {
  /** SQL expression to order and compare by, e.g. `users.id`. */
  column: string;
  direction: SortDirection;
  /** Reads this column's value from a result row, for the cursor. */
  value(row: Row): string | number | null;
}

export function offsetPage(page: number | undefined, perPage: number | undefined): OffsetPageRequest {
  return {
    kind: 'offset',
    page: page && page > 0 ? page : 1,
    perPage: clampPerPage(perPage),
  };
}

/**
 * GitLab's cap on offset pagination for lists that offer keyset pagination: a page reaching past
 * `limit` rows is refused (405), pointing to keyset pagination, so that no request makes the
 * database skip over rows by the hundred thousand.
 */
export function refuseDeepOffset(request: PageRequest, limit: number, type: string): void {
  if (request.kind === 'offset' && request.page * request.perPage > limit) {
    throw methodNotAllowed(
      `Offset pagination has a maximum allowed offset of ${limit} for requests that return objects of type ${type}. Remaining records can be retrieved using keyset pagination.`,
    );
  }
}

export function clampPerPage(perPage: number | undefined): number {
  if (!perPage || perPage < 1) return DEFAULT_PER_PAGE;
  return Math.min(perPage, MAX_PER_PAGE);
}

/** Cursors that are positions in a list, the first item at `start`. */
export function positionCursors(start: number): (index: number) => string {
  return (index) => encodeCursor([start + index]);
}

export function encodeCursor(values: readonly (string | number | null)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string, expectedLength: number): (string | number | null)[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === expectedLength &&
      values.every((v) => v === null || typeof v === 'string' || typeof v === 'number')
    ) {
      return values as (string | number | null)[];
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('cursor is invalid');
}

/** Row-wise comparison `(a, b, c) > (x, y, z)` honouring a direction per column. */
function keysetCondition<Row>(
  order: readonly OrderColumn<Row>[],
  values: readonly (string | number | null)[],
  forward: boolean,
): RawBuilder<SqlBool> {
  const alternatives: RawBuilder<SqlBool>[] = order.map((col, i) => {
    const equalities = order
      .slice(0, i)
      .map((prev, j) => sql<SqlBool>`${sql.ref(prev.column)} = ${values[j]}`);
    const ascending = (col.direction === 'asc') === forward;
    const comparison = ascending
      ? sql<SqlBool>`${sql.ref(col.column)} > ${values[i]}`
      : sql<SqlBool>`${sql.ref(col.column)} < ${values[i]}`;
    return sql<SqlBool>`(${sql.join([...equalities, comparison], sql` AND `)})`;
  });
  return sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`;
}

/**
 * Counts the rows of a query, stopping early at `limit` when one is given. A capped count keeps the
 * query's order: the planner then walks the index the page is read from and stops at the limit, where
 * unordered it may scan the table.
 */
export async function countRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  qb: SelectQueryBuilder<any, any, any>,
  limit?: number,
): Promise<number> {
  const base = qb.clearLimit().clearOffset();
  const inner = limit === undefined ? base.clearOrderBy() : base.limit(limit);
  const { rows } = await sql<{ count: string }>`select count(*) as count from (${inner}) as counted`.execute(
    db,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Lists found longer than their count limit, by query and limit, for a minute. Counting to the limit
 * walks 10,000 index entries on every page of a long list; remembering that it is over only ever
 * costs a total that is left out (as it is for any list over the limit) for a list that has just
 * shrunk below it.
 */
const overCountLimit = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 });

/** The number of rows of an ordered query, or null when there are more than `limit`. */
async function cappedCount(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ordered: SelectQueryBuilder<any, any, any>,
  limit: number,
): Promise<number | null> {
  const compiled = ordered.compile();
  const key = JSON.stringify([compiled.sql, compiled.parameters, limit]);
  if (overCountLimit.has(key)) return null;
  const count = await countRows(db, ordered, limit + 1);
  if (count <= limit) return count;
  overCountLimit.set(key, true);
  return null;
}

export interface PaginateOptions<Row, Item> {
  /** Offset pages count no further than this (their total is then null). */
  countLimit?: number;
  /**
   * Turns the page's rows into its items (reads the full records, say). An offset page's count runs
   * meanwhile, rather than before.
   */
  load?: (rows: Row[]) => Promise<Item[]>;
  /**
   * Reads the page's items in the page's own statement instead (the limited, ordered query as a
   * subquery, say), in the order of its rows: one round trip where `load` takes two. `forward` says
   * whether that order is the list's own or its reverse (a backward keyset page).
   */
  readPage?: (
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    limited: SelectQueryBuilder<any, any, Row>,
    forward: boolean,
  ) => Promise<(Row & Item)[]>;
}

/**
 * Runs a list query one page at a time. `qb` carries the filters; `order` the ordering (unique).
 */
export async function paginate<Row, Item = Row>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  qb: SelectQueryBuilder<any, any, Row>,
  order: readonly OrderColumn<Row>[],
  request: PageRequest,
  options: PaginateOptions<Row, Item> = {},
): Promise<Page<Item>> {
  const cursorOf = (row: Row) => encodeCursor(order.map((c) => c.value(row)));
  const count = () => countRows(db, qb);
  const load = options.load ?? ((rows: Row[]) => Promise.resolve(rows as unknown as Item[]));

  if (request.kind === 'offset') {
    const countLimit = options.countLimit;
    const ordered = order.reduce((q, c) => q.orderBy(sql.ref(c.column), c.direction), qb);
    // The count runs on a connection of its own while the page is read.
    const counting = countLimit === undefined ? count() : cappedCount(db, ordered, countLimit);
    const limited = ordered.limit(request.perPage + 1).offset((request.page - 1) * request.perPage);
    const reading = options.readPage
      ? options.readPage(limited, true).then((rows) => ({ rows, items: rows.slice(0, request.perPage) }))
      : limited.execute().then(async (rows) => ({ rows, items: await load(rows.slice(0, request.perPage)) }));
    const [total, { rows, items }] = await Promise.all([counting, reading]);
    const hasNextPage = rows.length > request.perPage;
    const pageRows = rows.slice(0, request.perPage);
    return {
      items,
      cursorAt: (i) => cursorOf(pageRows[i]!),
      hasNextPage,
      hasPreviousPage: request.page > 1,
      page: request.page,
      perPage: request.perPage,
      total,
      count,
    };
  }

  const forward = request.direction === 'forward';
  let query = qb;
  if (request.cursor) {
    const values = decodeCursor(request.cursor, order.length);
    query = query.where(keysetCondition(order, values, forward) as Expression<SqlBool>);
  }
  for (const c of order) {
    const direction: SortDirection = forward ? c.direction : c.direction === 'asc' ? 'desc' : 'asc';
    query = query.orderBy(sql.ref(c.column), direction);
  }
  const limited = query.limit(request.size + 1);
  const rows = options.readPage ? await options.readPage(limited, forward) : await limited.execute();
  const more = rows.length > request.size;
  const pageRows = rows.slice(0, request.size);
  if (!forward) pageRows.reverse();
  return {
    items: options.readPage ? (pageRows as (Row & Item)[]) : await load(pageRows),
    cursorAt: (i) => cursorOf(pageRows[i]!),
    hasNextPage: forward ? more : request.cursor !== null,
    hasPreviousPage: forward ? request.cursor !== null : more,
    page: null,
    perPage: request.size,
    total: null,
    count,
  };
}

/** Maps the items of a page, keeping its metadata. */
export async function mapPage<A, B>(page: Page<A>, fn: (items: A[]) => Promise<B[]> | B[]): Promise<Page<B>> {
  return { ...page, items: await fn(page.items) };
}

/**
 * The same page of a one-to-many relation for many parents at once (a nested GraphQL connection):
 * one query with a window function, whatever the number of parents. Counts, when asked for, are
 * fetched once for all parents.
 */
export async function paginateByParent<Row, K extends number | string = number>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  qb: SelectQueryBuilder<any, any, Row>,
  parent: { column: string; value(row: Row): K },
  parentIds: readonly K[],
  order: readonly OrderColumn<Row>[],
  request: KeysetPageRequest,
): Promise<Map<K, Page<Row>>> {
  // Parent keys come back from SQL as strings or numbers: read them as the caller's kind.
  const keyOf = (value: unknown) => (typeof parentIds[0] === 'string' ? String(value) : Number(value)) as K;
  const forward = request.direction === 'forward';
  let query = qb.where(sql.ref(parent.column), 'in', [...parentIds]);
  if (request.cursor) {
    const values = decodeCursor(request.cursor, order.length);
    query = query.where(keysetCondition(order, values, forward) as Expression<SqlBool>);
  }
  const orderSql = sql.join(
    order.map((c) => {
      const direction = forward ? c.direction : c.direction === 'asc' ? 'desc' : 'asc';
      return sql`${sql.ref(c.column)} ${sql.raw(direction)}`;
    }),
  );
  const ranked = query.select(
    sql<number>`row_number() over (partition by ${sql.ref(parent.column)} order by ${orderSql})`.as('__rank'),
  );
  const { rows } = await sql<Row & { __rank: number }>`
    select * from (${ranked}) as ranked where __rank <= ${request.size + 1} order by __rank`.execute(db);

  let counts: Promise<Map<K, number>> | null = null;
  const countAll = () =>
    (counts ??= sql<{ parent_id: unknown; count: string }>`
      select parent_id, count(*) as count from (${qb
        .clearSelect()
        .select(sql.ref(parent.column).as('parent_id'))
        .where(sql.ref(parent.column), 'in', [...parentIds])}) as c
      group by parent_id`
      .execute(db)
      .then((r) => new Map(r.rows.map((row) => [keyOf(row.parent_id), Number(row.count)]))));

  const grouped = new Map<K, Row[]>(parentIds.map((id) => [id, []]));
  for (const row of rows) grouped.get(parent.value(row))?.push(row);
  const cursorOf = (row: Row) => encodeCursor(order.map((c) => c.value(row)));
  const result = new Map<K, Page<Row>>();
  for (const [id, list] of grouped) {
    const more = list.length > request.size;
    const items = list.slice(0, request.size);
    if (!forward) items.reverse();
    result.set(id, {
      items,
      cursorAt: (i) => cursorOf(items[i]!),
      hasNextPage: forward ? more : request.cursor !== null,
      hasPreviousPage: forward ? request.cursor !== null : more,
      page: null,
      perPage: request.size,
      total: null,
      count: async () => (await countAll()).get(id) ?? 0,
    });
  }
  return result;
}

/** An offset page of a list already in memory (git output, say), with its total. */
export function pageOfArray<T>(all: readonly T[], request: OffsetPageRequest, withTotal = true): Page<T> {
  const start = (request.page - 1) * request.perPage;
  return {
    items: all.slice(start, start + request.perPage),
    cursorAt: positionCursors(start),
    hasNextPage: start + request.perPage < all.length,
    hasPreviousPage: request.page > 1,
    page: request.page,
    perPage: request.perPage,
    total: withTotal ? all.length : null,
    count: () => Promise.resolve(all.length),
  };
}

/** An offset page whose items were fetched for the page already, with the collection's total. */
export function pageWithTotal<T>(items: T[], request: OffsetPageRequest, total: number): Page<T> {
  return {
    items,
    cursorAt: positionCursors((request.page - 1) * request.perPage),
    hasNextPage: request.page * request.perPage < total,
    hasPreviousPage: request.page > 1,
    page: request.page,
    perPage: request.perPage,
    total,
    count: () => Promise.resolve(total),
  };
}
