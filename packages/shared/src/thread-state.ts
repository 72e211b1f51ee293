import { THREAD_OPEN_DAYS_AFTER_HIRE, type ThreadClosedReason, type ThreadSide } from './constants.js';
import type { MessageKey } from './messages.js';

/**
 * The sentence that says why a thread takes no more messages, as `side` reads it: what a closed thread shows in place
 * of its text box, and what the API answers a message sent to it. A key of MSG, with its values when it has some.
 */
export function threadClosedMessage(
  reason: ThreadClosedReason,
  side: ThreadSide,
): MessageKey | { key: MessageKey; params: { days: number } } {
  switch (reason) {
    case 'not_selected':
      return side === 'applicant' ? 'threadClosedNotSelectedApplicant' : 'threadClosedNotSelectedEmployer';
    case 'withdrawn':
      return side === 'applicant' ? 'threadClosedWithdrawnApplicant' : 'threadClosedWithdrawnEmployer';
    case 'job_closed':
      return 'threadClosed';
    case 'job_withdrawn':
      return 'threadClosedJobWithdrawn';
    case 'hire_window_passed':
      return { key: 'threadClosedAfterHire', params: { days: THREAD_OPEN_DAYS_AFTER_HIRE } };
    case 'employer_suspended':
      return 'threadClosedEmployerSuspended';
  }
}
