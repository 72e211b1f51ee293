import { useId } from 'react';
import type { EmailCategory } from '@talent/shared';

/**
 * One checkbox a category, each saved as it is changed (the box shows the server's answer). A hint is tied to its
 * box; `disabled` holds them all, `describedBy` names the sentence that says why.
 */
export function CategorySwitches({
  legend,
  categories,
  values,
  label,
  hints = {},
  disabled = false,
  describedBy,
  onChange,
}: {
  legend: string;
  categories: readonly EmailCategory[];
  values: Record<EmailCategory, boolean>;
  label: (category: EmailCategory) => string;
  hints?: Partial<Record<EmailCategory, string>>;
  disabled?: boolean;
  describedBy?: string;
  onChange: (category: EmailCategory, on: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className="email-settings" disabled={disabled} aria-describedby={describedBy}>
      <legend className="visually-hidden">{legend}</legend>
      {categories.map((category) => {
        const hint = hints[category];
        const hintId = hint ? `${id}-${category}-hint` : undefined;
        return (
          <div key={category}>
            <label className="email-settings__choice">
              <input
                type="checkbox"
                checked={values[category]}
                disabled={disabled}
                aria-describedby={hintId}
                onChange={(e) => onChange(category, e.target.checked)}
              />{' '}
              {label(category)}
            </label>
            {hint && (
              <p id={hintId} className="field__hint email-settings__hint">
                {hint}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
