import {
  REJECTION_REASON_WORDS,
  marketDateTime,
  type Language,
  type Notification,
  type RejectionReason,
} from '@talent/shared';
import { formatDate } from '../../lib/format';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A notice as a sentence in the language shown, from what its `data` names. */
export function notificationText(t: Translate, notice: Notification, language: Language = 'en'): string {
  const d = notice.data;
  const job = str(d.job_title);
  switch (notice.kind) {
    case 'application_status':
      if (d.status === 'hired') return t('notifications.hired', { job });
      if (d.status === 'interview') return t('notifications.interview', { job });
      if (d.status === 'offer') return t('notifications.offer', { job });
      if (d.status === 'rejected') {
        const words = REJECTION_REASON_WORDS[language][d.reason as RejectionReason] as string | undefined;
        return words
          ? t('notifications.notRetainedReason', { job, reason: words.toLowerCase() })
          : t('notifications.notRetained', { job });
      }
      return d.company
        ? t('notifications.shortlistedCompany', { job, company: str(d.company) })
        : t('notifications.shortlisted', { job });
    case 'application_sent':
      return t('notifications.applicationSent', { job });
    case 'applicant_forwarded':
      // An applicant who deleted their account leaves no name in the notice.
      return d.applicant
        ? t('notifications.applicantForwarded', { job, applicant: str(d.applicant) })
        : t('notifications.applicantDeletedForwarded', { job });
    case 'job_request_decision':
      return d.approved
        ? t('notifications.approved', { job })
        : t('notifications.rejected', { job, reason: str(d.reason) });
    case 'staff_digest': {
      const requests = Number(d.count) || 0;
      const held = Number(d.held) || 0;
      const parts = [
        ...(requests > 0 || held === 0 ? [t('notifications.staffDigest', { count: requests })] : []),
        ...(held > 0 ? [t('notifications.staffDigestHeld', { count: held })] : []),
      ];
      return parts.join(' ');
    }
    case 'report_outcome':
      if (d.outcome === 'job_closed') return t('notifications.reportJobClosed', { job });
      if (d.outcome === 'employer_suspended') return t('notifications.reportEmployerSuspended', { job });
      return t('notifications.reportDismissed', { job });
    case 'job_closed':
      return t('notifications.jobClosed', { job });
    case 'job_withdrawn':
      return t('notifications.jobWithdrawn', { job });
    case 'new_message':
      return d.from === 'applicant'
        ? t('notifications.newMessageFromApplicant', { job })
        : t('notifications.newMessageFromEmployer', { job });
    case 'interview': {
      const time = typeof d.at === 'string' ? marketDateTime(d.at, language) : '';
      if (d.event === 'scheduled') return t('notifications.interviewScheduled', { job, time });
      if (d.event === 'declined') return t('notifications.interviewDeclined', { job });
      if (d.event === 'counter_proposed') return t('notifications.interviewCounterProposed', { job });
      if (d.event === 'cancelled') return t('notifications.interviewCancelled', { job });
      if (d.event === 'reminder') return t('notifications.interviewReminder', { job, time });
      return t('notifications.interviewProposed', { job });
    }
    case 'texts_held':
      return t('notifications.textsHeld');
    case 'employer_suspended':
      return t('notifications.employerSuspended', { job });
    case 'offer_answered':
      // An applicant who deleted their account leaves no name in the notice.
      if (!d.applicant) return t('notifications.offerAnsweredDeleted', { job });
      return d.answer === 'accepted'
        ? t('notifications.offerAccepted', { job, applicant: str(d.applicant) })
        : t('notifications.offerDeclined', { job, applicant: str(d.applicant) });
    case 'offer_reminder':
      return t('notifications.offerReminder', { job });
    case 'saved_job_closing':
      return t('notifications.savedJobClosing', { job, date: formatDate(str(d.deadline), language) });
  }
}

/**
 * Where a notice leads: the job an application answered (its ad, which stays open to the applicant), else the page
 * that acts on it (for a closed job's applicants, their applications). Notices written before they carried the job's
 * id lead to the applications.
 */
export function notificationHref(notice: Notification): string {
  switch (notice.kind) {
    case 'application_status':
      return typeof notice.data.job_id === 'number' ? `/jobs/${notice.data.job_id}` : '/my-applications';
    case 'applicant_forwarded':
    case 'job_request_decision':
      return '/hiring-center';
    case 'staff_digest':
      return '/admin';
    case 'texts_held':
      return '/admin?tab=reports';
    case 'application_sent':
    case 'employer_suspended':
    case 'offer_reminder':
      return '/my-applications';
    case 'offer_answered':
      return `/hiring-center?job=${Number(notice.data.job_id)}`;
    // A reported job may be closed by then: the reporter goes back to the jobs.
    case 'report_outcome':
      return '/recommended-jobs';
    case 'job_closed':
    case 'job_withdrawn':
      return '/my-applications';
    case 'saved_job_closing':
      return `/jobs/${Number(notice.data.job_id)}`;
    // The thread itself: the applicant's in their applications, the employer's on the applicant's card.
    case 'new_message':
    case 'interview': {
      const thread = `thread=${Number(notice.data.application_id)}`;
      const fromApplicantSide =
        notice.kind === 'new_message' ? notice.data.from === 'applicant' : isEmployerEvent(notice);
      return fromApplicantSide
        ? `/hiring-center?job=${Number(notice.data.job_id)}&${thread}`
        : `/my-applications?${thread}`;
    }
  }
}

/** Whether an interview's news is the employer's (the applicant's answer, a cancellation, the reminder each side gets). */
function isEmployerEvent(notice: Notification): boolean {
  return notice.data.for === 'employer';
}
