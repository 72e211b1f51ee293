import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../components/use-document-title';
import './auth.css';

/**
 * Where Google and LinkedIn send the browser back. Their code exchange is not built yet, so this page says
 * so and leads back to the form, rather than leaving a blank page.
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('callback.title'));
  return (
    <div className="auth-callback">
      <h1>{t('callback.title')}</h1>
      <p role="status">{t('callback.body')}</p>
      <p>
        <Link to="/auth" className="btn btn--primary">
          {t('callback.back')}
        </Link>
      </p>
    </div>
  );
}
