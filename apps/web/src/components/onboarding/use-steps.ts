import { useCallback } from 'react';
import { firstUnfinishedStep, onboardingStepNumber, type OnboardingUserType } from '@talent/shared';

/** A step number from the address (?step=2), kept within the `total` steps; `otherwise` (the first step) if none. */
export function stepIndexIn(raw: string | null, total: number, otherwise = 0): number {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 1 && n <= total ? n - 1 : otherwise;
}

/**
 * The step an onboarding opens at when the address names none: the first unfinished one (packages/shared's
 * onboarding.ts), or the first step of a finished profile, which its person edits as they choose.
 */
export function openingStepIndex(userType: OnboardingUserType, profile: Readonly<Record<string, unknown>> | null) {
  const step = firstUnfinishedStep(userType, profile);
  return step ? onboardingStepNumber(userType, step) - 1 : 0;
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
