import type { ReactNode } from 'react';

/**
 * Stands for an element (a link, a date) inside a translated sentence: the sentence is translated with NODE_SLOT as
 * the element's value, then `withNode` puts the element in its place, wherever each language puts it.
 */
export const NODE_SLOT = '\u0000';

export function withNode(text: string, node: ReactNode): ReactNode {
  const [before, after] = text.split(NODE_SLOT);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
