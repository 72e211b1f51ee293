import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageQuery } from '@talent/shared';

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(query: PageQuery): Page {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/**
 * DESIGN.md section 5: the total in `X-Total-Count`, the next page in a `Link` header (a URL relative to
 * this one, keeping its other parameters) when there is one.
 */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, query: PageQuery, total: number): void {
  reply.header('X-Total-Count', String(total));
  if (query.page * query.page_size >= total) return;
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('page', String(query.page + 1));
  url.searchParams.set('page_size', String(query.page_size));
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
