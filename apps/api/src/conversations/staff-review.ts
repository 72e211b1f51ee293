import type { Db } from '../db/client.js';
import { conflict, notFound } from '../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { deliverOfferNote, deliverRejectionNote } from '../hiring/index.js';
import type { NotifyContext } from '../messaging/index.js';
import {
  countHeldTexts,
  findMessage,
  heldMessages,
  refuseHeldMessagesOf,
  releaseMessage,
  reportedMessageThread,
  wholeThread,
} from './repositories/messages.js';
import { findThread } from './repositories/threads.js';
import { tellOfMessage } from './notices.js';
import { releaseHeldProposal } from './interviews.js';
import { serializeMessage } from './serialize-message.js';
import { suspendAccount } from './suspension.js';

/** A page of the texts waiting for staff's check, oldest first, with each one's job and company; and their number. */
export function heldTextsPage(db: Db, page: { limit: number; offset: number }) {
  return heldMessages(db, page);
}

/** How many texts wait for staff's check: their daily digest says it. */
export function heldTextsWaiting(db: Db): Promise<number> {
  return countHeldTexts(db);
}

/** A held message, still waiting, with its thread: 404 for none, 409 for one staff decided already. */
async function waitingMessage(tx: Db, messageId: number) {
  const message = await findMessage(tx, messageId, { lock: true });
  if (!message) throw notFound();
  if (!message.waiting) throw conflict('messageAlreadyDecided', 'already_decided');
  const thread = await findThread(tx, message.application_id);
  if (!thread) throw notFound();
  return { message, thread };
}

/**
 * Staff release a held text: it reaches the applicant now. A message is told as any message is; a proposal is
 * delivered (if still the one in force); a rejection's note is written into the application's history; a
 * cancellation's reason is shown with the cancellation the applicant was told of already.
 */
export async function releaseHeldMessage(ctx: NotifyContext, messageId: number, staffId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const { message, thread } = await waitingMessage(tx, messageId);
    await releaseMessage(tx, messageId, now);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'message.release',
      targetType: 'message',
      targetId: messageId,
      details: { kind: message.kind, application_id: thread.applicationId, job_id: thread.jobId },
    });
    if (message.kind === 'message') {
      await tellOfMessage(tx, ctx, thread, { ...message, held: false, created_at: now.toISOString() }, now);
    } else if (message.kind === 'interview_place' && message.subject_id !== null) {
      await releaseHeldProposal(tx, ctx, thread, message.subject_id, now);
    } else if (message.kind === 'rejection_note') {
      await deliverRejectionNote(tx, thread.applicationId, message.body);
    } else if (message.kind === 'offer_note') {
      await deliverOfferNote(tx, thread.applicationId, message.body);
    }
  });
}

/**
 * Staff refuse a held text and suspend its employer, which ends everything they touched (`suspendAccount`): the text,
 * and every other of theirs still held, is never delivered.
 */
export async function refuseHeldMessage(
  ctx: NotifyContext,
  messageId: number,
  staffId: string,
  reason: string,
): Promise<void> {
  const { thread } = await ctx.db.transaction((tx) => waitingMessage(tx, messageId));
  await ctx.db.transaction(async (tx) => {
    const refused = await refuseHeldMessagesOf(tx, thread.employer.id, new Date());
    await recordAudit(tx, {
      actorId: staffId,
      action: 'message.refuse',
      targetType: 'message',
      targetId: messageId,
      details: { employer_id: thread.employer.id, refused: refused.length },
    });
  });
  await suspendAccount(ctx, thread.employer.id, reason, staffId);
}

/**
 * Staff read a thread only through a report of one of its messages: the whole thread, held messages included, and the
 * reading is kept in the audit log.
 */
export async function readReportedThread(ctx: NotifyContext, messageId: number, staffId: string) {
  return ctx.db.transaction(async (tx) => {
    const applicationId = await reportedMessageThread(tx, messageId);
    if (applicationId === undefined) throw notFound();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'thread.read',
      targetType: 'application',
      targetId: applicationId,
      details: { through_report_of: messageId },
    });
    return {
      application_id: applicationId,
      messages: (await wholeThread(tx, applicationId)).map((m) => serializeMessage(m)),
    };
  });
}
