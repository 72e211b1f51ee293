import { lazyPage } from '../lib/lazy-page';
import { useTranslation } from '../i18n/use-translation';
import { useAuth } from '../session/use-auth';

const ProfessionalOnboarding = lazyPage(
  () => import('../features/professional/onboarding/professional-onboarding-page'),
);
const EmployerOnboarding = lazyPage(() => import('../features/employer/onboarding/employer-onboarding-page'));

/** /onboarding shows the flow of the user's type; any other type is told so (see docs/product.md). */
export function OnboardingRoute() {
  const { user } = useAuth();
  const { t } = useTranslation('msg');
  if (user?.user_type === 'professional') return <ProfessionalOnboarding />;
  if (user?.user_type === 'employer') return <EmployerOnboarding />;
  return (
    <p className="page-status" role="alert">
      {t('unauthorizedUserType')}
    </p>
  );
}
