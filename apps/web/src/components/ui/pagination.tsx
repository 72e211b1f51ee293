import { useTranslation } from '../../i18n/use-translation';
import './pagination.css';

/** Previous / next through a paged list; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('ui.pagination')}>
      <button type="button" className="btn btn--secondary" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        {t('ui.previous')}
      </button>
      <span aria-live="polite">{t('ui.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn--secondary" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        {t('ui.next')}
      </button>
    </nav>
  );
}
