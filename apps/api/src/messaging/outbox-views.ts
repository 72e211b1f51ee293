import type { Db } from '../db/client.js';
import { listOutbox } from './repositories/outbox.js';
import { smsDays } from './repositories/sms.js';

/** What staff's console shows of the messages sent: a page of the outbox, newest first, and its length. */
export function outboxPage(db: Db, window: { limit: number; offset: number }) {
  return listOutbox(db, window);
}

/** SMS handed to the operator each day (Kinshasa time) of the last `days` days, delivered and failed, newest first. */
export function smsByDay(db: Db, days: number, now: Date) {
  return smsDays(db, days, now);
}
