import { useCallback } from 'react';

/** A step number from the address (?step=2), kept within the `total` steps; the first step otherwise. */
export function stepIndexIn(raw: string | null, total: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= total ? n - 1 : 0;
}

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
