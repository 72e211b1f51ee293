import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Modal } from './modal';
import './confirm-dialog.css';

/**
 * Asks before an action that cannot be undone. The confirm button says what it does; Cancel, Escape and the
 * close button all leave things as they were.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  /** Why the action failed, shown in the dialog so the reader can retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal open={open} title={title} onClose={onCancel} closeLabel={t('ui.close')}>
      <div className="confirm-dialog">
        {children}
        {error && (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
            {t('ui.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
