import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../components/use-document-title';
import '../../styles/static-pages.css';

/** Any path outside the route table. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="static-page static-page--centered">
      <p className="static-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p className="static-page__path">
        <code>{pathname}</code>
      </p>
      <p>
        <Link to="/" className="btn btn--primary">
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
