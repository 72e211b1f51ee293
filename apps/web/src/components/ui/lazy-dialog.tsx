import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { PageLoadError } from '../../lib/lazy-page';

/** Runs `task` once the browser has nothing more pressing to do (a second at most where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}

/**
 * A dialog whose code is not part of its page's: the page is drawn without waiting for it. The code is asked for
 * once the page is drawn and the browser is idle, so that it is there when the reader opens the dialog; the dialog
 * is mounted on its first opening and stays mounted (its closing and its return of the focus are its own).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  // A download that fails is told apart from a bug, as a page's is: the layout then says offline, or reload.
  const Dialog = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (cause: unknown) => {
        throw new PageLoadError(cause instanceof Error ? cause.message : String(cause), { cause });
      },
    ),
  );
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    if (open && !opened) setOpened(true);
    useEffect(() => whenIdle(() => void load().catch(() => {})), []);
    return opened || open ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
