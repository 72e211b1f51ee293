import type { ConversationListItem } from '@talent/shared';
import type { Db } from '../db/client.js';
import { latestInterviews } from './repositories/interviews.js';
import { unreadCounts } from './repositories/messages.js';
import { threadsToShow } from './repositories/summaries.js';

/**
 * What the cards of a person's applications (or applicants) show of their threads: each thread's unread messages and
 * its interview in force, for every thread that has a message or an interview.
 */
export async function conversationsOf(db: Db, userId: string): Promise<ConversationListItem[]> {
  const threads = await threadsToShow(db, userId);
  const ids = threads.map((t) => t.applicationId);
  const asApplicant = threads.filter((t) => t.side === 'applicant').map((t) => t.applicationId);
  const asEmployer = threads.filter((t) => t.side === 'employer').map((t) => t.applicationId);
  const [interviews, unreadAsApplicant, unreadAsEmployer] = await Promise.all([
    latestInterviews(db, ids),
    unreadCounts(db, asApplicant, 'applicant'),
    unreadCounts(db, asEmployer, 'employer'),
  ]);
  return threads.map(({ applicationId }) => {
    const interview = interviews.get(applicationId);
    const { application_id: _id, ...shown } = interview ?? { application_id: 0 };
    return {
      application_id: applicationId,
      unread_messages: unreadAsApplicant.get(applicationId) ?? unreadAsEmployer.get(applicationId) ?? 0,
      interview: interview ? (shown as ConversationListItem['interview']) : null,
    };
  });
}
