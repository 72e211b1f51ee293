import type { ReactNode } from 'react';

/** Back on the left, the step's main action (Next, or Save & Finish) on the right. */
export function StepActions({ backLabel, onBack, children }: {
  backLabel: string;
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="step-actions">
      {onBack && (
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {backLabel}
        </button>
      )}
      <div className="step-actions__main">{children}</div>
    </div>
  );
}
