import { StrictMode, type ReactNode } from 'react';
import { RouteErrorBoundary } from '../components/route-error';
import { AppUpdate } from '../components/layout/app-update';

/**
 * The whole app around its router: the browser's router in main.tsx, a static one when the public pages are
 * written at build time (prerender-entry.tsx). Both draw this same tree, so that the app takes over the
 * written page without drawing it again.
 */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <RouteErrorBoundary>
        {router}
        <AppUpdate />
      </RouteErrorBoundary>
    </StrictMode>
  );
}
