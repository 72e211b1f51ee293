import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws its children in a second render that yields to the browser, once the page around them (its heading and
 * introduction) is on the screen; the fallback holds their place until then. A slow phone shows the reader
 * where they are at once, instead of drawing nothing until a long list or form is ready too.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
