import { PAGE_SIZE_DEFAULT } from '@talent/shared';
import { apiRequest } from './api-client';

export interface Page<T> {
  items: T[];
  /** From X-Total-Count; the length of the page when the header is missing. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of a list endpoint (DESIGN.md section 5: a JSON array, `?page&page_size`, the total in
 * X-Total-Count). Empty parameters are left out of the query string.
 */
export async function getPage<T>(
  path: string,
  { page = 1, pageSize = PAGE_SIZE_DEFAULT, ...params }: { page?: number; pageSize?: number } & Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const { data, response } = await apiRequest<T[]>(`${path}?${query}`, { signal });
  const items = Array.isArray(data) ? data : [];
  const header = Number(response.headers.get('X-Total-Count'));
  const total = Number.isFinite(header) && response.headers.has('X-Total-Count') ? header : (page - 1) * pageSize + items.length;
  return { items, total, page, pageSize };
}
