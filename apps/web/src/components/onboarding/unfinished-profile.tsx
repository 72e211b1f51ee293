import { Link } from 'react-router';
import { firstUnfinishedStep, onboardingStepNumber, onboardingStepsOf, type OnboardingStep } from '@talent/shared';
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
  return { userType, step, number, total: onboardingStepsOf(userType).length, to: `/onboarding?step=${number}` };
}

/** The words of the way to an unfinished onboarding's step, in the role's namespace: "Finish my profile: step 2 of 3, …". */
export function useFinishProfileLabel(unfinished: UnfinishedOnboarding | null): string {
  const { t } = useTranslation(unfinished?.userType ?? 'common');
  if (!unfinished) return '';
  return t('onboarding.unfinished.link', {
    current: unfinished.number,
    total: unfinished.total,
    step: t(`onboarding.steps.${unfinished.step}`),
  });
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
