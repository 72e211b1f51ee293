import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PROFESSIONAL_ONBOARDING_STEPS, type ProfessionalProfile } from '@talent/shared';
import type { StepActionsLook } from '../../../components/onboarding/step-actions';
import type { StepNavLook } from '../../../components/onboarding/step-nav';
import type { StepProps } from '../../../components/onboarding/step-props';
import { stepIndexIn, useSteps } from '../../../components/onboarding/use-steps';

/** The three steps of professional onboarding, in order (what each requires: packages/shared's onboarding.ts). */
export const STEPS = PROFESSIONAL_ONBOARDING_STEPS;

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

/** A step number from the address (?step=2), kept within the steps; `otherwise` (the first step) if none. */
export const stepIndexOf = (raw: string | null, otherwise = 0): number => stepIndexIn(raw, STEPS.length, otherwise);

/**
 * The current step lives in the address, so the browser's Back button and a reload keep the place. An address that
 * names none opens at `opening` (the first unfinished step, once the profile is read: null before), which the address
 * then names, so that saving that step does not move the reader on by itself.
 */
export function useStepNavigation(opening: number | null = null) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('step');
  const setIndex = useCallback(
    (index: number, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('step', String(index + 1));
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  useEffect(() => {
    if (raw === null && opening !== null) setIndex(opening, true);
  }, [raw, opening, setIndex]);
  return useSteps(STEPS, [stepIndexOf(raw, opening ?? 0), setIndex]);
}
