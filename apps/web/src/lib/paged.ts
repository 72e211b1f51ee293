import { PAGE_SIZE_DEFAULT } from '@talent/shared';
import { fetchPage } from './paging';

/** A numbered page of a list, for lists shown page by page (previous / next) rather than "load more". */
export interface NumberedPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Page `page` of a list endpoint (`?page&page_size`, the total in X-Total-Count; see docs/product.md), with
 * its filters; empty filters are left out of the query string.
 */
export async function getPage<T>(
  path: string,
  {
    page = 1,
    pageSize = PAGE_SIZE_DEFAULT,
    ...filters
  }: { page?: number; pageSize?: number } & Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<NumberedPage<T>> {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const { items, total } = await fetchPage<T>(`${path}?${query}`, signal);
  return { items, total, page, pageSize };
}
