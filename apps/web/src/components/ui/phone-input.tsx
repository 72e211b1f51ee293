import { forwardRef, type InputHTMLAttributes } from 'react';
import './phone-input.css';

/**
 * A phone field with the country's dialling code shown in front of it. The code is decoration here: give it
 * to screen readers in the field's hint.
 */
export const PhoneInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { prefix: string }>(
  function PhoneInput({ prefix, ...props }, ref) {
    return (
      <span className="phone-input">
        {prefix && <span className="phone-input__prefix" aria-hidden="true">{prefix}</span>}
        <input ref={ref} type="tel" autoComplete="tel-national" inputMode="tel" {...props} />
      </span>
    );
  },
);
