import { PAGE_SIZE_DEFAULT } from '@talent/shared';
import { fetchPage } from './paging';

/** A numbered page of a list, for lists shown page by page (previous / next) rather than "load more". */
export interface NumberedPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type PageParameters = { page?: number; pageSize?: number } & Record<string, string | number | undefined>;

/**
 * Page `page` of a list endpoint (`?page&page_size`, the total in X-Total-Count; see docs/product.md), with
 * its filters; empty filters are left out of the query string.
 */
export async function getPage<T>(
  path: string,
  parameters: PageParameters,
  signal?: AbortSignal,
): Promise<NumberedPage<T>> {
  const { page = 1, pageSize = PAGE_SIZE_DEFAULT } = parameters;
  const { items, total } = await fetchPage<T>(pagePath(path, parameters), signal);
  return { items, total, page, pageSize };
}

/** The address of page `page` of a list endpoint with its filters, as getPage asks for it. */
export function pagePath(path: string, { page = 1, pageSize = PAGE_SIZE_DEFAULT, ...filters }: PageParameters): string {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `${path}?${query}`;
}
