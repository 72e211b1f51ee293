import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { INTERVIEW_MINUTES, MARKET_TIME_ZONE, PRODUCT_NAME, type Language } from '@talent/shared';
import type { InterviewRow } from './repositories/interviews.js';
import type { Thread } from './repositories/threads.js';

const words = {
  en: {
    summary: (job: string, company: string) => `Interview: ${job}${company ? ` (${company})` : ''}`,
    mode: { in_person: 'In person', phone: 'By phone', video: 'By video call' },
  },
  fr: {
    summary: (job: string, company: string) => `Entretien : ${job}${company ? ` (${company})` : ''}`,
    mode: { in_person: 'En personne', phone: 'Par téléphone', video: 'Par appel vidéo' },
  },
} as const;

/**
 * A scheduled interview as a calendar file (iCalendar), its times on Kinshasa's clock with the zone described in the
 * file, so that a phone set to another zone still shows the right moment. Its UID stays the interview's, so a file
 * downloaded again after a change replaces the event rather than adding one.
 */
export function interviewCalendar(
  thread: Thread,
  interview: InterviewRow,
  language: Language,
  url: string,
  host: string,
): string {
  const w = words[language];
  const calendar = ical({
    prodId: { company: PRODUCT_NAME, product: 'interviews' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.timezone({ name: MARKET_TIME_ZONE, generator: getVtimezoneComponent });
  const start = DateTime.fromISO(interview.chosen_slot!, { zone: MARKET_TIME_ZONE });
  const how = w.mode[interview.mode];
  calendar.createEvent({
    id: `interview-${interview.id}@${host}`,
    start,
    end: start.plus({ minutes: INTERVIEW_MINUTES }),
    timezone: MARKET_TIME_ZONE,
    stamp: DateTime.fromISO(interview.created_at, { zone: 'utc' }),
    summary: w.summary(thread.jobTitle, thread.company ?? ''),
    location: interview.mode === 'in_person' ? interview.place : how,
    description: [how, interview.place, url].filter(Boolean).join('\n'),
    url,
  });
  return calendar.toString();
}
