import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { StaticPage } from './static-page';

interface StepSection {
  heading: string;
  steps: string[];
}

export default function HowItWorksPage() {
  const { t, i18n } = useTranslation('pages');
  const sections = i18n.raw<StepSection[]>('pages', 'howItWorks.sections') ?? [];
  return (
    <StaticPage title={t('howItWorks.title')} intro={t('howItWorks.intro')}>
      {sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`how-section-${i}`}>
          <h2 id={`how-section-${i}`}>{section.heading}</h2>
          <ol className="static-page__steps">
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <section aria-labelledby="how-try-it">
        <h2 id="how-try-it">{t('howItWorks.tryIt.heading')}</h2>
        <p>{t('howItWorks.tryIt.body')}</p>
        <p>
          <Link to="/auth?tab=register" className="btn btn--primary">
            {t('howItWorks.cta')}
          </Link>
        </p>
      </section>
    </StaticPage>
  );
}
