import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { phoneCodeConfirmSchema } from '@talent/shared';
import type { z } from 'zod';
import { Field } from './ui/field';
import { useTranslation } from '../i18n/use-translation';
import { messageOf, useFormMessage, useMessage, type Message } from '../i18n/use-message';
import { ApiError } from '../lib/api-client';
import { detailMessage } from '../lib/field-messages';
import { applyServerErrors } from '../lib/form-errors';
import { useAuth } from '../session/use-auth';
import { confirmPhoneCode, sendPhoneCode } from '../api/sms';
import './phone-proof.css';

type Values = z.input<typeof phoneCodeConfirmSchema>;

/** A code was sent a moment ago (the 429 that names the wait): the reader may well hold it already. */
const isRecentCode = (err: unknown) =>
  err instanceof ApiError &&
  err.status === 429 &&
  (err.data as { detail_code?: { code?: unknown } } | null)?.detail_code?.code === 'phoneCodeWait';

/**
 * Whether the profile's phone number is proven, and the way to prove it: a code sent to it by SMS, typed back here.
 * Nothing is sent by SMS to a number that is not proven. `phone` is the number the profile holds as saved (E.164),
 * not the one being typed: saving another number makes it unproven until it is proven in turn.
 */
export function PhoneProof({ phone }: { phone: string | null }) {
  const { user } = useAuth();
  // Another number saved starts the steps again (the session holds it unproven: session/auth-context.tsx).
  return (
    <ProofSteps key={phone ?? ''} phone={phone} proven={user?.phone_verified === true} demo={user?.is_demo === true} />
  );
}

function ProofSteps({ phone, proven, demo }: { phone: string | null; proven: boolean; demo: boolean }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const fieldError = useFormMessage();
  const { updateUser, reloadUser } = useAuth();
  const titleId = useId();
  const [stage, setStage] = useState<'start' | 'code'>('start');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Message | null>(null);
  const [problem, setProblem] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof phoneCodeConfirmSchema>>({
    resolver: zodResolver(phoneCodeConfirmSchema),
    defaultValues: { code: '' },
  });

  // The button pressed gives way to the code's field: the focus goes there, where the reader types next.
  useEffect(() => {
    if (stage === 'code') setFocus('code');
  }, [stage, setFocus]);

  const send = async () => {
    setSending(true);
    setProblem(null);
    setNotice(null);
    try {
      setNotice(detailMessage(await sendPhoneCode()));
      reset({ code: '' });
      setStage('code');
    } catch (err) {
      setProblem(messageOf(err));
      if (isRecentCode(err)) setStage('code');
    } finally {
      setSending(false);
    }
  };

  const confirm = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      const answer = await confirmPhoneCode(code);
      setNotice(detailMessage(answer));
      updateUser({ phone_verified: true });
      // The form is gone: the focus goes to the section's heading, above the news, rather than to the page's top.
      document.getElementById(titleId)?.focus();
      void reloadUser();
    } catch (err) {
      // A wrong or spent code is the field's error; anything else (offline, too many tries) is the section's.
      if (applyServerErrors(err, ['code'], setError).length === 0) setProblem(messageOf(err));
    }
  });

  const busy = sending || isSubmitting;
  return (
    <section className="phone-proof" aria-labelledby={titleId}>
      <h3 id={titleId} tabIndex={-1}>
        {t('phoneProof.title')}
      </h3>
      {demo ? (
        <p className="banner banner--info">{t('phoneProof.demo')}</p>
      ) : !phone ? (
        <p>{t('phoneProof.noNumber')}</p>
      ) : proven ? (
        <>
          <p>
            <span className="badge phone-proof__badge phone-proof__badge--proven">{t('phoneProof.proven')}</span>{' '}
            {t('phoneProof.provenText', { phone })}
          </p>
          <p>
            <Link to="/settings/email">{t('phoneProof.settings')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            <span className="badge phone-proof__badge">{t('phoneProof.notProven')}</span>{' '}
            {t('phoneProof.notProvenText', { phone })}
          </p>
          {problem && (
            <p className="banner banner--error" role="alert">
              {message(problem)}
            </p>
          )}
          {stage === 'start' ? (
            <div>
              <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void send()}>
                {sending ? t('phoneProof.sending') : t('phoneProof.send')}
              </button>
            </div>
          ) : (
            <form className="form phone-proof__form" noValidate onSubmit={confirm}>
              <Field
                label={t('phoneProof.code')}
                hint={t('phoneProof.codeHint', { phone })}
                error={fieldError(errors.code?.message)}
                required
              >
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="phone-proof__code"
                  // A code copied with its spaces ("123 456") is still the code.
                  {...register('code', { setValueAs: (value: string) => value.replace(/\s+/g, '') })}
                />
              </Field>
              <div className="phone-proof__actions">
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {isSubmitting ? t('phoneProof.confirming') : t('phoneProof.confirm')}
                </button>
                <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void send()}>
                  {sending ? t('phoneProof.sending') : t('phoneProof.sendAgain')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
      <p role="status" className="phone-proof__notice">
        {notice && message(notice)}
      </p>
    </section>
  );
}
