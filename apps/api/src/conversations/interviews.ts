import type { z } from 'zod';
import { HOUR_MS, INTERVIEW_REMINDER_HOURS, type InterviewMode, type interviewAnswerSchema } from '@talent/shared';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../lib/errors.js';
import type { Db } from '../db/client.js';
import { lockedJob, moveApplicantStageIn } from '../hiring/index.js';
import type { NotifyContext } from '../messaging/index.js';
import {
  claimDueReminders,
  findInterview,
  insertInterview,
  latestInterview,
  updateInterview,
  type InterviewRow,
} from './repositories/interviews.js';
import { readable, textsOf } from './repositories/messages.js';
import { findThread, type Thread } from './repositories/threads.js';
import { otherSide, tellOfInterview } from './notices.js';
import { passGate } from './text-gate.js';
import { checkThreadOpen, reachThread, threadIsOpen, type ThreadAccess } from './threads.js';

/** The statuses from which an employer may propose an interview: forwarded, or at the interview stage already. */
const INTERVIEW_STAGES = ['shortlisted', 'interview'];
const REMINDER_MS = INTERVIEW_REMINDER_HOURS * HOUR_MS;

/** An interview still to happen or to be answered: what a new proposal replaces, and what either side may cancel. */
const isLive = (i: InterviewRow | undefined) =>
  i !== undefined && (i.status === 'proposed' || i.status === 'scheduled');

/** An interview as `side` reads it: the employer sees a proposal held for staff as held; the applicant never does. */
export type ShownInterview = InterviewRow & { held: boolean };

/**
 * Interviews as `side` reads them: a cancellation's reason held for staff is blank to the applicant until released;
 * `held` marks, for the employer, a place or a reason staff are checking.
 */
export async function showInterviews(
  db: Db,
  interviews: readonly InterviewRow[],
  side: 'employer' | 'applicant',
): Promise<ShownInterview[]> {
  const ids = interviews.map((i) => i.id);
  const [places, reasons] = await Promise.all([
    textsOf(db, 'interview_place', ids),
    textsOf(db, 'interview_cancel_reason', ids),
  ]);
  const heldText = new Set([...places, ...reasons].filter((t) => t.held).map((t) => t.subject_id));
  const hiddenReason = new Set(reasons.filter((r) => !readable(r, side)).map((r) => r.subject_id));
  return interviews.map((interview) => ({
    ...interview,
    cancel_reason: hiddenReason.has(interview.id) ? '' : interview.cancel_reason,
    held: side === 'employer' && heldText.has(interview.id),
  }));
}

const asShown = async (db: Db, interview: InterviewRow, side: 'employer' | 'applicant') =>
  (await showInterviews(db, [interview], side))[0]!;

/**
 * A proposal reaches the applicant: the applicant moves to `interview` (its step in the history, without the
 * status's own notice: this one says more), the interview in force before it is replaced, and the applicant is told.
 */
async function deliverProposal(tx: Db, ctx: NotifyContext, thread: Thread, interview: InterviewRow, now: Date) {
  if (thread.status === 'shortlisted') {
    await moveApplicantStageIn(
      tx,
      ctx,
      { jobId: thread.jobId, applicationId: thread.applicationId, employerId: thread.employer.id, to: 'interview' },
      { told: false },
    );
  }
  const previous = await latestInterview(tx, thread.applicationId, { delivered: true, before: interview.id });
  if (previous && isLive(previous)) {
    await updateInterview(tx, previous.id, { status: 'cancelled', cancelledBy: 'employer' });
  }
  await tellOfInterview(tx, ctx, thread, interview, { side: 'applicant', event: 'proposed' }, now);
}

/**
 * The employer proposes one to three times for an interview with a forwarded applicant, with its mode and place. The
 * place passes the gate of the thread's texts: a proposal whose place asks for money waits for staff, unseen by the
 * applicant, and is delivered when staff release it (`releaseHeldProposal`).
 */
