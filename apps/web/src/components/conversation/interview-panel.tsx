import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  INTERVIEW_MAX_SLOTS,
  INTERVIEW_MODES,
  MARKET_UTC_OFFSET,
  marketDateTime,
  type Interview,
  type InterviewMode,
  type ThreadSide,
} from '@talent/shared';
import { Field } from '../ui/field';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage, type Message } from '../../i18n/use-message';
import { ApiError, errorMessage } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import {
  acceptInterviewTime,
  answerInterview,
  cancelInterview,
  downloadInterviewCalendar,
  proposeInterview,
} from '../../api/conversations';
import { CONVERSATIONS_KEY, interviewKey, useInterview } from '../../api/queries/conversations';
import { interviewLine, interviewToCome } from './interview-words';

const failure = (error: unknown): Message =>
  error instanceof ApiError ? errorMessage(error.data, 'interviewFailed') : 'interviewFailed';

/** The interview in force between the two sides, what each may do with it, and (for the employer) new times to propose. */
export function InterviewPanel({
  applicationId,
  side,
  jobId,
  canPropose,
  canAct,
  applicationOpen,
  onChanged,
}: {
  applicationId: number;
  side: ThreadSide;
  /** The employer's job, to propose on. */
  jobId?: number;
  /** Whether the employer may propose (a forwarded applicant still in the running, their thread open). */
  canPropose: boolean;
  /** Whether the thread takes messages, answers and cancellations now (the API's thread state). */
  canAct: boolean;
  /** Whether the application still waits for its answer: once answered, no interview is invited or chosen. */
  applicationOpen: boolean;
  /** Called after a change that moves the application (a proposal moves it to `interview`). */
  onChanged?: () => void;
}) {
  const { t, language } = useTranslation('conversation');
  const message = useMessage();
  const queryClient = useQueryClient();
  const query = useInterview(applicationId);
  const interview = query.data ?? null;
  const [problem, setProblem] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (run: () => Promise<Interview>) => {
    setBusy(true);
    setProblem(null);
    try {
      queryClient.setQueryData(interviewKey(applicationId), await run());
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      onChanged?.();
      return true;
    } catch (error) {
      setProblem(failure(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toCome = interview !== null && interviewToCome(interview, { applicationOpen });
  // A finished application, or a closed thread, with no interview: nothing to say, nothing to invite.
  if (!interview && !(applicationOpen && canAct)) return null;
  return (
    <section className="interview" aria-label={t('interview.heading')}>
      <h4 className="interview__heading">{t('interview.heading')}</h4>
      {interview ? (
        <InterviewSummary
          interview={interview}
          side={side}
          applicationOpen={applicationOpen}
          language={language}
          busy={busy}
          onAccept={
            side === 'employer' && canPropose && jobId !== undefined
              ? (slot) => act(() => acceptInterviewTime(jobId, applicationId, { slot }))
              : undefined
          }
        />
      ) : (
        <p className="interview__none">
          {t(side === 'employer' ? 'interview.noneEmployer' : 'interview.noneApplicant')}
        </p>
      )}
      {interview?.status === 'proposed' && side === 'applicant' && applicationOpen && canAct && (
        <PickTime
          interview={interview}
          busy={busy}
          onAnswer={(payload) => act(() => answerInterview(applicationId, payload))}
        />
      )}
      {interview?.status === 'scheduled' && toCome && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={async () => {
            try {
              const { blob, filename } = await downloadInterviewCalendar(applicationId);
              saveFile(blob, filename ?? 'interview.ics');
            } catch (error) {
              setProblem(failure(error));
            }
          }}
        >
          {t('interview.calendar')}
        </button>
      )}
      {toCome && canAct && (
        <CancelInterview busy={busy} onCancel={(reason) => act(() => cancelInterview(applicationId, { reason }))} />
      )}
      {side === 'employer' && canPropose && jobId !== undefined && (
        <ProposeTimes
          again={Boolean(interview)}
          busy={busy}
          onPropose={(payload) => act(() => proposeInterview(jobId, applicationId, payload))}
        />
      )}
      {problem && (
        <p className="interview__problem" role="alert">
          {message(problem)}
        </p>
      )}
    </section>
  );
}

function InterviewSummary({
  interview: i,
  side,
  applicationOpen,
  language,
  busy,
  onAccept,
}: {
  interview: Interview;
  side: ThreadSide;
  applicationOpen: boolean;
  language: 'en' | 'fr';
  busy: boolean;
  /** The employer's acceptance of one of the times the applicant offered, when they may still answer. */
  onAccept?: (slot: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('conversation');
  const message = useMessage();
  const how = t(`interview.modes.${i.mode}`);
  return (
    <div className="interview__summary">
      <p className="interview__status">{interviewLine(t, i, { side, applicationOpen, language })}</p>
      {i.status === 'proposed' && side === 'employer' && applicationOpen && (
        <ul className="interview__slots">
          {i.slots.map((slot) => (
            <li key={slot}>{t('interview.when', { time: marketDateTime(slot, language) })}</li>
          ))}
        </ul>
      )}
      <p className="interview__how">
        {how}
        {i.place && (
          <>
            {' · '}
            {i.mode === 'video' ? (
              <a href={i.place} target="_blank" rel="noopener noreferrer">
                {i.place}
              </a>
            ) : (
              i.place
            )}
          </>
        )}
      </p>
      {i.status === 'declined' && i.note && (
        <p className="interview__note">{t('interview.theirNote', { note: i.note })}</p>
      )}
      {i.status === 'declined' && i.applicant_slots.length > 0 && applicationOpen && (
        <>
          <p className="interview__offered">
            {t(side === 'applicant' ? 'interview.offeredByYou' : 'interview.offeredByThem')}
          </p>
          <ul className="interview__slots">
            {i.applicant_slots.map((slot) => {
              const time = t('interview.when', { time: marketDateTime(slot, language) });
              return (
                <li key={slot} className="interview__offered-slot">
                  <span>{time}</span>
                  {onAccept && (
                    <button
                      type="button"
                      className="btn btn--primary btn--small"
                      aria-label={t('interview.acceptTime', { time })}
                      disabled={busy}
                      onClick={() => void onAccept(slot)}
                    >
                      {t('interview.accept')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {i.held && <p className="interview__note thread__held">{message('interviewHeld')}</p>}
      {i.status === 'cancelled' && i.cancelled_by && (
        <p className="interview__note">
          {i.cancelled_by === 'staff' || i.cancelled_by === 'system'
            ? t(`interview.cancelledBy.${i.cancelled_by}`)
            : t(i.cancelled_by === side ? 'interview.cancelledByYou' : 'interview.cancelledByThem', {
                reason: i.cancel_reason,
              })}
        </p>
      )}
    </div>
  );
}

function PickTime({
  interview,
  busy,
  onAnswer,
}: {
  interview: Interview;
  busy: boolean;
  onAnswer: (payload: { slot: string } | { decline: true; note: string; slots?: string[] }) => Promise<boolean>;
}) {
  const { t, language } = useTranslation('conversation');
  const [slot, setSlot] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const [times, setTimes] = useState<string[]>(['']);
  if (declining) {
    const offered = times.filter(Boolean).map(kinshasaInstant);
    return (
      <form
        className="interview__form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const payload = {
            decline: true as const,
            note: note.trim(),
            ...(offered.length > 0 ? { slots: offered } : {}),
          };
          if (await onAnswer(payload)) setDeclining(false);
        }}
      >
        <fieldset>
          <legend>{t('interview.yourTimes')}</legend>
          <TimeInputs times={times} onChange={setTimes} removable />
          <p className="interview__hint">{t('interview.yourTimesHint')}</p>
        </fieldset>
        <Field label={t('interview.otherTimesNote')}>
          <textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
        </Field>
        <div className="interview__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setDeclining(false)}>
            {t('conversation.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t(offered.length > 0 ? 'interview.sendOtherTimes' : 'interview.askOtherTimes')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form
      className="interview__form"
      onSubmit={(e) => {
        e.preventDefault();
        if (slot) void onAnswer({ slot });
      }}
    >
      <fieldset>
        <legend>{t('interview.pick')}</legend>
        {interview.slots.map((s) => (
          <label key={s} className="interview__choice">
            <input
              type="radio"
              name={`slot-${interview.id}`}
              value={s}
              checked={slot === s}
              onChange={() => setSlot(s)}
            />{' '}
            {t('interview.when', { time: marketDateTime(s, language) })}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={busy || !slot}>
        {t('interview.confirm')}
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => setDeclining(true)}>
        {t('interview.noneSuit')}
      </button>
    </form>
  );
}

function CancelInterview({ busy, onCancel }: { busy: boolean; onCancel: (reason: string) => Promise<boolean> }) {
  const { t } = useTranslation('conversation');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <button type="button" className="btn btn--secondary btn--small interview__start" onClick={() => setOpen(true)}>
        {t('interview.cancel')}
      </button>
    );
  return (
    <form
      className="interview__form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onCancel(reason.trim())) setOpen(false);
      }}
    >
      <Field label={t('interview.cancelWhy')} required>
        <textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
      </Field>
      <div className="interview__actions">
        {/* Not "Cancel" beside "Cancel the interview": the way back says what it keeps. */}
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>
          {t('interview.keep')}
        </button>
        <button type="submit" className="btn btn--danger" disabled={busy}>
          {t('interview.cancelConfirm')}
        </button>
      </div>
    </form>
  );
}

/** A `datetime-local` value ("2026-12-01T10:00") read on Kinshasa's clock, as the API takes an instant. */
const kinshasaInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}${MARKET_UTC_OFFSET}`;

/** One to INTERVIEW_MAX_SLOTS times on Kinshasa's clock, one field each; `removable` lets a time be taken back. */
function TimeInputs({
  times,
  onChange,
  removable = false,
}: {
  times: string[];
  onChange: (times: string[]) => void;
  removable?: boolean;
}) {
  const { t } = useTranslation('conversation');
  return (
    <>
      {times.map((value, index) => (
        <div key={index} className="interview__time">
          <Field label={t('interview.timeLabel', { n: index + 1 })}>
            <input
              type="datetime-local"
              value={value}
              onChange={(e) => onChange(times.map((v, i) => (i === index ? e.target.value : v)))}
            />
          </Field>
          {removable && times.length > 1 && (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => onChange(times.filter((_, i) => i !== index))}
            >
              {t('interview.removeTime', { n: index + 1 })}
            </button>
          )}
        </div>
      ))}
      {times.length < INTERVIEW_MAX_SLOTS && (
        <button
          type="button"
          className="btn btn--secondary btn--small interview__start"
          onClick={() => onChange([...times, ''])}
        >
          {t('interview.addTime')}
        </button>
      )}
    </>
  );
}

function ProposeTimes({
  again,
  busy,
  onPropose,
}: {
  again: boolean;
  busy: boolean;
  onPropose: (payload: { slots: string[]; mode: InterviewMode; place: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation('conversation');
  const [open, setOpen] = useState(!again);
  const [times, setTimes] = useState<string[]>(['']);
  const [mode, setMode] = useState<InterviewMode>('in_person');
  const [place, setPlace] = useState('');
  if (!open)
    return (
      <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
        {t('interview.proposeAgain')}
      </button>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const slots = times.filter(Boolean).map(kinshasaInstant);
    if (await onPropose({ slots, mode, place: place.trim() })) {
      setTimes(['']);
      setOpen(false);
    }
  };
  return (
    <form className="interview__form interview__propose" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('interview.proposeTimes')}</legend>
        <TimeInputs times={times} onChange={setTimes} />
        <p className="interview__hint">{t('interview.kinshasaTime')}</p>
      </fieldset>
      <Field label={t('interview.mode')}>
        <select value={mode} onChange={(e) => setMode(e.target.value as InterviewMode)}>
          {INTERVIEW_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`interview.modes.${m}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t(`interview.placeLabel.${mode}`)}>
        <input value={place} onChange={(e) => setPlace(e.target.value)} maxLength={300} />
      </Field>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t('interview.propose')}
      </button>
    </form>
  );
}
