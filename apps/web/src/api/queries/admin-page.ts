import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../lib/query-retry';

/** The options of a request of the staff console, under its key: a refusal (4xx) is not asked again. */
export const adminQuery = <T>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), retry: retryUnlessRefused });

/**
 * A page of one of the console's lists. Staff act on them from several places, so it is fetched again on every
 * visit, and the page shown stays until the next one arrives.
 */
export const useAdminPage = <T>(options: ReturnType<typeof adminQuery<T>>) =>
  useQuery({ ...options, refetchOnMount: 'always', placeholderData: keepPreviousData });
