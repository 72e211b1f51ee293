import { useTranslation } from '../../../i18n/use-translation';

/** A list or record that could not be loaded, with a way to ask again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="banner banner--error admin-load-error" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
