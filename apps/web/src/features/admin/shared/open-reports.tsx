import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';

/** How many people reported a job and wait for staff to settle it, with the way to the reports; nothing at 0. */
export function OpenReports({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  if (count <= 0) return null;
  return (
    <p className="open-reports">
      <span className="badge open-reports__count">{t('openReports.count', { count })}</span>
      <Link to="?tab=reports">{t('openReports.link')}</Link>
    </p>
  );
}
