import { eq, sql } from 'drizzle-orm';
import type { OfferAnswer, OfferCurrency } from '@talent/shared';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/rows.js';
import { jobOffers } from '../../db/schema.js';

export type OfferRow = typeof jobOffers.$inferSelect;

/** The terms of an offer as the employer makes it. */
export interface OfferTerms {
  salary: number;
  currency: OfferCurrency;
  startDate: string;
  /** The note as the applicant reads it: empty while staff check it. */
  note: string;
}

/** Writes the offer made with the move to `offer`; the application has none yet (an offer is made once). */
export async function insertOffer(tx: Db, applicationId: number, terms: OfferTerms, at: Date): Promise<void> {
  await tx.insert(jobOffers).values({
    applicationId,
    salary: terms.salary,
    currency: terms.currency,
    startDate: terms.startDate,
    note: terms.note,
    madeAt: at,
  });
}

/** The application's offer, read locked for its answer. */
export async function lockOffer(tx: Db, applicationId: number): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(jobOffers).where(eq(jobOffers.applicationId, applicationId)).for('update');
  return row;
}

/** Records the applicant's answer. */
export async function recordOfferAnswer(
  tx: Db,
  applicationId: number,
  answer: OfferAnswer,
  declineReason: string,
  at: Date,
): Promise<void> {
  await tx
    .update(jobOffers)
    .set({ answer, answeredAt: at, declineReason })
    .where(eq(jobOffers.applicationId, applicationId));
}

/** An offer's note that waited for staff's check, released: the applicant reads it now. */
export async function setOfferNote(tx: Db, applicationId: number, note: string): Promise<void> {
  await tx.update(jobOffers).set({ note }).where(eq(jobOffers.applicationId, applicationId));
}

/**
 * Claims the offers made before `before`, still unanswered on an application still at `offer`, that nobody was
 * reminded of: each is marked reminded in the same statement, so that two instances remind nobody twice. Their
 * application ids.
 */
export async function claimOffersToRemind(tx: Db, before: Date, at: Date): Promise<number[]> {
  const rows = await executeRows<{ application_id: number }>(
    tx,
    sql`update job_offers o set reminded_at = ${at.toISOString()}::timestamptz
      from applications a
      where a.id = o.application_id and a.status = 'offer'
        and o.answer is null and o.reminded_at is null and o.made_at <= ${before.toISOString()}::timestamptz
      returning o.application_id`,
  );
  return rows.map((row) => Number(row.application_id));
}
