import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/page-status';
import { useTranslation } from '../../../i18n/use-translation';
import { withQueryClient } from '../../../lib/query';
import { retryUnlessRefused } from '../../../lib/query-retry';
import { fetchEmployerProfile } from '../api/profile';
import { OnboardingSteps } from './onboarding-steps';
import { ProfileLoadError } from '../../../components/profile-load-error';
import { PROFILE_KEY } from './profile-key';
import { SignOutEverywhere } from '../../account/sign-out-everywhere';
import './onboarding.css';

/** /onboarding for employers: Company Details, Hiring Team Info, Company Profile. */
function EmployerOnboardingPage() {
  const { t } = useTranslation('employer');
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => fetchEmployerProfile(signal),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
  return (
    <div className="onboarding">
      <h1>{t('onboarding.title')}</h1>
      <p className="onboarding__intro">{t('onboarding.intro')}</p>
      {profile.isPending ? (
        <Loading />
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
