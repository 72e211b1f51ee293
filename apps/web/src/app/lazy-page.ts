import { lazy, type ComponentType } from 'react';

/** A page's code that could not be downloaded: offline, or gone from the server after a deploy. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

/**
 * React.lazy for a page's chunk, with a download failure told apart from a bug in the page, so that the layout
 * can say "offline" or "reload" in place of the generic error screen.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (cause) {
      throw new PageLoadError(cause instanceof Error ? cause.message : String(cause), { cause });
    }
  });
}
