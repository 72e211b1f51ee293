import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Loading } from '../../../components/page-status';
import { withQueryClient } from '../../../lib/query';
import { useTranslation } from '../../../i18n/use-translation';
import { professionalProfileQuery } from '../../../api/queries/profile';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from '../../../session/sign-out-everywhere';
import { CvPhotoStep } from './cv-photo-step';
import { isOnboardingStepDone } from '@talent/shared';
import { STEP_NAV_LOOK, STEPS, useStepNavigation } from './onboarding-steps';
import { PersonalDetailsStep } from './personal-details-step';
import { ProfessionalInfoStep } from './professional-info-step';
import { ProfileLoadError } from '../../../components/profile-load-error';
import { PhoneProof } from '../../../components/phone-proof';
import { StepNav } from '../../../components/onboarding/step-nav';
import { openingStepIndex } from '../../../components/onboarding/use-steps';
import { useProfileStore } from './use-profile-store';
import './onboarding.css';

/**
 * Professional onboarding: Personal Details (with the number's proof for SMS and Change Password), Professional Info,
 * CV and Photo. Each step saves a partial update; the step list beside the form opens any step. Opened without a step
 * in the address, it starts at the first unfinished one.
 */
function ProfessionalOnboardingPage() {
  const { t } = useTranslation('professional');
  const profile = useQuery(professionalProfileQuery());
  const store = useProfileStore();
  const loaded = profile.data !== undefined;
  const nav = useStepNavigation(loaded ? openingStepIndex('professional', profile.data ?? null) : null);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const clearBanner = useCallback(() => setBanner(null), []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef<number | null>(null);

  // After moving to another step, the focus goes to its heading so that keyboard and screen reader users
  // start there (the first step shown, once the profile is read, keeps the browser's focus).
  useEffect(() => {
    if (!loaded || shownStep.current === nav.index) return;
    const first = shownStep.current === null;
    shownStep.current = nav.index;
    if (!first) headingRef.current?.focus();
  }, [loaded, nav.index]);

  // A message shows above the step; on a phone the button pressed may be far below, so it is brought into view.
  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [banner]);

  if (profile.isPending) return <Loading paused={profile.fetchStatus === 'paused'} />;
  if (profile.isError) return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;

  const data = profile.data;
  const stepProps = { profile: data, store, notify: setBanner, next: nav.next, back: nav.back };
  const labels = STEPS.map((step) => t(`onboarding.steps.${step}`));

  return (
    <div className="onboarding">
      <h1>{t('onboarding.title')}</h1>
      <p className="onboarding__intro">{t('onboarding.intro')}</p>
      <div className="onboarding__layout">
        <StepNav
          look={STEP_NAV_LOOK}
          label={t('onboarding.stepsLabel')}
          steps={STEPS.map((step, i) => ({
            label: labels[i]!,
            short: t(`onboarding.shortSteps.${step}`),
            done: isOnboardingStepDone(step, data),
          }))}
          current={nav.index}
          onSelect={nav.goTo}
          completedLabel={t('onboarding.completed')}
        />
        <section className="onboarding__step card" aria-labelledby="onboarding-step-title">
          <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1}>
            <span className="onboarding__step-count">
              {t('onboarding.stepOf', { current: nav.index + 1, total: STEPS.length })}
            </span>{' '}
            {labels[nav.index]}
          </h2>
          <div ref={bannerRef} className="onboarding__banner">
            <Banner message={banner} onDone={clearBanner} />
          </div>
          {nav.step === 'personal' && (
            <>
              <PersonalDetailsStep key="personal" {...stepProps} />
              <PhoneProof phone={data?.phone_number ?? null} />
              <ChangePasswordForm />
              <SignOutEverywhere />
            </>
          )}
          {nav.step === 'professional' && <ProfessionalInfoStep key="professional" {...stepProps} />}
          {nav.step === 'files' && <CvPhotoStep key="files" {...stepProps} profileExists={data !== null} />}
        </section>
      </div>
    </div>
  );
}

export default withQueryClient(ProfessionalOnboardingPage);
