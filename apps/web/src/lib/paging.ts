import { apiRequest } from './api-client';

/** One page of a list the API pages with `X-Total-Count` and `Link: <...>; rel="next"` (see docs/product.md). */
export interface Page<T> {
  items: T[];
  total: number;
  /** The path of the next page, or null on the last one. */
  next: string | null;
}

/** The URL of rel="next" in a Link header. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/** Fetches one page of a paged list; the total falls back to what is known when the header is missing. */
export async function fetchPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const { data, response } = await apiRequest<T[]>(path, { signal });
  const items = Array.isArray(data) ? data : [];
  const header = Number(response.headers.get('X-Total-Count'));
  return {
    items,
    total: Number.isFinite(header) && response.headers.has('X-Total-Count') ? header : items.length,
    next: nextLink(response.headers.get('Link')),
  };
}

/** The items of several pages once each: a list can shift between two page loads. */
export function uniqueById<T extends { id: number | string }>(pages: readonly Page<T>[] | undefined): T[] {
  const seen = new Set<number | string>();
  return (pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && !!seen.add(item.id));
}
