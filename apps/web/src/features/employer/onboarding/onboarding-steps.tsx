import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { EmployerProfile } from '@talent/shared';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { flashState } from '../../../lib/flash';
import { useMessage } from '../../../i18n/use-message';
import { useAuth } from '../../../session/use-auth';
import { PROFILE_KEY } from '../../../api/queries/profile';
import { sessionFieldsOf } from '../api/profile';
import { StepsNav, STEPS, type Step } from './steps-nav';
import { StepFrame } from './step-frame';
import { CompanyDetailsStep } from './company-details-step';
import { HiringTeamStep } from './hiring-team-step';
import { CompanyProfileStep } from './company-profile-step';

/**
 * The three steps with their sidebar. Each save is a partial update whose response becomes the profile (in the
 * query cache and merged into the session user); the last one goes on to the Hiring Center.
 */
export function OnboardingSteps({ profile }: { profile: EmployerProfile }) {
  const message = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  const [step, setStep] = useState<Step>('company');
  const [moved, setMoved] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);

  const goTo = (next: Step) => {
    setStep(next);
    setMoved(true);
  };
  const stored = (saved: EmployerProfile) => {
    queryClient.setQueryData(PROFILE_KEY, saved);
    updateUser(sessionFieldsOf(saved));
  };
  const savedThenNext = (next: Step) => (saved: EmployerProfile, text: string) => {
    stored(saved);
    setBanner({ kind: 'success', text: message(text) });
    goTo(next);
  };
  const finished = (saved: EmployerProfile, text: string) => {
    stored(saved);
    navigate('/hiring-center', { state: flashState({ kind: 'success', message: text }) });
  };
  const failed = (text: string) => setBanner({ kind: 'error', text: message(text) });
  const back = (to: Step) => () => goTo(to);

  return (
    <div className="onboarding__layout">
      <StepsNav current={step} onSelect={goTo} />
      <div className="onboarding__panel">
        <Banner message={banner} onDone={clearBanner} />
        <StepFrame step={STEPS[0]} current={step} focusOnShow={moved}>
          <CompanyDetailsStep profile={profile} onSaved={savedThenNext('team')} onFailed={failed} />
        </StepFrame>
        <StepFrame step={STEPS[1]} current={step} focusOnShow={moved}>
          <HiringTeamStep profile={profile} onSaved={savedThenNext('profile')} onFailed={failed} onBack={back('company')} />
        </StepFrame>
        <StepFrame step={STEPS[2]} current={step} focusOnShow={moved} hasRequired={false}>
          <CompanyProfileStep profile={profile} onSaved={finished} onFailed={failed} onBack={back('team')} />
        </StepFrame>
      </div>
    </div>
  );
}
