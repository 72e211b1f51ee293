import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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
 * file, so that a phone set to another zone still shows the right moment. Its UID stays the interview's and its
 * SEQUENCE the interview's version, so a file downloaded again after a change replaces the event rather than adding
 * one; a cancelled interview's file is a cancellation (METHOD:CANCEL, STATUS:CANCELLED), which removes it.
 */
export function interviewCalendar(
  thread: Thread,
  interview: InterviewRow,
  language: Language,
  url: string,
  host: string,
): string {
  const w = words[language];
  const cancelled = interview.status === 'cancelled';
  const calendar = ical({
    prodId: { company: PRODUCT_NAME, product: 'interviews' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.timezone({ name: MARKET_TIME_ZONE, generator: getVtimezoneComponent });
  const start = DateTime.fromISO(interview.chosen_slot!, { zone: MARKET_TIME_ZONE });
  const how = w.mode[interview.mode];
  calendar.createEvent({
    id: `interview-${interview.id}@${host}`,
    start,
    end: start.plus({ minutes: INTERVIEW_MINUTES }),
    timezone: MARKET_TIME_ZONE,
    sequence: interview.sequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: w.summary(thread.jobTitle, thread.company ?? ''),
    location: interview.mode === 'in_person' ? interview.place : how,
    description: [how, interview.place, url].filter(Boolean).join('\n'),
    url,
  });
  // The library writes DTSTAMP on the calendar's clock without a zone; RFC 5545 wants it in UTC.
  const stamp = `DTSTAMP:${DateTime.utc().toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
  return calendar.toString().replace(/^DTSTAMP:[^\r\n]*/m, stamp);
}
