import type { RequestFigures } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import './request-figures.css';

/**
 * What a request (or every request) brought: how many saw it, applied, were forwarded, interviewed and hired, and how
 * soon applicants heard back (the median, in hours or days).
 */
export function RequestFiguresList({ figures }: { figures: RequestFigures }) {
  const { t } = useTranslation('common');
  const hours = figures.first_answer_hours;
  const answered =
    hours === null
      ? t('figures.noAnswerYet')
      : hours < 48
        ? t('figures.hours', { count: Math.max(1, Math.round(hours)) })
        : t('figures.days', { count: Math.round(hours / 24) });
  const counts = ['views', 'applied', 'forwarded', 'interviewed', 'hired'] as const;
  return (
    <dl className="request-figures">
      {counts.map((name) => (
        <div key={name}>
          <dt>{t(`figures.${name}`)}</dt>
          <dd>{figures[name]}</dd>
        </div>
      ))}
      <div>
        <dt>{t('figures.firstAnswer')}</dt>
        <dd>{answered}</dd>
      </div>
    </dl>
  );
}
