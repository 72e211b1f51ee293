import { useId, useRef, useState } from 'react';
import {
  EMPLOYER_APPLICATION_TRANSITIONS,
  REJECTION_REASON_WORDS,
  REJECTION_REASONS,
  type EmployerApplicant,
  type EmployerApplicationStage,
  type RejectionReason,
} from '@talent/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { actionFailure } from '../../../lib/api-client';
import { useMoveApplicant } from '../../../api/queries/employer-applicant-stage';
import { EMPTY_OFFER_TERMS, OfferTermsFields, offerTermsProblems, type OfferTermsDraft } from './offer-terms-fields';

/**
 * What the employer does next with a forwarded applicant: invite them to an interview, make an offer, hire them, or
 * not select them (with a reason, and a note to them). Each asks first: the applicant is told at once.
 */
export function ApplicantStage({ applicant, name }: { applicant: EmployerApplicant; name: string }) {
  const { t, language } = useTranslation('employer', 'conversation');
  const message = useMessage();
  const [to, setTo] = useState<EmployerApplicationStage | null>(null);
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [terms, setTerms] = useState<OfferTermsDraft>(EMPTY_OFFER_TERMS);
  const [checkTerms, setCheckTerms] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const move = useMoveApplicant(applicant.job_id, applicant.id);
  const noteId = useId();
  // Whether a change is on its way. The button is disabled only once React draws the pending state, after the press:
  // a double click pressed it twice before that, sent the change twice, and the second answer ("already has this
  // status") replaced the first one's success in the dialog. The first press sends; its answer is the one shown.
  const sending = useRef(false);
  const next = EMPLOYER_APPLICATION_TRANSITIONS[applicant.status];
  const words = REJECTION_REASON_WORDS[language === 'fr' ? 'fr' : 'en'];

  const open = (stage: EmployerApplicationStage) => {
    move.reset();
    setMissingReason(false);
    setCheckTerms(false);
    setTo(stage);
  };
  const confirm = () => {
    if (!to || sending.current) return;
    if (to === 'rejected' && !reason) {
      setMissingReason(true);
      return;
    }
    if (to === 'offer' && Object.keys(offerTermsProblems(terms)).length > 0) {
      setCheckTerms(true);
      return;
    }
    sending.current = true;
    move.mutate(
      to === 'rejected'
        ? { status: to, reason: reason || undefined, note: note.trim() || undefined }
        : to === 'offer'
          ? {
              status: to,
              salary: Number(terms.salary),
              currency: terms.currency,
              start_date: terms.startDate,
              note: terms.note.trim() || undefined,
            }
          : { status: to },
      {
        onSuccess: () => {
          setDone(t(`stage.done.${to}`, { name }));
          setTo(null);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <div className="applicant-stage">
      <div role="status" className="applicant-stage__done">
        {done && <p className="banner banner--success">{done}</p>}
      </div>
      {next.length > 0 && (
        <div className="applicant-stage__actions">
          {next.map((stage) => (
            <button
              key={stage}
              type="button"
              className={`btn ${stage === 'rejected' ? 'btn--secondary' : 'btn--primary'}`}
              aria-haspopup="dialog"
              onClick={() => open(stage)}
            >
              {t(`stage.action.${stage}`)}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={to !== null}
        title={to ? t(`stage.title.${to}`, { name }) : ''}
        confirmLabel={to ? t(`stage.confirm.${to}`) : ''}
        danger={to === 'rejected'}
        busy={move.isPending}
        error={move.isError ? message(actionFailure(move.error, 'applicantStageFailed')) : null}
        onConfirm={confirm}
        onCancel={() => setTo(null)}
      >
        <p>
          {/* The interview's times are proposed in the card's conversation: the body names it as the card does. */}
          {to && t(`stage.body.${to}`, { name, where: t('conversation:conversation.heading', { name }) })}
        </p>
        {to === 'offer' && <OfferTermsFields value={terms} onChange={setTerms} showProblems={checkTerms} />}
        {to === 'rejected' && (
          <>
            <Field
              label={t('stage.reason')}
              required
              error={missingReason ? message('rejectionReasonRequired') : undefined}
            >
              <select value={reason} onChange={(e) => setReason(e.target.value as RejectionReason | '')}>
                <option value="">{t('stage.chooseReason')}</option>
                {REJECTION_REASONS.map((code) => (
                  <option key={code} value={code}>
                    {words[code]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('stage.note')} hint={t('stage.noteHint')}>
              <textarea id={noteId} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
