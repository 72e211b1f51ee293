import type { JobOffer, OfferAnswer, OfferCurrency } from '@talent/shared';
import type { OfferRow } from '../repositories/offers.js';

/** An offer as both sides and staff read it; null when none was made. */
export function serializeOffer(row: OfferRow | undefined): JobOffer | null {
  if (!row) return null;
  return {
    salary: row.salary,
    currency: row.currency as OfferCurrency,
    start_date: row.startDate,
    note: row.note,
    made_at: row.madeAt.toISOString(),
    answer: row.answer as OfferAnswer | null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    decline_reason: row.declineReason,
  };
}
