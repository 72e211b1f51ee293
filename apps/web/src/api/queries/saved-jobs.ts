import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobForProfessional } from '@talent/shared';
import { fetchSavedJobs, SAVED_JOBS_PATH, setJobSaved } from '../saved-jobs';
import { JOBS_KEY } from './jobs-key';

/** Under JOBS_KEY, so that what refreshes the jobs (an application, a language) refreshes the saved ones too. */
export const SAVED_JOBS_KEY = [...JOBS_KEY, 'saved'] as const;

export const savedJobsQuery = () =>
  infiniteQueryOptions({
    queryKey: SAVED_JOBS_KEY,
    queryFn: ({ pageParam, signal }) => fetchSavedJobs(pageParam, signal),
    initialPageParam: SAVED_JOBS_PATH,
    getNextPageParam: (last) => last.next ?? undefined,
    // Saved from any list or page: read again on every visit.
    staleTime: 0,
  });

export const useSavedJobs = () => useInfiniteQuery(savedJobsQuery());

/** A job of a cached answer with its `saved` changed: a job, a page of jobs, or pages of them. */
function withSaved(data: unknown, id: number, saved: boolean): unknown {
  if (!data || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map((item) => withSaved(item, id, saved));
  const record = data as Record<string, unknown>;
  if ('saved' in record && record.id === id) return { ...(record as JobForProfessional), saved };
  if (Array.isArray(record.items)) return { ...record, items: withSaved(record.items, id, saved) };
  if (Array.isArray(record.pages)) return { ...record, pages: withSaved(record.pages, id, saved) };
  return data;
}

/**
 * Saves or unsaves a job: every card and page of it in the cache says so at once, put back if the server refuses;
 * the saved jobs' list is read again afterwards.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  const mark = (id: number, saved: boolean) =>
    queryClient.setQueriesData({ queryKey: JOBS_KEY }, (data: unknown) => withSaved(data, id, saved));
  return useMutation({
    mutationFn: ({ id, saved }: { id: number; saved: boolean }) => setJobSaved(id, saved),
    onMutate: ({ id, saved }) => mark(id, saved),
    onError: (_, { id, saved }) => mark(id, !saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY, refetchType: 'none' }),
  });
}
