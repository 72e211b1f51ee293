import { SAVED_LISTS_KEPT_FOR_MS, SAVED_LISTS_SHAPE } from '@talent/shared';
import { useEffect, useRef, type ComponentType } from 'react';
import { hydrate, QueryClientProvider, useIsRestoring, type Query } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  PersistQueryClientProvider,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { queryClient } from '../../../lib/query';
import { SAVED_LISTS_PREFIX, sessionOwner, storedKeys } from '../../../lib/token-storage';
import { useAuth } from '../../../session/use-auth';
import { useOffline } from '../../../session/use-offline';
import { APPLICATIONS_KEY } from '../../../api/queries/applications';
import { JOBS_KEY } from '../../../api/queries/jobs-key';

/**
 * The professional's lists kept on the device, to be read offline with their date
 * (docs/decisions/016-offline-session-and-saved-lists.md): the first page of each tab of the jobs, as last loaded
 * with its search, and the first page of their applications. Nothing else of the query cache is kept.
 */

/** As long as a session can last without being renewed (the refresh token's 14 days): past it, nobody can read them. */
const KEPT_FOR_MS = SAVED_LISTS_KEPT_FOR_MS;
/**
 * Changed when what is saved changes shape: an older save is dropped rather than misread (by the shell's script too,
 * which draws a kept list's first rows before the app has run).
 */
const SHAPE = SAVED_LISTS_SHAPE;

// A saved list must stay in the cache while unused (a job list kept while the applications are read), or the next
// save would leave it out.
queryClient.setQueryDefaults([...JOBS_KEY, 'list'], { gcTime: KEPT_FOR_MS });
queryClient.setQueryDefaults(APPLICATIONS_KEY, { gcTime: KEPT_FOR_MS });

const isApplications = (query: Query) => query.queryKey.length === 1 && query.queryKey[0] === APPLICATIONS_KEY[0];
const isFirstJobsPage = (query: Query) => {
  const [root, kind, search, page] = query.queryKey;
  return root === JOBS_KEY[0] && kind === 'list' && typeof search === 'string' && page === 1;
};
const isList = (query: Query) =>
  isApplications(query) || (query.queryKey[0] === JOBS_KEY[0] && query.queryKey[1] === 'list');
const showsAll = (query: Query) => new URLSearchParams(String(query.queryKey[2])).get('show_all') === 'true';

/** The first page of a tab's jobs last loaded, whatever its search; undefined if none is in the cache. */
function lastLoadedFirstPage(showAll: boolean): Query | undefined {
  let last: Query | undefined;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!isFirstJobsPage(query) || showsAll(query) !== showAll || query.state.data === undefined) continue;
    if (!last || query.state.dataUpdatedAt > last.state.dataUpdatedAt) last = query;
  }
  return last;
}

function isSaved(query: Query): boolean {
  if (query.state.data === undefined) return false;
  return isApplications(query) || (isFirstJobsPage(query) && lastLoadedFirstPage(showsAll(query)) === query);
}

/** The search (the list query of api/queries/job-list) of the tab's saved jobs, to offer it when another is asked offline. */
export function savedSearch(showAll: boolean): { query: string; savedAt: number } | undefined {
  const query = lastLoadedFirstPage(showAll);
  return query ? { query: String(query.queryKey[2]), savedAt: query.state.dataUpdatedAt } : undefined;
}

/**
 * What is written: the first page only (the applications are pages of an infinite list), and each list as read
 * successfully, even when a later refresh failed (a signal lost on the way must not throw the saved copy away).
 */
function firstPagesOnly(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map(({ promise: _promise, ...query }) => {
    const data = query.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
    const firstPage =
      data && Array.isArray(data.pages) && Array.isArray(data.pageParams)
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data;
    return {
      ...query,
      state: {
        ...query.state,
        data: firstPage,
        status: 'success' as const,
        error: null,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchStatus: 'idle' as const,
      },
    };
  });
  return { ...client, clientState: { mutations: [], queries } };
}

/**
 * Local storage under a key of the person's own. A save lands only while the device's session is still theirs: one
 * that was on its way when they logged out (saves wait a second) is dropped.
 */
