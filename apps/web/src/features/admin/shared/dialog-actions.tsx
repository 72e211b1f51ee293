import { useTranslation } from '../../../i18n/use-translation';
import { messageOf, useMessage } from '../../../i18n/use-message';

/**
 * The end of a staff dialog's form: what went wrong with the last try, then Cancel and the action itself (red when it
 * cannot be undone), both held while the action runs.
 */
export function DialogActions({
  pending,
  error,
  onCancel,
  submitLabel,
  danger,
}: {
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  submitLabel: string;
  danger: boolean;
}) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  return (
    <>
      {error !== null && error !== undefined && (
        <p className="banner banner--error" role="alert">
          {t('actionFailed', { reason: message(messageOf(error)) })}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={pending}>
          {t('common:ui.cancel')}
        </button>
        <button
          type="submit"
          className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {submitLabel}
        </button>
      </div>
    </>
  );
}
