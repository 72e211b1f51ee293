import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { StrokeIcon } from './stroke-icon';

/**
 * A password input with a button that shows what was typed: on a phone keyboard a typo is easy to make and
 * hard to see. The button's label comes from the caller (translated); its pressed state is announced.
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { showLabel: string }
>(function PasswordInput({ showLabel, ...props }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="password-input">
      <input ref={ref} {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        <StrokeIcon size={22}>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" strokeLinecap="round" />}
        </StrokeIcon>
        <span className="visually-hidden">{showLabel}</span>
      </button>
    </span>
  );
});
