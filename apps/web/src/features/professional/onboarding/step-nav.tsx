/**
 * The list of steps beside the form: any step can be opened from here. The current one carries
 * aria-current="step"; a finished one says so to screen readers as well as with its tick.
 */
export function StepNav({ label, steps, current, onSelect, completedLabel }: {
  label: string;
  /** `short` is shown instead of `label` on a narrow screen (screen readers always hear `label`). */
  steps: { label: string; short: string; done: boolean }[];
  current: number;
  onSelect: (index: number) => void;
  completedLabel: string;
}) {
  return (
    <nav className="step-nav" aria-label={label}>
      <ol className="step-nav__list">
        {steps.map((step, i) => (
          <li key={step.label}>
            <button
              type="button"
              className="step-nav__item"
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onSelect(i)}
            >
              <span className={`step-nav__number${step.done ? ' step-nav__number--done' : ''}`} aria-hidden="true">
                {step.done ? '✓' : i + 1}
              </span>
              <span className="step-nav__label">{step.label}</span>
              <span className="step-nav__short" aria-hidden="true">
                {step.short}
              </span>
              {step.done && <span className="visually-hidden"> {completedLabel}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
