import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * A telephone input with the country's dialling code shown in front of it. The code is shown, not typed:
 * the caller describes it in the field's hint, since the visual prefix is hidden from screen readers.
 */
export const PhoneInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { prefix: string }>(
  function PhoneInput({ prefix, className = '', ...props }, ref) {
    return (
      <span className={`phone-input ${className}`}>
        <span className="phone-input__prefix" aria-hidden="true">
          {prefix}
        </span>
        <input ref={ref} type="tel" inputMode="tel" autoComplete="tel-national" {...props} />
      </span>
    );
  },
);
