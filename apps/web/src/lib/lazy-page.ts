import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page's code that could not be downloaded: offline, or gone from the server after a deploy. */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

/** A page whose code is downloaded on first use; `load` also asks for it ahead of use. */
export type LazyPage<P extends object> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * React.lazy for a page's chunk, with a download failure told apart from a bug in the page, so that the layout
 * can say "offline" or "reload" in place of the generic error screen.
 *
 * Once the code is there, the page is drawn at once, without suspending: React.lazy suspends on every first
 * render, even of code already downloaded, and React then holds the page back for a moment after the fallback it
 * drew (to reveal boundaries together), a delay a reader sees on the page they open first.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const download = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (cause: unknown) => {
        loading = undefined;
        throw new PageLoadError(cause instanceof Error ? cause.message : String(cause), { cause });
      },
    ));
  const Lazy = lazy(async () => ({ default: await download() }));
  // Chosen once per mount: changing it later would draw the page anew and lose what the reader had typed.
  const Page = ((props: P) => createElement(useState(() => loaded ?? Lazy)[0], props)) as LazyPage<P>;
  Page.load = download;
  return Page;
}