export async function proposeInterview(
  ctx: NotifyContext,
  p: { jobId: number; applicationId: number; employerId: string; slots: string[]; mode: InterviewMode; place: string },
): Promise<ShownInterview> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    // Another employer's job is refused as the employer's other routes refuse it: 403.
    const job = await lockedJob(tx, p.jobId);
    if (!job) throw notFound();
    if (job.employerId !== p.employerId) throw forbidden();
    const { thread } = await reachThread(tx, p.applicationId, p.employerId, { lock: true });
    if (thread.jobId !== p.jobId) throw notFound();
    if (!INTERVIEW_STAGES.includes(thread.status)) throw badRequest('interviewNotForStage', 'invalid_transition');
    if (p.slots.some((slot) => Date.parse(slot) <= now.getTime())) throw fieldError('slots', 'interviewSlotInPast');
    const slots = [...p.slots].map((slot) => new Date(slot).toISOString()).sort();
    const interview = await insertInterview(tx, {
      applicationId: p.applicationId,
      mode: p.mode,
      place: p.place,
      slots,
    });
    const place = await passGate(tx, {
      kind: 'interview_place',
      thread,
      side: 'employer',
      senderId: p.employerId,
      body: p.place,
      subjectId: interview.id,
      at: now,
    });
    if (!place.held) await deliverProposal(tx, ctx, thread, interview, now);
    return { ...interview, held: place.held };
  });
}

/** Staff released a proposal's place: the proposal reaches the applicant now, if it is still the one in force. */
export async function releaseHeldProposal(tx: Db, ctx: NotifyContext, thread: Thread, interviewId: number, now: Date) {
  const interview = await findInterview(tx, interviewId);
  const latest = await latestInterview(tx, thread.applicationId);
  if (!interview || interview.status !== 'proposed' || latest?.id !== interview.id || !threadIsOpen(thread)) return;
  await deliverProposal(tx, ctx, thread, interview, now);
}

/** A time less than a day ahead is not reminded of again: the notice of its scheduling says it. */
const remindedIfSoon = (slot: string, now: Date) =>
  Date.parse(slot) - now.getTime() <= REMINDER_MS ? { remindedAt: now } : {};

/**
 * The applicant picks one of the proposed times (the interview is scheduled) or answers that none suits them, with an
 * optional note and optionally up to three times of their own, in the future (declined; the employer then accepts one
 * of those times or proposes again). The employer is told either way.
 */
export async function answerInterview(
  ctx: NotifyContext,
  applicationId: number,
  professionalId: string,
  answer: z.output<typeof interviewAnswerSchema>,
): Promise<ShownInterview> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const { thread, side } = await reachThread(tx, applicationId, professionalId, { lock: true });
    if (side !== 'applicant') throw notFound();
    const current = await latestInterview(tx, applicationId, { delivered: true });
    if (!current || current.status !== 'proposed' || !threadIsOpen(thread))
      throw conflict('interviewNoneOpen', 'no_interview');
    if ('slot' in answer) {
      const chosen = current.slots.find((slot) => Date.parse(slot) === Date.parse(answer.slot));
      if (!chosen) throw fieldError('slot', 'interviewSlotNotProposed');
      if (Date.parse(chosen) <= now.getTime()) throw fieldError('slot', 'interviewSlotInPast');
      const scheduled = await updateInterview(tx, current.id, {
        status: 'scheduled',
        chosenSlot: chosen,
        ...remindedIfSoon(chosen, now),
      });
      await tellOfInterview(tx, ctx, thread, scheduled, { side: 'employer', event: 'scheduled' }, now);
      return asShown(tx, scheduled, 'applicant');
    }
    const offered = answer.slots ?? [];
    if (offered.some((slot) => Date.parse(slot) <= now.getTime())) throw fieldError('slots', 'interviewSlotInPast');
    await passGate(tx, {
      kind: 'interview_decline_note',
      thread,
      side,
      senderId: professionalId,
      body: answer.note,
      subjectId: current.id,
      at: now,
    });
    const declined = await updateInterview(tx, current.id, {
      status: 'declined',
      note: answer.note,
      applicantSlots: offered.map((slot) => new Date(slot).toISOString()).sort(),
    });
    const event = declined.applicant_slots.length > 0 ? 'counter_proposed' : 'declined';
    await tellOfInterview(tx, ctx, thread, declined, { side: 'employer', event }, now);
    return asShown(tx, declined, 'applicant');
  });
}

/**
 * The employer accepts one of the times the applicant offered when none of theirs suited: the interview is scheduled at
 * it and the applicant told. Refused (409) once the interview is no longer the applicant's answer in force: a new
 * proposal (even one held for staff), a cancellation, or times already accepted.
 */
