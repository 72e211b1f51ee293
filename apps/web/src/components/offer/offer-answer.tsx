import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICANT_NOTE_MAX_LENGTH, type ProfessionalApplication } from '@talent/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field } from '../ui/field';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage } from '../../i18n/use-message';
import { actionFailure } from '../../lib/api-client';
import { answerOffer } from '../../api/applications';
import { APPLICATIONS_KEY } from '../../api/queries/applications';

/**
 * The applicant's answer to the offer made to them: accept it (they are hired), or decline it with a reason the
 * employer reads. Each asks first; a second click while the answer travels sends nothing more.
 */
export function OfferAnswer({ application }: { application: ProfessionalApplication }) {
  const { t } = useTranslation('conversation');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // A second click before the first answer comes back sends nothing: the mutation's own state updates a render late.
  const sending = useRef(false);
  const answer = useMutation({
    mutationFn: (reply: 'accept' | 'decline') =>
      answerOffer(application.id, reply === 'accept' ? { accept: true } : { decline: true, reason: reason.trim() }),
    onSuccess: async (_, reply) => {
      setAsking(null);
      setDone(message(reply === 'accept' ? 'offerAccepted' : 'offerDeclined'));
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const open = (which: 'accept' | 'decline') => {
    answer.reset();
    setMissingReason(false);
    setAsking(which);
  };
  const confirm = () => {
    if (sending.current || !asking) return;
    if (asking === 'decline' && !reason.trim()) {
      setMissingReason(true);
      return;
    }
    sending.current = true;
    answer.mutate(asking);
  };
  const job = application.job_title;
  const waiting = application.status === 'offer' && application.offer?.answer === null;

  return (
    <>
      <div role="status">{done && <p className="banner banner--success">{done}</p>}</div>
      {waiting && (
        <div className="offer-answer">
          <button type="button" className="btn btn--primary" aria-haspopup="dialog" onClick={() => open('accept')}>
            {t('offer.accept')}
          </button>
          <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => open('decline')}>
            {t('offer.decline')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'decline' ? t('offer.declineTitle', { job }) : t('offer.acceptTitle', { job })}
        confirmLabel={asking === 'decline' ? t('offer.declineConfirm') : t('offer.accept')}
        danger={asking === 'decline'}
        busy={answer.isPending}
        error={answer.isError ? message(actionFailure(answer.error, 'offerAnswerFailed')) : null}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{asking === 'decline' ? t('offer.declineBody') : t('offer.acceptBody')}</p>
        {asking === 'decline' && (
          <Field
            label={t('offer.declineReason')}
            required
            error={missingReason ? message('offerDeclineReasonRequired') : undefined}
          >
            <textarea
              rows={3}
              maxLength={APPLICANT_NOTE_MAX_LENGTH}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
        )}
      </ConfirmDialog>
    </>
  );
}
