import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { CONTACT_EMAIL } from '@talent/shared';

const SOCIAL = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'X', href: 'https://x.com/' },
];

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">{t('footer.tagline')}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            <li>
              <Link to="/about-us">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/how-it-works">{t('footer.howItWorks')}</Link>
            </li>
            <li>
              <Link to="/safety">{t('footer.safety')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{t('footer.follow')}</h2>
          <ul className="site-footer__links">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                  <span className="visually-hidden"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <address className="site-footer__contact">
          <h2 className="site-footer__heading">{t('footer.contact')}</h2>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          <span>{t('footer.city')}</span>
        </address>
      </div>
      <p className="site-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
