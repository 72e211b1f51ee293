import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refuseHeldMessageSchema, type HeldMessage, type MessageKey } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf, useFormMessage, useMessage } from '../../../i18n/use-message';
import { fetchHeldMessages, refuseHeldMessage, releaseHeldMessage } from '../../../api/conversations';
import { formatDateTime } from '../../../lib/format';
import { MarkedText } from '../shared/marked-text';
import { useActionBanner } from '../shared/use-action-banner';

const HELD_KEY = ['admin', 'held-messages'] as const;

/**
 * Employers' messages held because they ask an applicant for money, oldest first, the words that did it marked: staff
 * release one (it reaches the applicant) or refuse it, which suspends its employer. What the last decision did stays
 * said above the list, and the list stays (empty, if it is) once staff have decided here: a refusal takes the
 * employer's other held texts with it, and the section vanishing without a word read as a failure.
 */
export function HeldMessages() {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const held = useQuery({ queryKey: HELD_KEY, queryFn: ({ signal }) => fetchHeldMessages(signal) });
  const { banner: outcome, setBanner: setOutcome, heading } = useActionBanner();
  if (!held.data || (held.data.length === 0 && !outcome)) return null;
  const decided = (key: MessageKey) => setOutcome({ kind: 'success', text: message(key) });
  return (
    <section className="admin-subsection" aria-labelledby="held-messages-title">
      <h3 id="held-messages-title" ref={heading} tabIndex={-1}>
        {t('heldMessages.title', { count: held.data.length })}
      </h3>
      <p className="admin-section__intro">{t('heldMessages.intro')}</p>
      {/* Not a timed banner: the list under it has changed, and the sentence says why until the next decision. */}
      <div role="status">{outcome && <p className="banner banner--success">{outcome.text}</p>}</div>
      {held.data.length === 0 ? (
        <p className="empty-state">{t('heldMessages.none')}</p>
      ) : (
        <ul className="admin-list">
          {held.data.map((m) => (
            <li key={m.id}>
              <HeldMessageItem message={m} onDecided={decided} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldMessageItem({ message: m, onDecided }: { message: HeldMessage; onDecided: (key: MessageKey) => void }) {
  const { t, language } = useTranslation('admin');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const decided = (key: MessageKey) => async () => {
    onDecided(key);
    await queryClient.invalidateQueries({ queryKey: HELD_KEY });
  };
  const release = useMutation({ mutationFn: () => releaseHeldMessage(m.id), onSuccess: decided('messageReleased') });
  return (
    <article className="held-message card">
      <p className="held-message__about">
        {t('heldMessages.about', {
          job: m.job_title,
          company: m.company_name ?? t('heldMessages.noCompany'),
          date: formatDateTime(m.held_at, language),
        })}
      </p>
      <p className="held-message__kind">{t(`heldMessages.kinds.${m.kind}`)}</p>
      <blockquote className="held-message__body">
        <MarkedText text={m.body} terms={m.held_for.map((f) => f.evidence)} />
      </blockquote>
      {refusing ? (
        <RefuseForm id={m.id} onRefused={decided('messageRefused')} onBack={() => setRefusing(false)} />
      ) : (
        <div className="admin-job__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={release.isPending}
            onClick={() => release.mutate()}
          >
            {t('heldMessages.release')}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => setRefusing(true)}>
            {t('heldMessages.refuse')}
          </button>
        </div>
      )}
      {release.error && (
        <p role="alert" className="form-error">
          {t('actionFailed', { reason: message(messageOf(release.error)) })}
        </p>
      )}
    </article>
  );
}

/** The refusal: the reason the employer receives with their suspension, which the form will not send without. */
function RefuseForm({ id, onRefused, onBack }: { id: number; onRefused: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const fieldError = useFormMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(refuseHeldMessageSchema), defaultValues: { reason: '' } });
  // One refusal per press, however quick the second: the button is disabled only once the pending state is drawn.
  const sending = useRef(false);
  const refuse = useMutation({
    mutationFn: (reason: string) => refuseHeldMessage(id, reason),
    onSuccess: onRefused,
    onSettled: () => {
      sending.current = false;
    },
  });
  return (
    <form
      className="form held-message__refuse"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (sending.current) return;
        sending.current = true;
        void handleSubmit(
          ({ reason }) => refuse.mutate(reason),
          () => {
            sending.current = false;
          },
        )(e);
      }}
    >
      <Field
        label={t('heldMessages.reason')}
        hint={t('heldMessages.reasonHint')}
        error={fieldError(errors.reason?.message)}
        required
      >
        <textarea rows={4} {...register('reason')} />
      </Field>
      {refuse.error && (
        <p role="alert" className="banner banner--error">
          {t('actionFailed', { reason: message(messageOf(refuse.error)) })}
        </p>
      )}
      <div className="admin-job__actions">
        <button type="button" className="btn btn--secondary" onClick={onBack} disabled={refuse.isPending}>
          {t('heldMessages.back')}
        </button>
        <button
          type="submit"
          className="btn btn--danger"
          disabled={refuse.isPending}
          aria-busy={refuse.isPending || undefined}
        >
          {t('heldMessages.refuse')}
        </button>
      </div>
    </form>
  );
}
