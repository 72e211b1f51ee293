import { useState, type FormEvent } from 'react';
import type { OtpEnrolment } from '@talent/shared';
import { Field } from '../../components/ui/field';
import { useMessage } from '../../i18n/use-message';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, errorMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/form-errors';
import { sessionFromResponse } from '../../session/session-api';
import { useAuth } from '../../session/use-auth';
import { confirmOtpSetup, startOtpSetup } from '../../api/admin';

type Step = { name: 'start' } | { name: 'scan'; enrolment: OtpEnrolment } | { name: 'codes'; codes: string[] };

/**
 * What a staff member without a one-time code sees instead of the console: a QR code (and the secret as text, for
 * an app that cannot scan) to add to an authenticator app, a first code to confirm it, then the recovery codes,
 * shown this once. Confirming opens a session proved with the code, which the console's API asks for.
 */
export function OtpSetup() {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const { updateUser } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problemOf = (err: unknown, field?: string) => {
    const fieldMessage = field ? serverFieldErrors(err)[field] : undefined;
    return fieldMessage ?? message(errorMessage(err instanceof ApiError ? err.data : null, 'serverError'));
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setStep({ name: 'scan', enrolment: await startOtpSetup() });
    } catch (err) {
      setError(problemOf(err));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const confirmed = await confirmOtpSetup(code.trim());
      await sessionFromResponse(confirmed);
      setStep({ name: 'codes', codes: confirmed.recovery_codes });
    } catch (err) {
      setError(problemOf(err, 'otp'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card otp-setup" aria-labelledby="otp-setup-title">
      <h2 id="otp-setup-title">{t('otpSetup.title')}</h2>
      {step.name === 'start' && (
        <>
          <p>{t('otpSetup.why')}</p>
          {error && (
            <p className="banner banner--error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="btn btn--primary" onClick={() => void start()} disabled={busy}>
            {t('otpSetup.start')}
          </button>
        </>
      )}
      {step.name === 'scan' && (
        <form onSubmit={(e) => void confirm(e)} noValidate>
          <p>{t('otpSetup.scan')}</p>
          <img
            className="otp-setup__qr"
            src={step.enrolment.qr_code}
            alt={t('otpSetup.qrAlt')}
            width={200}
            height={200}
          />
          <p>
            {t('otpSetup.secretLabel')} <code className="otp-setup__secret">{step.enrolment.secret}</code>
          </p>
          <Field label={t('otpSetup.code')} hint={t('otpSetup.codeHint')} error={error ?? undefined} required>
            <input
              type="text"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn btn--primary" disabled={busy || code.trim() === ''}>
            {t('otpSetup.confirm')}
          </button>
        </form>
      )}
      {step.name === 'codes' && (
        <>
          <p role="status">{message('otpEnrolled')}</p>
          <p>{t('otpSetup.codesIntro')}</p>
          <ul className="otp-setup__codes" aria-label={t('otpSetup.codesLabel')}>
            {step.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => updateUser({ otp_enrolment_required: false })}
          >
            {t('otpSetup.continue')}
          </button>
        </>
      )}
    </section>
  );
}
