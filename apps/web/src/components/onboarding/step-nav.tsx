/** The class names of an onboarding's step list: each onboarding keeps its own look (and its own CSS). */
export interface StepNavLook {
  nav: string;
  list?: string;
  item: string;
  number: string;
  /** Added to the number of a finished step. */
  numberDone?: string;
  label?: string;
  short?: string;
}

export interface StepNavItem {
  label: string;
  /** Shown instead of `label` on a narrow screen (screen readers always hear `label`). */
  short?: string;
  /** Finished: a tick instead of the number, and the step list's `completedLabel` for screen readers. */
  done?: boolean;
}

/**
 * The list of steps beside the form: any step can be opened from here. The current one carries
 * aria-current="step"; a finished one says so to screen readers as well as with its tick.
 */
export function StepNav({
  look,
  label,
  steps,
  current,
  onSelect,
  completedLabel,
}: {
  look: StepNavLook;
  label: string;
  steps: readonly StepNavItem[];
  current: number;
  onSelect: (index: number) => void;
  completedLabel?: string;
}) {
  return (
    <nav className={look.nav} aria-label={label}>
      <ol className={look.list}>
        {steps.map((step, i) => (
          <li key={step.label}>
            <button
              type="button"
              className={look.item}
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onSelect(i)}
            >
              <span
                className={step.done && look.numberDone ? `${look.number} ${look.numberDone}` : look.number}
                aria-hidden="true"
              >
                {step.done ? '✓' : i + 1}
              </span>
              <span className={look.label}>{step.label}</span>
              {step.short !== undefined && (
                <span className={look.short} aria-hidden="true">
                  {step.short}
                </span>
              )}
              {step.done && <span className="visually-hidden"> {completedLabel}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
