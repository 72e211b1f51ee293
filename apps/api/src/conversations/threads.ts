import {
  DAY_MS,
  OPEN_APPLICATION_STATUSES,
  THREAD_OPEN_DAYS_AFTER_HIRE,
  threadClosedMessage,
  type ReportReason,
  type ThreadClosedReason,
  type ThreadSide,
} from '@talent/shared';
import type { Db } from '../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { reportJob } from '../moderation/index.js';
import type { NotifyContext } from '../messaging/index.js';
import { findMessage, markRead, threadPage, type MessageRow } from './repositories/messages.js';
import { passGate } from './text-gate.js';
import { findThread, sideOf, type Thread } from './repositories/threads.js';
import { tellOfMessage } from './notices.js';

/** A thread as one of its two sides reaches it. */
export interface ThreadAccess {
  thread: Thread;
  side: ThreadSide;
}

/**
 * The thread of an application for `userId`: only its two sides reach it, and only once staff forwarded the
 * applicant. Anyone else, and the employer before then, finds nothing (404, the same answer for an application of
 * their job not yet forwarded as for one that is not theirs: ids reveal nothing); the applicant before then is told
 * that messages open once forwarded (403).
 */
export async function reachThread(
  db: Db,
  applicationId: number,
  userId: string,
  { lock = false } = {},
): Promise<ThreadAccess> {
  const thread = await findThread(db, applicationId, { lock });
  const side = thread ? sideOf(thread, userId) : null;
  if (!thread || !side) throw notFound();
  if (!thread.forwarded) {
    if (side === 'employer') throw notFound();
    throw forbidden('threadNotOpen', 'thread_not_open');
  }
  return { thread, side };
}

/** Whether a thread takes messages now, why not when it does not, and until when it does after a hire. */
export interface ThreadStateNow {
  canWrite: boolean;
  closedReason: ThreadClosedReason | null;
  writableUntil: Date | null;
}

const closed = (closedReason: ThreadClosedReason): ThreadStateNow => ({
  canWrite: false,
  closedReason,
  writableUntil: null,
});

/**
 * Whether a thread takes new messages, the one rule every act of a thread obeys and both sides are shown: while its
 * application waits for its answer, and for THREAD_OPEN_DAYS_AFTER_HIRE after a hire (to agree on a start), whatever
 * becomes of the job meanwhile. Otherwise it stays readable, and says why it takes no more: the applicant was not
 * selected or withdrew, the job closed (or staff withdrew it), the days after the hire passed, or staff suspended the
 * employer.
 */
export function threadState(thread: Thread, now = new Date()): ThreadStateNow {
  if (thread.employerSuspended) return closed('employer_suspended');
  if ((OPEN_APPLICATION_STATUSES as readonly string[]).includes(thread.status))
    return { canWrite: true, closedReason: null, writableUntil: null };
  switch (thread.status) {
    case 'hired': {
      // An employer whose account is gone closed their jobs, and has nobody left to read.
      if (thread.employer.deleted) return closed('job_closed');
      const until = new Date((thread.hiredAt ?? now).getTime() + THREAD_OPEN_DAYS_AFTER_HIRE * DAY_MS);
      if (now < until) return { canWrite: true, closedReason: null, writableUntil: until };
      return closed('hire_window_passed');
    }
    case 'rejected':
      return closed('not_selected');
    case 'withdrawn':
      return closed('withdrawn');
    default:
      return closed(thread.closedReason === 'job_withdrawn' ? 'job_withdrawn' : 'job_closed');
  }
}

/** Whether a thread takes new messages now (threadState). */
export const threadIsOpen = (thread: Thread, now = new Date()) => threadState(thread, now).canWrite;

/** Refuses an act on a thread that takes no more messages: 409, saying why as the actor's side reads it. */
export function checkThreadOpen(access: ThreadAccess, now = new Date()): void {
  const { closedReason } = threadState(access.thread, now);
  if (closedReason) throw conflict(threadClosedMessage(closedReason, access.side), 'thread_closed');
}

/**
 * Sends a message in a thread. An employer's message that asks the applicant for money (a fee, a money channel to pay
 * by: the checks of a job request) is held for staff: kept, shown to its writer as being checked, never to the
 * applicant until staff release it. A delivered one is told to its reader.
 */
export async function sendMessage(
  ctx: NotifyContext,
  m: { applicationId: number; senderId: string; body: string },
): Promise<MessageRow> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const access = await reachThread(tx, m.applicationId, m.senderId, { lock: true });
    checkThreadOpen(access, now);
    const { thread, side } = access;
    const message = await passGate(tx, {
      kind: 'message',
      thread,
      side,
      senderId: m.senderId,
      body: m.body,
      at: now,
    });
    if (!message.held) await tellOfMessage(tx, ctx, thread, message, now);
    return message;
  });
}

/** Whether the thread `userId` reaches takes messages now, and why not (threadState). */
export async function stateOfThread(db: Db, applicationId: number, userId: string): Promise<ThreadStateNow> {
  return threadState((await reachThread(db, applicationId, userId)).thread);
}

/** A page of the thread as `userId` reads it; the other side's messages on it are read from now on. */
export async function readThread(
  ctx: NotifyContext,
  applicationId: number,
  userId: string,
  page: { limit: number; offset: number },
) {
  return ctx.db.transaction(async (tx) => {
    const { thread, side } = await reachThread(tx, applicationId, userId);
    await markRead(tx, applicationId, side, new Date());
    return { ...(await threadPage(tx, applicationId, side, page)), employerSuspended: thread.employerSuspended };
  });
}

/**
 * Either side reports a message of the other: the report joins its job's reports for staff, who may then read the
 * thread. A message of one's own, or one not delivered to the reporter, is not found. Whether it was kept (a second
 * report of the same message is not).
 */
export async function reportMessage(
  ctx: NotifyContext,
  r: { applicationId: number; messageId: number; reporterId: string; reason: ReportReason; details: string },
): Promise<boolean> {
  const { thread, side } = await reachThread(ctx.db, r.applicationId, r.reporterId);
  const message = await findMessage(ctx.db, r.messageId);
  if (!message || message.kind !== 'message' || message.application_id !== thread.applicationId) throw notFound();
  if (message.side === side) throw badRequest('cannotReportOwnMessage', 'own_message');
  if (message.held) throw notFound();
  return reportJob(ctx.db, {
    jobId: thread.jobId,
    reporterId: r.reporterId,
    reason: r.reason,
    details: r.details,
    messageId: message.id,
  });
}
