import type { ReactNode } from 'react';

/** The class names of an onboarding's step actions: each onboarding keeps its own look (and its own CSS). */
export interface StepActionsLook {
  root: string;
  /** A box of its own around the step's main actions, when the look has one. */
  main?: string;
}

/** Back on the left (when there is a step before), the step's main actions (Next, or Save & Finish) on the right. */
export function StepActions({
  look,
  backLabel,
  onBack,
  backDisabled,
  children,
}: {
  look: StepActionsLook;
  backLabel: string;
  onBack?: () => void;
  /** While the step saves, in a look that keeps Back shown but unusable. */
  backDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={look.root}>
      {onBack && (
        <button type="button" className="btn btn--secondary" onClick={onBack} disabled={backDisabled}>
          {backLabel}
        </button>
      )}
      {look.main ? <div className={look.main}>{children}</div> : children}
    </div>
  );
}
