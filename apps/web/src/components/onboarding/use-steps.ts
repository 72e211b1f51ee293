import { useCallback } from 'react';

/**
 * Where the reader is among an onboarding's steps, and the ways to the others. The current step's number is kept
 * by the page (`[index, setIndex]`: in the address, or in its own state); a move past either end stays at it.
 */
export function useSteps<Step extends string>(
  steps: readonly Step[],
  [index, setIndex]: readonly [number, (index: number) => void],
) {
  const last = steps.length - 1;
  const goTo = useCallback((next: number) => setIndex(Math.min(last, Math.max(0, next))), [last, setIndex]);
  return {
    index,
    step: steps[index]!,
    total: steps.length,
    isFirst: index === 0,
    isLast: index === last,
    goTo,
    next: () => goTo(index + 1),
    back: () => goTo(index - 1),
  };
}
