import { readAgainOnLanguageChange } from '../../lib/language-bound-queries';

/**
 * The professional's jobs: the lists, their counts and each job's page sit under this key, so that what refreshes the
 * jobs (new skills, an application) refreshes all of them. On its own, apart from the list's queries: a page that
 * only refreshes jobs does not need the search's parameters and their validation.
 */
export const JOBS_KEY = ['jobs'] as const;
readAgainOnLanguageChange(JOBS_KEY);
