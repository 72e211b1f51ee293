import { DAY_MS, HOUR_MS, MESSAGES_PER_HOUR, type GatedTextKind, type ThreadSide } from '@talent/shared';
import type { Db } from '../db/client.js';
import { detailError } from '../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { moneyAskedIn } from '../scam-signals/index.js';
import { insertText, lockSender, recentTextsOf, sentSince, type MessageRow } from './repositories/messages.js';
import type { Thread } from './repositories/threads.js';
import { tellStaffOfHeldText } from './notices.js';

/**
 * Every request field whose text one side of a thread writes and the other reads, with the kind it is kept as. Each
 * passes `passGate`: an employer's that asks for money is held for staff, and all count towards one hourly limit. A
 * test lists the text fields of the hiring routes and fails on one that is neither here nor named as read by nobody
 * else: a field added later cannot reach an applicant around the gate.
 */
export const GATED_FIELDS = [
  { route: 'POST /hiring/applications/:id/messages/', field: 'body', kind: 'message' },
  {
    route: 'POST /hiring/employer-jobs/:id/applicants/:applicationId/interview/',
    field: 'place',
    kind: 'interview_place',
  },
  { route: 'POST /hiring/applications/:id/interview/cancel/', field: 'reason', kind: 'interview_cancel_reason' },
  { route: 'POST /hiring/applications/:id/interview/', field: 'note', kind: 'interview_decline_note' },
  // The stage's note: a rejection's, or an offer's (the status says which).
  { route: 'POST /hiring/employer-jobs/:id/applicants/:applicationId/status/', field: 'note', kind: 'rejection_note' },
  { route: 'POST /hiring/employer-jobs/:id/applicants/:applicationId/status/', field: 'note', kind: 'offer_note' },
  { route: 'POST /hiring/applications/:id/offer/', field: 'reason', kind: 'offer_decline_reason' },
] as const satisfies readonly { route: string; field: string; kind: GatedTextKind }[];

/** How far back an employer's earlier texts in a thread are read with a new one: a request split over several. */
const SPLIT_REQUEST_WINDOW_MS = DAY_MS;

/** Refuses a text past the hourly limit (429, with when the next may be sent). */
async function checkRate(tx: Db, senderId: string, now: Date) {
  const sent = await sentSince(tx, senderId, new Date(now.getTime() - HOUR_MS));
  if (sent.count < MESSAGES_PER_HOUR || !sent.first) return;
  const wait = Math.max(1, Math.ceil((sent.first.getTime() + HOUR_MS - now.getTime()) / 1000));
  throw Object.assign(
    detailError(429, { key: 'messagesTooMany', params: { minutes: Math.ceil(wait / 60) } }, 'throttled'),
    { retryAfterSeconds: wait },
  );
}

/** A text written in a thread, before it is kept. */
export interface WrittenText {
  kind: GatedTextKind;
  thread: Thread;
  side: ThreadSide;
  senderId: string;
  body: string;
  /** The record an act's text belongs to: the interview, or the application for a rejection's note. */
  subjectId?: number;
  at: Date;
}

/**
 * The one gate of the thread's texts, in the transaction of the act that carries one: counts it towards the writer's
 * hourly limit (429 past it), reads an employer's text with their other texts of the last day (a fee asked over
 * several messages is one request), and keeps it, held when it asks the applicant for money. A held text reaches
 * nobody but its writer until staff release it; staff are told in the bell. The caller delivers what was not held.
 */
export async function passGate(tx: Db, text: WrittenText): Promise<MessageRow> {
  const { thread, side, senderId, at } = text;
  // One writer's texts are counted one after the other, so that two sent together cannot both pass the limit.
  await lockSender(tx, senderId);
  await checkRate(tx, senderId, at);
  let heldFor: ReturnType<typeof moneyAskedIn> = [];
  if (side === 'employer' && text.body) {
    const since = new Date(at.getTime() - SPLIT_REQUEST_WINDOW_MS);
    heldFor = moneyAskedIn(text.body, await recentTextsOf(tx, thread.applicationId, senderId, since));
  }
  const kept = await insertText(tx, {
    applicationId: thread.applicationId,
    kind: text.kind,
    subjectId: text.subjectId ?? null,
    senderId,
    side,
    body: text.body,
    heldFor,
    at,
  });
  if (kept.held) {
    await recordAudit(tx, {
      actorId: senderId,
      action: 'message.held',
      targetType: 'message',
      targetId: kept.id,
      details: {
        kind: text.kind,
        application_id: thread.applicationId,
        job_id: thread.jobId,
        signals: heldFor.length,
      },
    });
    await tellStaffOfHeldText(tx, at);
  }
  return kept;
}
