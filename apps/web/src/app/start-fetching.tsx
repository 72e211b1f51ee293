import { useEffect } from 'react';
import { tokenStorage } from '../lib/token-storage';

/**
 * Starts a signed-in page's code and its first data as soon as its route is entered: alongside the check of the
 * session and the download of the page, instead of after both. Only with a session: a visitor is sent to /auth.
 * What is fetched lands in the app's query cache, where the page finds it; a failure is left to the page,
 * which asks again and says what went wrong.
 */
export function StartFetching({ start }: { start: () => Promise<unknown> }) {
  useEffect(() => {
    if (tokenStorage.getAccess()) start().catch(() => {});
  }, [start]);
  return null;
}
