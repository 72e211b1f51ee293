import { EMPLOYER_ONBOARDING_STEPS, type EmployerProfile } from '@talent/shared';
import type { StepActionsLook } from '../../../components/onboarding/step-actions';
import type { StepNavLook } from '../../../components/onboarding/step-nav';
import type { StepProps } from '../../../components/onboarding/step-props';

/** The three steps of employer onboarding, in order (what each requires: packages/shared's onboarding.ts). */
export const STEPS = EMPLOYER_ONBOARDING_STEPS;
export type Step = (typeof STEPS)[number];

/** What each step of employer onboarding receives from the page. */
export type EmployerStepProps = StepProps<EmployerProfile>;

/** The look of this onboarding's step list and step actions (onboarding.css). */
export const STEP_NAV_LOOK: StepNavLook = {
  nav: 'onboarding__nav',
  item: 'onboarding__nav-step',
  number: 'onboarding__nav-number',
};
export const STEP_ACTIONS_LOOK: StepActionsLook = { root: 'onboarding__actions' };