export async function acceptApplicantTime(
  ctx: NotifyContext,
  p: { jobId: number; applicationId: number; employerId: string; slot: string },
): Promise<ShownInterview> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const job = await lockedJob(tx, p.jobId);
    if (!job) throw notFound();
    if (job.employerId !== p.employerId) throw forbidden();
    const access = await reachThread(tx, p.applicationId, p.employerId, { lock: true });
    if (access.thread.jobId !== p.jobId) throw notFound();
    checkThreadOpen(access, now);
    const { thread } = access;
    if (!INTERVIEW_STAGES.includes(thread.status)) throw badRequest('interviewNotForStage', 'invalid_transition');
    const current = await latestInterview(tx, p.applicationId);
    if (!current || current.status !== 'declined' || current.applicant_slots.length === 0)
      throw conflict('interviewTimesGone', 'no_interview');
    const chosen = current.applicant_slots.find((slot) => Date.parse(slot) === Date.parse(p.slot));
    if (!chosen) throw fieldError('slot', 'interviewSlotNotOffered');
    if (Date.parse(chosen) <= now.getTime()) throw fieldError('slot', 'interviewSlotInPast');
    const scheduled = await updateInterview(tx, current.id, {
      status: 'scheduled',
      chosenSlot: chosen,
      ...remindedIfSoon(chosen, now),
    });
    await tellOfInterview(tx, ctx, thread, scheduled, { side: 'applicant', event: 'scheduled' }, now);
    return asShown(tx, scheduled, 'employer');
  });
}

/**
 * Either side cancels the interview in force (proposed or scheduled) while the thread is open, with a reason the other
 * side is told. The cancellation stands at once (nobody goes to a cancelled interview); an employer's reason passes
 * the gate, and one that asks for money is blank to the applicant until staff release it.
 */
export async function cancelInterview(
  ctx: NotifyContext,
  applicationId: number,
  userId: string,
  reason: string,
): Promise<ShownInterview> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const access = await reachThread(tx, applicationId, userId, { lock: true });
    checkThreadOpen(access, now);
    const { thread, side } = access;
    const current = await latestInterview(tx, applicationId, { delivered: side === 'applicant' });
    if (!current || !isLive(current)) throw conflict('interviewNoneOpen', 'no_interview');
    await passGate(tx, {
      kind: 'interview_cancel_reason',
      thread,
      side,
      senderId: userId,
      body: reason,
      subjectId: current.id,
      at: now,
    });
    const cancelled = await updateInterview(tx, current.id, {
      status: 'cancelled',
      cancelledBy: side,
      cancelReason: reason,
    });
    const to = otherSide(side);
    const told = await asShown(tx, cancelled, to);
    await tellOfInterview(
      tx,
      ctx,
      thread,
      told,
      to === 'applicant' ? { side: 'applicant', event: 'cancelled' } : { side: 'employer', event: 'cancelled' },
      now,
    );
    return asShown(tx, cancelled, side);
  });
}

/** The interview in force of a thread that `userId` reaches, as their side reads it; undefined when none. */
export async function interviewOf(
  ctx: NotifyContext,
  applicationId: number,
  userId: string,
): Promise<ThreadAccess & { interview: ShownInterview | undefined }> {
  const access = await reachThread(ctx.db, applicationId, userId);
  const latest = await latestInterview(ctx.db, applicationId, { delivered: access.side === 'applicant' });
  return { ...access, interview: latest && (await asShown(ctx.db, latest, access.side)) };
}

/**
 * Reminds both sides of each interview due within INTERVIEW_REMINDER_HOURS (the day before), once: the interviews
 * are claimed in the statement that marks them reminded, so instances running this together tell nobody twice.
 * How many were reminded.
 */
export async function remindInterviews(ctx: NotifyContext, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, new Date(now.getTime() + REMINDER_MS));
    for (const interview of due) {
      const thread = await findThread(tx, interview.application_id);
      if (!thread) continue;
      await tellOfInterview(tx, ctx, thread, interview, { side: 'applicant', event: 'reminder' }, now);
      await tellOfInterview(tx, ctx, thread, interview, { side: 'employer', event: 'reminder' }, now);
    }
    return due.length;
  });
}
