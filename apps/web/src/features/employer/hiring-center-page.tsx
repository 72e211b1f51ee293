import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Banner, type BannerMessage } from '../../components/ui/banner';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage } from '../../i18n/use-message';
import { withQueryClient } from '../../lib/query';
import { JobRequestForm } from './hiring/job-request-form';
import { HiringHistory } from './hiring/hiring-history';
import './hiring/hiring-center.css';

/** A message handed over by the page that sent the employer here (the end of onboarding). */
function useFlash(): [BannerMessage | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const message = useMessage();
  const [flash, setFlash] = useState<BannerMessage | null>(() => {
    const text = (location.state as { flash?: unknown } | null)?.flash;
    return typeof text === 'string' ? { kind: 'success', text: message(text) } : null;
  });
  const done = useCallback(() => {
    setFlash(null);
    // Forget it, so that a reload does not show it again.
    navigate('.', { replace: true, state: null });
  }, [navigate]);
  return [flash, done];
}

/** /hiring-center: "Request a New Worker" beside "Your Hiring History" (spec section 2). */
function HiringCenterPage() {
  const { t } = useTranslation('employer');
  const [flash, clearFlash] = useFlash();
  return (
    <div className="hiring-center">
      <h1>{t('hiring.title')}</h1>
      <p className="hiring-center__intro">{t('hiring.intro')}</p>
      <Banner message={flash} onDone={clearFlash} />
      <div className="hiring-center__columns">
        <section className="card hiring-center__request" aria-labelledby="job-request-title">
          <h2 id="job-request-title">{t('hiring.form.title')}</h2>
          <JobRequestForm />
        </section>
        <HiringHistory />
      </div>
    </div>
  );
}

export default withQueryClient(HiringCenterPage);
