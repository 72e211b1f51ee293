import { Link } from 'react-router';
import {
  firstUnfinishedStep,
  onboardingStepNumber,
  onboardingStepPath,
  onboardingStepsOf,
  UNFINISHED_PROFILE_ATTRIBUTE,
  type OnboardingStep,
  type OnboardingUserType,
} from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../session/use-auth';
import './unfinished-profile.css';

export interface UnfinishedOnboarding {
  userType: 'professional' | 'employer';
  step: OnboardingStep;
  /** The step's number and how many there are, as the onboarding's own heading counts them. */
  number: number;
  total: number;
  /** The way to that step. */
  to: string;
}

/**
 * Where the signed-in person's unfinished onboarding goes on (packages/shared's onboarding.ts, from the profile the
 * session holds); null once it is finished, and for anyone without an onboarding.
 */
export function useUnfinishedOnboarding(): UnfinishedOnboarding | null {
  const { user } = useAuth();
  if (!user || (user.user_type !== 'professional' && user.user_type !== 'employer')) return null;
  const userType = user.user_type;
  // The session's word on whether onboarding is finished, over the profile's fields (none before the first save).
  const step = firstUnfinishedStep(userType, { ...user.profile, onboarding_completed: user.onboarding_completed });
  if (!step) return null;
  const number = onboardingStepNumber(userType, step);
  return { userType, step, number, total: onboardingStepsOf(userType).length, to: onboardingStepPath(userType, step) };
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The words of the way to a step, in its role's namespace: "Finish my profile: step 2 of 3, …". */
const stepWayLabel = (t: Translate, userType: OnboardingUserType, step: OnboardingStep) =>
  t('onboarding.unfinished.link', {
    current: onboardingStepNumber(userType, step),
    total: onboardingStepsOf(userType).length,
    step: t(`onboarding.steps.${step}`),
  });

/** The words of the way to an unfinished onboarding's step. */
export function useFinishProfileLabel(unfinished: UnfinishedOnboarding | null): string {
  const { t } = useTranslation(unfinished?.userType ?? 'common');
  return unfinished ? stepWayLabel(t, unfinished.userType, unfinished.step) : '';
}

/**
 * The line at the top of a role's landing page (Recommended Jobs, the Hiring Center) while its person's onboarding is
 * unfinished: what is missing, and the way to the first unfinished step. Nothing once it is finished.
 */
export function UnfinishedProfileLine() {
  const unfinished = useUnfinishedOnboarding();
  const { t } = useTranslation(unfinished?.userType ?? 'common');
  const label = useFinishProfileLabel(unfinished);
  if (!unfinished) return null;
  return (
    <p className="banner banner--info unfinished-profile">
      {t('onboarding.unfinished.text')}{' '}
      <Link to={unfinished.to} className="unfinished-profile__link">
        {label}
      </Link>
    </p>
  );
}

/**
 * The line's place in a role's landing page's shell (page-frames.tsx), before the reader is known: hidden, with each
 * step's words for its way, which the shell's script fills in and shows when the user the device keeps has not
 * finished (the rule of @talent/shared's onboarding.ts), so that the page does not move when the app draws the line.
 */
export function UnfinishedProfileFrame({ userType }: { userType: OnboardingUserType }) {
  const { t } = useTranslation(userType);
  const steps = Object.fromEntries(onboardingStepsOf(userType).map((step) => [step, stepWayLabel(t, userType, step)]));
  return (
    <p
      className="banner banner--info unfinished-profile"
      hidden
      {...{ [UNFINISHED_PROFILE_ATTRIBUTE]: JSON.stringify({ userType, steps }) }}
    >
      {t('onboarding.unfinished.text')} <a href="/onboarding" className="unfinished-profile__link" />
    </p>
  );
}
