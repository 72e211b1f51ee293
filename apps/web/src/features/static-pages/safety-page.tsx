import { CONTACT_EMAIL } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { StaticPage } from './static-page';

interface ListSection {
  heading: string;
  items: string[];
}

/**
 * /safety, "Stay safe": how the job scams that reach Congolese job seekers look (fees, mobile money, WhatsApp only,
 * fake mass recruitments under real names) and what to do (never pay, report the job, tell staff). Linked from the
 * footer and from every job's page.
 */
export default function SafetyPage() {
  const { t, i18n } = useTranslation('pages');
  const sections = i18n.raw<ListSection[]>('pages', 'safety.sections') ?? [];
  return (
    <StaticPage title={t('safety.title')} intro={t('safety.intro')}>
      <p className="static-page__rule">{t('safety.rule')}</p>
      {sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`safety-section-${i}`}>
          <h2 id={`safety-section-${i}`}>{section.heading}</h2>
          <ul className="static-page__list">
            {section.items.map((_, j) => (
              <li key={j}>{t(`safety.sections.${i}.items.${j}`, { email: CONTACT_EMAIL })}</li>
            ))}
          </ul>
        </section>
      ))}
    </StaticPage>
  );
}
