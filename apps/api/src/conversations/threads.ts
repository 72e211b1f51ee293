import { OPEN_APPLICATION_STATUSES, type ReportReason, type ThreadSide } from '@talent/shared';
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

/**
 * Whether a thread takes new messages: while its application waits for its answer, and after a hire while the job is
 * still open (to agree on a start). Once the application has its answer otherwise, or its job closed, it stays
 * readable and takes no more.
 */
export function threadIsOpen(thread: Thread): boolean {
  if ((OPEN_APPLICATION_STATUSES as readonly string[]).includes(thread.status)) return true;
  return thread.status === 'hired' && thread.jobStatus === 'approved';
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
    const { thread, side } = await reachThread(tx, m.applicationId, m.senderId, { lock: true });
    if (!threadIsOpen(thread)) throw conflict('threadClosed', 'thread_closed');
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
