import { marketDateTime, type Interview, type ThreadSide } from '@talent/shared';
import type { TranslationValues } from '../../i18n';

type Translate = (key: string, values?: TranslationValues) => string;

/** Where an interview and its application stand now, as a line reads them. */
interface Now {
  side: ThreadSide;
  /** Whether the application still waits for its answer: once it has one, nothing is to be chosen or attended. */
  applicationOpen: boolean;
  language: 'en' | 'fr';
  now?: number;
}

/** Whether the time of a scheduled interview has passed. */
export const interviewPassed = (i: Interview, now = Date.now()) =>
  i.status === 'scheduled' && i.chosen_slot !== null && Date.parse(i.chosen_slot) <= now;

/** Whether the interview still asks something of the reader, or is still to come: what the thread's header names. */
export const interviewToCome = (i: Interview, { applicationOpen, now = Date.now() }: Omit<Now, 'side' | 'language'>) =>
  (i.status === 'proposed' && applicationOpen) || (i.status === 'scheduled' && !interviewPassed(i, now));

/**
 * An interview's line as it stands now (namespace 'conversation'): times proposed to pick from, the day it is on, the
 * day it was on once passed, times none of which was chosen once the application has its answer, other times asked
 * for (or offered by the applicant), or cancelled (by the application's end, or by a side).
 */
export function interviewLine(t: Translate, i: Interview, { side, applicationOpen, language, now = Date.now() }: Now) {
  const time = (slot: string) => t('interview.when', { time: marketDateTime(slot, language) });
  switch (i.status) {
    case 'proposed':
      if (!applicationOpen) return t('interview.line.notChosen');
      return t(side === 'applicant' ? 'interview.line.proposedApplicant' : 'interview.line.proposedEmployer');
    case 'scheduled': {
      const slot = i.chosen_slot ?? i.slots[0] ?? i.created_at;
      return t(interviewPassed(i, now) ? 'interview.line.was' : 'interview.line.on', { time: time(slot) });
    }
    case 'declined':
      if (i.applicant_slots.length > 0)
        return t(side === 'applicant' ? 'interview.line.offeredApplicant' : 'interview.line.offeredEmployer');
      return t(side === 'applicant' ? 'interview.line.declinedApplicant' : 'interview.line.declinedEmployer');
    case 'cancelled':
      return t(i.cancelled_by === 'system' ? 'interview.line.ended' : 'interview.line.cancelled');
  }
}
