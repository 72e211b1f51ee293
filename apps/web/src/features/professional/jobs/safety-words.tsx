import { useTranslation } from '../../../i18n/use-translation';

/**
 * What every job seeker is told beside a job and when applying: nobody real asks them to pay to apply, to be
 * trained or to get an interview, and whoever does is to be reported.
 */
export function SafetyWords({ className = 'safety-words' }: { className?: string }) {
  const { t } = useTranslation('professional');
  return <p className={className}>{t('jobs.safety.words')}</p>;
}
