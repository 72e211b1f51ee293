import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The filters on a phone: a full-screen dialog (the shared modal, so focus is trapped in it, Escape closes it
 * and the focus returns to the Filters button). Each change applies at once; the button at the bottom says how
 * many jobs the search now finds and closes the panel on them.
 */
export function FiltersDialog({
  open,
  onClose,
  showLabel,
  onClearAll,
  children,
}: {
  open: boolean;
  onClose: () => void;
  showLabel: string;
  onClearAll: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('professional');
  return (
    <div className="filters-sheet">
      <Modal open={open} title={t('search.filters')} onClose={onClose} closeLabel={t('search.closeFilters')}>
        <div className="filters-sheet__content">{children}</div>
        <div className="filters-sheet__footer">
          {/* Always there, even with nothing to clear: a button that vanished under the finger would lose the focus. */}
          <button type="button" className="btn btn--secondary" onClick={onClearAll}>
            {t('search.clearAll')}
          </button>
          <button type="button" className="btn btn--primary filters-sheet__show" onClick={onClose}>
            {showLabel}
          </button>
        </div>
      </Modal>
    </div>
  );
}

/** Opens the phone's filter panel; says how many filters are on. */
export function FiltersButton({ active, onClick }: { active: number; onClick: () => void }) {
  const { t } = useTranslation('professional');
  return (
    <button type="button" className="btn btn--secondary filters-button" aria-haspopup="dialog" onClick={onClick}>
      {t('search.filters')}
      {active > 0 && (
        <>
          <span className="filters-button__count" aria-hidden="true">
            {active}
          </span>
          <span className="visually-hidden">{t('search.activeCount', { count: active })}</span>
        </>
      )}
    </button>
  );
}
