import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { withQueryClient } from '../../../lib/query';
import { OnboardingSteps } from './onboarding-steps';
import { ProfileLoadError } from '../../../components/profile-load-error';
import { employerProfileQuery } from '../../../api/queries/profile';
import { SignOutEverywhere } from '../../../session/sign-out-everywhere';
import './onboarding.css';

/** /onboarding for employers: Company Details, Hiring Team Info, Company Profile. */
function EmployerOnboardingPage() {
  const { t } = useTranslation('employer');
  const profile = useQuery(employerProfileQuery());
  return (
    <div className="onboarding">
      <h1>{t('onboarding.title')}</h1>
      <p className="onboarding__intro">{t('onboarding.intro')}</p>
      {profile.isPending ? (
        <Loading paused={profile.fetchStatus === 'paused'} />
      ) : profile.isError ? (
        <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <OnboardingSteps profile={profile.data} />
      )}
      <SignOutEverywhere />
    </div>
  );
}

export default withQueryClient(EmployerOnboardingPage);