function storageOf(owner: string) {
  return {
    getItem: (key: string) => localStorage.getItem(key),
    setItem: (key: string, value: string) => {
      if (sessionOwner() === owner) localStorage.setItem(key, value);
    },
    removeItem: (key: string) => localStorage.removeItem(key),
  };
}

/** One person's lists on the device at a time: another's (a session that ended without a log-out) go. */
function forgetOthers(owner: string) {
  for (const key of storedKeys())
    if (key.startsWith(SAVED_LISTS_PREFIX) && key !== SAVED_LISTS_PREFIX + owner) localStorage.removeItem(key);
}

function createPersistOptions(owner: string) {
  return {
    persister: createAsyncStoragePersister({
      storage: storageOf(owner),
      key: SAVED_LISTS_PREFIX + owner,
      serialize: (client) => JSON.stringify(firstPagesOnly(client)),
    }),
    maxAge: KEPT_FOR_MS,
    buster: SHAPE,
    dehydrateOptions: { shouldDehydrateQuery: isSaved, shouldDehydrateMutation: () => false },
  };
}

/**
 * The kept lists read back at once, as this module is read (before the app first draws the page): a returning
 * reader's page shows their list in its first frame, where the shell drew its first rows, instead of grey cards until
 * the provider's own reading back, which waits for the storage's promise, has ended. Only the lists of the session's
 * own person, in the shape and age the provider accepts; the provider then reads the same copy again (unchanged).
 */
function readBackAtOnce() {
  const owner = sessionOwner();
  if (!owner) return;
  try {
    const saved = localStorage.getItem(SAVED_LISTS_PREFIX + owner);
    if (!saved) return;
    const client = JSON.parse(saved) as PersistedClient;
    if (client.buster !== SHAPE || !(Date.now() - client.timestamp < KEPT_FOR_MS)) return;
    hydrate(queryClient, client.clientState);
  } catch {
    // Unreadable: the provider's reading back finds the same and drops it.
  }
}
if (typeof localStorage !== 'undefined') readBackAtOnce();

/**
 * One persister per person for the whole visit, shared by their pages: its saves wait a second and write the latest
 * state; a persister of each page would let the page just left write its older state over the next page's.
 */
const persistOptionsByOwner = new Map<string, ReturnType<typeof createPersistOptions>>();
function persistOptions(owner: string) {
  let options = persistOptionsByOwner.get(owner);
  if (!options) {
    options = createPersistOptions(owner);
    persistOptionsByOwner.set(owner, options);
  }
  return options;
}

/**
 * Saves the lists once they are read back from the device. The provider watches the cache only from the next moment
 * on: a list that arrived before (asked for as the route was entered, or by the page's shell) or while the device's
 * copy was read would otherwise wait for its next change to be saved. This runs in the same commit as the provider
 * starts to watch (a child's effect, just before its parent's), so that nothing falls between the two.
 */
function SaveOnceRestored({ options }: { options: ReturnType<typeof persistOptions> }) {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) void persistQueryClientSave({ queryClient, ...options });
  }, [restoring, options]);
  return null;
}

/**
 * The professional's pages with their saved lists: read back from the device as the page opens (before its queries
 * run), and written again as they change. Keyed by the person: a different one gets a fresh provider and their own key.
 */
export function withSavedLists<P extends object>(Page: ComponentType<P>) {
  return function WithSavedLists(props: P) {
    const { user } = useAuth();
    const owner = user?.id && user.id === sessionOwner() ? user.id : undefined;
    const options = owner ? persistOptions(owner) : undefined;
    useEffect(() => {
      if (owner) forgetOthers(owner);
    }, [owner]);
    // Back online, the lists shown from the device are read again, however recent their date.
    const offline = useOffline();
    const wasOffline = useRef(offline);
    useEffect(() => {
      if (wasOffline.current && !offline) void queryClient.invalidateQueries({ predicate: isList });
      wasOffline.current = offline;
    }, [offline]);
    if (!owner || !options) {
      return (
        <QueryClientProvider client={queryClient}>
          <Page {...props} />
        </QueryClientProvider>
      );
    }
    return (
      <PersistQueryClientProvider key={owner} client={queryClient} persistOptions={options}>
        <SaveOnceRestored options={options} />
        <Page {...props} />
      </PersistQueryClientProvider>
    );
  };
}
