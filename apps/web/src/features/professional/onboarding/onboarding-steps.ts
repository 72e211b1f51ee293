import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProfessionalProfile } from '@talent/shared';
import type { StepActionsLook } from '../../../components/onboarding/step-actions';
import type { StepNavLook } from '../../../components/onboarding/step-nav';
import type { StepProps } from '../../../components/onboarding/step-props';
import { stepIndexIn, useSteps } from '../../../components/onboarding/use-steps';

/** The three steps of professional onboarding, in order. */
export const STEPS = ['personal', 'professional', 'files'] as const;
export type StepId = (typeof STEPS)[number];

/** What each step of professional onboarding receives from the page. */
export type ProfessionalStepProps = StepProps<ProfessionalProfile | null>;

/** The look of this onboarding's step list and step actions (onboarding.css). */
export const STEP_NAV_LOOK: StepNavLook = {
  nav: 'step-nav',
  list: 'step-nav__list',
  item: 'step-nav__item',
  number: 'step-nav__number',
  numberDone: 'step-nav__number--done',
  label: 'step-nav__label',
  short: 'step-nav__short',
};
export const STEP_ACTIONS_LOOK: StepActionsLook = { root: 'step-actions', main: 'step-actions__main' };

/** A step number from the address (?step=2), kept within the steps; the first step otherwise. */
export const stepIndexOf = (raw: string | null): number => stepIndexIn(raw, STEPS.length);

/** Whether a step's required fields are saved, for the tick in the step list. */
export function isStepDone(step: StepId, profile: ProfessionalProfile | null): boolean {
  if (!profile) return false;
  if (step === 'personal')
    return !!(profile.first_name && profile.last_name && profile.country && profile.date_of_birth);
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
  const setIndex = useCallback(
    (index: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('step', String(index + 1));
        return updated;
      }),
    [setParams],
  );
  return useSteps(STEPS, [stepIndexOf(params.get('step')), setIndex]);
}
