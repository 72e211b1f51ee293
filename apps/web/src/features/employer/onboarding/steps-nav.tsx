import { useTranslation } from '../../../i18n/use-translation';

export const STEPS = ['company', 'team', 'profile'] as const;
export type Step = (typeof STEPS)[number];

/** The sidebar: every step can be jumped to; the current one is marked for screen readers too. */
export function StepsNav({ current, onSelect }: { current: Step; onSelect: (step: Step) => void }) {
  const { t } = useTranslation('employer');
  return (
    <nav className="onboarding__nav" aria-label={t('onboarding.stepsLabel')}>
      <ol>
        {STEPS.map((step, i) => (
          <li key={step}>
            <button
              type="button"
              className="onboarding__nav-step"
              aria-current={step === current ? 'step' : undefined}
              onClick={() => onSelect(step)}
            >
              <span className="onboarding__nav-number" aria-hidden="true">{i + 1}</span>
              <span>{t(`onboarding.steps.${step}`)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
