import { useEffect, useRef, type ReactNode } from 'react';
import { StepActions } from '../../../components/onboarding/step-actions';
import { useTranslation } from '../../../i18n/use-translation';
import { STEP_ACTIONS_LOOK, STEPS, type Step } from './steps';

/**
 * One step's panel. Every step stays mounted (hidden when not current), so what was typed survives a jump to
 * another step; when a step becomes current by the reader's action, focus goes to its heading.
 */
export function StepFrame({
  step,
  current,
  focusOnShow,
  hasRequired = true,
  children,
}: {
  step: Step;
  current: Step;
  focusOnShow: boolean;
  /** Whether the step has required fields (the note about the * is shown then). */
  hasRequired?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('employer');
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = step === current;
  useEffect(() => {
    if (shown && focusOnShow) heading.current?.focus();
  }, [shown, focusOnShow]);
  const headingId = `onboarding-step-${step}`;
  return (
    <section className="onboarding__step card" aria-labelledby={headingId} hidden={!shown}>
      <p className="onboarding__step-count">
        {t('onboarding.stepOf', { step: STEPS.indexOf(step) + 1, total: STEPS.length })}
      </p>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t(`onboarding.steps.${step}`)}
      </h2>
      {hasRequired && <p className="field__hint">{t('onboarding.requiredNote')}</p>}
      {children}
    </section>
  );
}

/** Back and Next (or Finish) at the foot of a step: the step's form is sent by its submit button. */
export function StepSubmit({ onBack, submitLabel, busy }: { onBack?: () => void; submitLabel: string; busy: boolean }) {
  const { t } = useTranslation('employer');
  return (
    <StepActions look={STEP_ACTIONS_LOOK} backLabel={t('onboarding.back')} onBack={onBack} backDisabled={busy}>
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('onboarding.saving') : submitLabel}
      </button>
    </StepActions>
  );
}
