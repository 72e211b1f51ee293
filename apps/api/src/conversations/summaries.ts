import type { ConversationListItem } from '@talent/shared';
import type { Db } from '../db/client.js';
import { latestInterviews } from './repositories/interviews.js';
import { heldTextCounts, unreadCounts } from './repositories/messages.js';
import { threadsToShow } from './repositories/summaries.js';
import { showInterviews, type ShownInterview } from './interviews.js';

/**
 * What the cards of a person's applications (or applicants) show of their threads: each thread's unread messages, its
 * interview in force as their side reads it, whether staff suspended its employer, and for the employer how many of
 * their texts staff are checking; for every thread that has a text or an interview.
 */
export async function conversationsOf(db: Db, userId: string): Promise<ConversationListItem[]> {
  const threads = await threadsToShow(db, userId);
  const asApplicant = threads.filter((t) => t.side === 'applicant').map((t) => t.applicationId);
  const asEmployer = threads.filter((t) => t.side === 'employer').map((t) => t.applicationId);
  const [applicantInterviews, employerInterviews, unreadAsApplicant, unreadAsEmployer, held] = await Promise.all([
    latestInterviews(db, asApplicant, { delivered: true }),
    latestInterviews(db, asEmployer),
    unreadCounts(db, asApplicant, 'applicant'),
    unreadCounts(db, asEmployer, 'employer'),
    heldTextCounts(db, asEmployer),
  ]);
  const shown = new Map<number, ShownInterview>();
  for (const [side, found] of [
    ['applicant', applicantInterviews],
    ['employer', employerInterviews],
  ] as const) {
    for (const interview of await showInterviews(db, [...found.values()], side))
      shown.set(interview.application_id, interview);
  }
  return threads.map(({ applicationId, employerSuspended }) => {
    const interview = shown.get(applicationId);
    const { application_id: _id, sequence: _sequence, ...rest } = interview ?? { application_id: 0, sequence: 0 };
    return {
      application_id: applicationId,
      unread_messages: unreadAsApplicant.get(applicationId) ?? unreadAsEmployer.get(applicationId) ?? 0,
      interview: interview ? (rest as ConversationListItem['interview']) : null,
      employer_suspended: employerSuspended,
      texts_being_checked: held.get(applicationId) ?? 0,
    };
  });
}
