import type { Db } from '../../db/client.js';
import { codesSentSince, jobAlertTexters, smsPerson, type SmsPerson } from '../repositories/sms.js';

/** Who a text to a person reaches: their language, whether a demo, their profile's number and the number proven. */
export function textablePerson(db: Db, userId: string): Promise<SmsPerson | undefined> {
  return smsPerson(db, userId);
}

/** How many phone codes were texted to the person since `since`, and when the last one was. */
export function phoneCodesSentSince(db: Db, userId: string, since: Date) {
  return codesSentSince(db, userId, since);
}

/** The people of `userIds` who turned job alerts by SMS on: the only ones an alert's run looks at further. */
export function peopleTextedJobAlerts(db: Db, userIds: string[]): Promise<Set<string>> {
  return jobAlertTexters(db, userIds);
}
