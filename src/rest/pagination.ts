import type { FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { clampPerPage, offsetPage, type Page, type PageRequest } from '../core/pagination.ts';

/**
 * Pagination headers. Offset pages: `Link` (prev, next, first, last), `X-Total`, `X-Total-Pages`,
 * `X-Page`, `X-Per-Page`, `X-Next-Page`, `X-Prev-Page` (totals left out above the count limit).
 * Keyset pages: only `Link` with rel="next", carrying the cursor.
 */
export function setPaginationHeaders(req: FastifyRequest, reply: FastifyReply, page: Page<unknown>): void {
  if (page.page === null) {
    if (page.hasNextPage) {
      const cursor = page.cursorAt(page.items.length - 1);
      reply.header('Link', `<${pageUrl(req, { cursor, per_page: page.perPage })}>; rel="next"`);
    }
    return;
  }
  const current = page.page;
  const perPage = page.perPage;
  const totalPages = page.total === null ? null : Math.max(1, Math.ceil(page.total / perPage));
  const links: string[] = [];
  if (current > 1) links.push(`<${pageUrl(req, { page: current - 1, per_page: perPage })}>; rel="prev"`);
  if (page.hasNextPage) links.push(`<${pageUrl(req, { page: current + 1, per_page: perPage })}>; rel="next"`);
  links.push(`<${pageUrl(req, { page: 1, per_page: perPage })}>; rel="first"`);
  if (totalPages !== null)
    links.push(`<${pageUrl(req, { page: totalPages, per_page: perPage })}>; rel="last"`);

  reply.header('Link', links.join(', '));
  reply.header('X-Page', String(current));
  reply.header('X-Per-Page', String(perPage));
  reply.header('X-Next-Page', page.hasNextPage ? String(current + 1) : '');
  reply.header('X-Prev-Page', current > 1 ? String(current - 1) : '');
  if (page.total !== null && totalPages !== null) {
    reply.header('X-Total', String(page.total));
    reply.header('X-Total-Pages', String(totalPages));
  }
}

function pageUrl(req: FastifyRequest, changes: Record<string, string | number>): string {
  const [path, search = ''] = req.url.split('?', 2);
  const params = { ...qs.parse(search), ...changes };
  delete (params as Record<string, unknown>)['private_token'];
  delete (params as Record<string, unknown>)['access_token'];
  const query = qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true });
  return `${req.protocol}://${req.host}${path}?${query}`;
}

/** The page a list request asks for: keyset with `pagination=keyset` (and `cursor`), else offset. */
export function pageRequestFrom(input: {
  pagination?: 'keyset';
  cursor?: string;
  page?: number;
  per_page?: number;
}): PageRequest {
  return input.pagination === 'keyset'
    ? {
        kind: 'keyset',
        direction: 'forward',
        size: clampPerPage(input.per_page),
        cursor: input.cursor ?? null,
      }
    : offsetPage(input.page, input.per_page);
}
