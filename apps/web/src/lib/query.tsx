import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { onSignOut } from './sign-out';

/**
 * One query cache for the app. The provider wraps each data page (not the root), so the library is loaded
 * with the first page that needs it and stays out of the home page's JavaScript.
 *
 * Offline, reads wait for the connection (and are made again when it is back), while an action runs at once and
 * is refused with the offline message (lib/api-client.ts): nothing is held to be sent later without the reader.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: 0, networkMode: 'always' },
  },
});

// The library assumes a connection until the browser says otherwise; a page opened offline starts offline, so that
// its reads wait, and are made when the connection comes back.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// One person's data never shows for the next one signed in on the same device.
onSignOut(() => queryClient.clear());

export function withQueryClient<P extends object>(Page: ComponentType<P>) {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
