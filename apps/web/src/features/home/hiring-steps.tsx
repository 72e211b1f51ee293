import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../session/use-auth';
import { Reveal } from './reveal';

/**
 * "Hiring is Easy". Step 1 happens in the Hiring Center, which is for employers only, so
 * its link depends on who is reading: an employer goes to the Hiring Center, a visitor is offered the
 * employer registration, and a professional reads the step without a link that would only bounce them to /.
 */
function StepOneAction() {
  const { t } = useTranslation('home');
  const { status, user } = useAuth();
  if (user?.user_type === 'employer') {
    return (
      <Link to="/hiring-center" className="step__link">
        {t('steps.one.employerLink')}
      </Link>
    );
  }
  if (status === 'anonymous') {
    return (
      <Link to="/auth?tab=register&role=employer" className="step__link">
        {t('steps.one.visitorLink')}
      </Link>
    );
  }
  if (user) return <p className="step__note">{t('steps.one.forEmployers')}</p>;
  return null;
}

export function HiringSteps() {
  const { t } = useTranslation('home');
  const steps = ['one', 'two', 'three'] as const;
  return (
    <Reveal className="home-section" labelledBy="steps-title">
      <h2 id="steps-title">{t('steps.title')}</h2>
      <p className="home-section__lead">{t('steps.lead')}</p>
      <ol className="steps">
        {steps.map((step, i) => (
          <li key={step} className="step card">
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>
              <span className="visually-hidden">{t('steps.stepLabel', { number: i + 1 })}: </span>
              {t(`steps.${step}.title`)}
            </h3>
            <p>{t(`steps.${step}.body`)}</p>
            {step === 'one' && <StepOneAction />}
          </li>
        ))}
      </ol>
    </Reveal>
  );
}
