import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { EmployerProfile } from '@talent/shared';
import { StepNav } from '../../../components/onboarding/step-nav';
import { openingStepIndex, stepIndexIn, useSteps } from '../../../components/onboarding/use-steps';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { useTranslation } from '../../../i18n/use-translation';
import type { SessionUser } from '../../../session/normalise-user';
import { useAuth } from '../../../session/use-auth';
import { PROFILE_KEY } from '../../../api/queries/profile';
import { PhoneProof } from '../../../components/phone-proof';
import { STEP_NAV_LOOK, STEPS, type EmployerStepProps } from './steps';
import { StepFrame } from './step-frame';
import { CompanyDetailsStep } from './company-details-step';
import { HiringTeamStep } from './hiring-team-step';
import { CompanyProfileStep } from './company-profile-step';

/**
 * The profile's fields for the session user, which merges them over the user's own. The work e-mail stays on
 * the profile: the user's own `email` is the one they log in with.
 */
function sessionFieldsOf(profile: EmployerProfile): Partial<SessionUser> {
  const { email: _workEmail, ...fields } = profile;
  return { ...fields, profile };
}

/**
 * The three steps with their sidebar. Each save is a partial update whose response becomes the profile (in the
 * query cache and merged into the session user); the last one goes on to the Hiring Center.
 */
export function OnboardingSteps({ profile }: { profile: EmployerProfile }) {
  const { t } = useTranslation('employer');
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  // A link may open a given step (?step=2: the number to prove for SMS), else it opens at the first unfinished one;
  // moves after that stay in this state.
  const [params] = useSearchParams();
  const [index, setIndex] = useState(() =>
    stepIndexIn(params.get('step'), STEPS.length, openingStepIndex('employer', profile)),
  );
  const [moved, setMoved] = useState(false);
  const moveTo = useCallback((next: number) => {
    setIndex(next);
    setMoved(true);
  }, []);
  const steps = useSteps(STEPS, [index, moveTo]);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);

  const store = (saved: EmployerProfile) => {
    queryClient.setQueryData(PROFILE_KEY, saved);
    updateUser(sessionFieldsOf(saved));
  };
  const stepProps: EmployerStepProps = { profile, store, notify: setBanner, next: steps.next, back: steps.back };

  return (
    <div className="onboarding__layout">
      <StepNav
        look={STEP_NAV_LOOK}
        label={t('onboarding.stepsLabel')}
        steps={STEPS.map((step) => ({ label: t(`onboarding.steps.${step}`) }))}
        current={steps.index}
        onSelect={steps.goTo}
      />
      <div className="onboarding__panel">
        <Banner message={banner} onDone={clearBanner} />
        <StepFrame step={STEPS[0]} current={steps.step} focusOnShow={moved}>
          <CompanyDetailsStep {...stepProps} />
        </StepFrame>
        <StepFrame step={STEPS[1]} current={steps.step} focusOnShow={moved}>
          <HiringTeamStep {...stepProps} />
          <PhoneProof phone={profile.phone_number} />
        </StepFrame>
        <StepFrame step={STEPS[2]} current={steps.step} focusOnShow={moved} hasRequired={false}>
          <CompanyProfileStep {...stepProps} />
        </StepFrame>
      </div>
    </div>
  );
}
