import { useDeferredValue } from 'react';

/**
 * How many of a list's `count` items to draw now: on the list's first drawing only the first `first`, the rest in a
 * second render that yields to the browser. A slow phone shows the top of the list instead of holding the screen
 * for every item, most of them below the fold. Call it in the component that appears with the list.
 */
export const useDrawnInTurn = (count: number, first: number) => useDeferredValue(count, Math.min(count, first));
