import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProfessionalProfile } from '@talent/shared';

/** The three steps of professional onboarding, in order. */
export const STEPS = ['personal', 'professional', 'files'] as const;
export type StepId = (typeof STEPS)[number];

/** A step number from the address (?step=2), kept within the steps; the first step otherwise. */
export function stepIndexOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= STEPS.length ? n - 1 : 0;
}

/** Whether a step's required fields are saved, for the tick in the step list. */
export function isStepDone(step: StepId, profile: ProfessionalProfile | null): boolean {
  if (!profile) return false;
  if (step === 'personal') return !!(profile.first_name && profile.last_name && profile.country && profile.date_of_birth);
  if (step === 'professional') {
    return !!(profile.professional_summary && profile.current_job_title && profile.years_of_experience !== null);
  }
  return !!profile.cv_file;
}

/**
 * The current step lives in the address, so the browser's Back button and a reload keep the place.
 */
export function useStepNavigation() {
  const [params, setParams] = useSearchParams();
  const index = stepIndexOf(params.get('step'));
  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(STEPS.length - 1, Math.max(0, next));
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('step', String(clamped + 1));
        return updated;
      });
    },
    [setParams],
  );
  return {
    index,
    step: STEPS[index]!,
    isFirst: index === 0,
    isLast: index === STEPS.length - 1,
    goTo,
    next: () => goTo(index + 1),
    back: () => goTo(index - 1),
  };
}
