import type { Language } from '@talent/shared';
import { formatNumber } from '../../../lib/format';
import type { Translate } from './filter-labels';

/** The total as a number to show: "1,000+" when it is only a lower bound. */
export const totalText = (total: number, exact: boolean, language: Language) =>
  `${formatNumber(total, language)}${exact ? '' : '+'}`;

/** "24 jobs", "1 job", or "1,000+ jobs" when the API only says there are more than that. */
export function jobCountText(t: Translate, language: Language, total: number, exact: boolean): string {
  const formatted = formatNumber(total, language);
  return exact ? t('search.count', { count: total, total: formatted }) : t('search.countAtLeast', { total: formatted });
}

/** The button that closes the phone's filter panel: "Show 24 jobs". */
export function showJobsText(t: Translate, language: Language, total: number, exact: boolean): string {
  const formatted = formatNumber(total, language);
  return exact
    ? t('search.showJobs', { count: total, total: formatted })
    : t('search.showJobsAtLeast', { total: formatted });
}
