import type { z } from 'zod';
import { HOUR_MS, INTERVIEW_REMINDER_HOURS, type InterviewMode, type interviewAnswerSchema } from '@talent/shared';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../lib/errors.js';
import { lockJob, moveApplicantStageIn } from '../hiring/index.js';
import type { NotifyContext } from '../messaging/index.js';
import {
  claimDueReminders,
  insertInterview,
  latestInterview,
  updateInterview,
  type InterviewRow,
} from './repositories/interviews.js';
import { findThread } from './repositories/threads.js';
import { otherSide, tellOfInterview } from './notices.js';
import { reachThread, threadIsOpen } from './threads.js';

/** The statuses from which an employer may propose an interview: forwarded, or at the interview stage already. */
const INTERVIEW_STAGES = ['shortlisted', 'interview'];
const REMINDER_MS = INTERVIEW_REMINDER_HOURS * HOUR_MS;

/** An interview still to happen or to be answered: what a new proposal replaces, and what either side may cancel. */
const isLive = (i: InterviewRow | undefined) =>
  i !== undefined && (i.status === 'proposed' || i.status === 'scheduled');

/**
 * The employer proposes one to three times for an interview with a forwarded applicant, with its mode and place. The
 * applicant moves to `interview` (its step in the history, without the status's own notice: this one says more), a
 * proposal or time still in force is replaced, and the applicant is told.
 */
export async function proposeInterview(
  ctx: NotifyContext,
  p: { jobId: number; applicationId: number; employerId: string; slots: string[]; mode: InterviewMode; place: string },
): Promise<InterviewRow> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    // Another employer's job is refused as the employer's other routes refuse it: 403.
    const job = await lockJob(tx, p.jobId);
    if (!job) throw notFound();
    if (job.employerId !== p.employerId) throw forbidden();
    const { thread } = await reachThread(tx, p.applicationId, p.employerId, { lock: true });
    if (thread.jobId !== p.jobId) throw notFound();
    if (!INTERVIEW_STAGES.includes(thread.status)) throw badRequest('interviewNotForStage', 'invalid_transition');
    if (p.slots.some((slot) => Date.parse(slot) <= now.getTime())) throw fieldError('slots', 'interviewSlotInPast');
    if (thread.status === 'shortlisted') {
      await moveApplicantStageIn(
        tx,
        ctx,
        { jobId: p.jobId, applicationId: p.applicationId, employerId: p.employerId, to: 'interview' },
        { told: false },
      );
    }
    const previous = await latestInterview(tx, p.applicationId);
    if (previous && isLive(previous)) {
      await updateInterview(tx, previous.id, { status: 'cancelled', cancelledBy: 'employer' });
    }
    const slots = [...p.slots].map((slot) => new Date(slot).toISOString()).sort();
    const interview = await insertInterview(tx, {
      applicationId: p.applicationId,
      mode: p.mode,
      place: p.place,
      slots,
    });
    await tellOfInterview(tx, ctx, thread, interview, { side: 'applicant', event: 'proposed' }, now);
    return interview;
  });
}

/**
 * The applicant picks one of the proposed times (the interview is scheduled; a time less than a day ahead is not
 * reminded of again) or asks for other times with a note (declined). The employer is told either way.
 */
export async function answerInterview(
  ctx: NotifyContext,
  applicationId: number,
  professionalId: string,
  answer: z.output<typeof interviewAnswerSchema>,
): Promise<InterviewRow> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const { thread, side } = await reachThread(tx, applicationId, professionalId, { lock: true });
    if (side !== 'applicant') throw notFound();
    const current = await latestInterview(tx, applicationId);
    if (!current || current.status !== 'proposed' || !threadIsOpen(thread))
      throw conflict('interviewNoneOpen', 'no_interview');
    if ('slot' in answer) {
      const chosen = current.slots.find((slot) => Date.parse(slot) === Date.parse(answer.slot));
      if (!chosen) throw fieldError('slot', 'interviewSlotNotProposed');
      if (Date.parse(chosen) <= now.getTime()) throw fieldError('slot', 'interviewSlotInPast');
      const soon = Date.parse(chosen) - now.getTime() <= REMINDER_MS;
      const scheduled = await updateInterview(tx, current.id, {
        status: 'scheduled',
        chosenSlot: chosen,
        ...(soon ? { remindedAt: now } : {}),
      });
      await tellOfInterview(tx, ctx, thread, scheduled, { side: 'employer', event: 'scheduled' }, now);
      return scheduled;
    }
    const declined = await updateInterview(tx, current.id, { status: 'declined', note: answer.note });
    await tellOfInterview(tx, ctx, thread, declined, { side: 'employer', event: 'declined' }, now);
    return declined;
  });
}

/** Either side cancels the interview in force (proposed or scheduled), with a reason the other side is told. */
export async function cancelInterview(
  ctx: NotifyContext,
  applicationId: number,
  userId: string,
  reason: string,
): Promise<InterviewRow> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const { thread, side } = await reachThread(tx, applicationId, userId, { lock: true });
    const current = await latestInterview(tx, applicationId);
    if (!current || !isLive(current)) throw conflict('interviewNoneOpen', 'no_interview');
    const cancelled = await updateInterview(tx, current.id, {
      status: 'cancelled',
      cancelledBy: side,
      cancelReason: reason,
    });
    const to = otherSide(side);
    await tellOfInterview(
      tx,
      ctx,
      thread,
      cancelled,
      to === 'applicant' ? { side: 'applicant', event: 'cancelled' } : { side: 'employer', event: 'cancelled' },
      now,
    );
    return cancelled;
  });
}

/** The interview in force of a thread that `userId` reaches; undefined when none was ever proposed. */
export async function interviewOf(ctx: NotifyContext, applicationId: number, userId: string) {
  const access = await reachThread(ctx.db, applicationId, userId);
  return { ...access, interview: await latestInterview(ctx.db, applicationId) };
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
