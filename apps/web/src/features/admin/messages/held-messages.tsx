import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldMessage } from '@talent/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf, useMessage } from '../../../i18n/use-message';
import { fetchHeldMessages, refuseHeldMessage, releaseHeldMessage } from '../../../api/conversations';
import { formatDateTime } from '../../../lib/format';
import { MarkedText } from '../shared/marked-text';

const HELD_KEY = ['admin', 'held-messages'] as const;

/**
 * Employers' messages held because they ask an applicant for money, oldest first, the words that did it marked: staff
 * release one (it reaches the applicant) or refuse it, which suspends its employer.
 */
export function HeldMessages() {
  const { t } = useTranslation('admin');
  const held = useQuery({ queryKey: HELD_KEY, queryFn: ({ signal }) => fetchHeldMessages(signal) });
  if (!held.data || held.data.length === 0) return null;
  return (
    <section className="admin-subsection" aria-labelledby="held-messages-title">
      <h3 id="held-messages-title">{t('heldMessages.title', { count: held.data.length })}</h3>
      <p className="admin-section__intro">{t('heldMessages.intro')}</p>
      <ul className="admin-list">
        {held.data.map((m) => (
          <li key={m.id}>
            <HeldMessageItem message={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HeldMessageItem({ message: m }: { message: HeldMessage }) {
  const { t, language } = useTranslation('admin');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const done = () => queryClient.invalidateQueries({ queryKey: HELD_KEY });
  const release = useMutation({ mutationFn: () => releaseHeldMessage(m.id), onSuccess: done });
  const refuse = useMutation({ mutationFn: () => refuseHeldMessage(m.id, reason.trim()), onSuccess: done });
  const failed = release.error ?? refuse.error;
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
        <form
          onSubmit={(e) => {
            e.preventDefault();
            refuse.mutate();
          }}
        >
          <label htmlFor={reasonId}>{t('heldMessages.reason')}</label>
          <textarea id={reasonId} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} required />
          <button type="submit" className="btn btn--danger" disabled={refuse.isPending || !reason.trim()}>
            {t('heldMessages.refuse')}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setRefusing(false)}>
            {t('heldMessages.back')}
          </button>
        </form>
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
      {failed && (
        <p role="alert" className="form-error">
          {t('actionFailed', { reason: message(messageOf(failed)) })}
        </p>
      )}
    </article>
  );
}
