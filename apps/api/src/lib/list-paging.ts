import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageQuery } from '@talent/shared';

/** LIMIT and OFFSET of one page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

function pageUrl(requestUrl: string, page: number, pageSize: number): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('page', String(page));
  url.searchParams.set('page_size', String(pageSize));
  return `${url.pathname}${url.search}`;
}

/**
 * Lists stay plain JSON arrays (the web client reads them as such), so the paging travels in headers:
 * the total in X-Total-Count, the neighbouring pages in Link. A total that is only a lower bound (a search with
 * more results than is worth counting) is marked with X-Total-Count-Exact: false, and always has a next page.
 */
export function setPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  total: number,
  exact = true,
): void {
  reply.header('X-Total-Count', String(total));
  if (!exact) reply.header('X-Total-Count-Exact', 'false');
  const links: string[] = [];
  if (query.page * query.page_size < total || !exact) {
    links.push(`<${pageUrl(request.url, query.page + 1, query.page_size)}>; rel="next"`);
  }
  if (query.page > 1) {
    const last = Math.max(1, Math.ceil(total / query.page_size));
    links.push(`<${pageUrl(request.url, Math.min(query.page - 1, last), query.page_size)}>; rel="prev"`);
  }
  if (links.length > 0) reply.header('Link', links.join(', '));
}
