import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { isHttpUrl } from '../url.js';
import { MULTI_LINE, oneOf, text } from './fields.js';

/**
 * An application's conversation between its job's employer and the applicant, once staff forwarded the applicant,
 * and the interviews the employer proposes in it.
 */

/** The longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/** How many messages one person may send in an hour, all threads together: past it, 429 with Retry-After. */
export const MESSAGES_PER_HOUR = 30;
/** A thread's messages on one page of `GET /hiring/applications/:id/messages/`, unless `page_size` says otherwise. */
export const THREAD_PAGE_SIZE = 50;
/** How often a reader of a thread is told by mail and SMS of a new message in it, at most: once an hour. */
export const MESSAGE_NOTICE_EVERY_MINUTES = 60;
/** How long a web page that shows a thread waits before it asks for new messages again. */
export const THREAD_REFRESH_MS = 5000;

/** The two sides of a thread. */
export const THREAD_SIDES = ['employer', 'applicant'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/** POST /hiring/applications/:id/messages/: plain text, line breaks kept. */
export const messageBodySchema = z.object({
  body: text({ ...MULTI_LINE, error: MSG_KEY.messageEmpty })
    .min(1, MSG_KEY.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, MSG_KEY.messageTooLong),
});
export type MessageBodyPayload = z.input<typeof messageBodySchema>;

/** One message of a thread, as either side reads it. */
export const threadMessageSchema = z.object({
  id: z.number(),
  from: z.enum(THREAD_SIDES),
  body: z.string(),
  at: z.string(),
  /** When the other side read it; null while unread. */
  read_at: z.string().nullable(),
  /**
   * Only ever true for its writer: a message that asks for money waits for staff before it reaches the applicant
   * (it is then `false` once released; a message staff refuse stays held and is never delivered).
   */
  held: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** How an interview takes place, and what `place` then holds. */
export const INTERVIEW_MODES = ['in_person', 'phone', 'video'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
/** The most times an employer proposes at once. */
export const INTERVIEW_MAX_SLOTS = 3;
export const INTERVIEW_NOTE_MAX_LENGTH = 500;
/** How long before an interview both sides are reminded of it. */
export const INTERVIEW_REMINDER_HOURS = 24;
/** How long an interview lasts in the calendar file. */
export const INTERVIEW_MINUTES = 60;

/** An instant with its offset, as `<input type="datetime-local">` plus a zone gives it: "2026-12-01T10:00:00+01:00". */
const instant = z.iso.datetime({ offset: true, error: MSG_KEY.invalidDate });

/** POST /hiring/employer-jobs/:id/applicants/:applicationId/interview/: one to three times, a mode and its place. */
export const interviewProposalSchema = z
  .object({
    slots: z
      .array(instant, { error: MSG_KEY.interviewSlotsRequired })
      .min(1, MSG_KEY.interviewSlotsRequired)
      .max(INTERVIEW_MAX_SLOTS, MSG_KEY.interviewSlotsRequired),
    mode: oneOf(INTERVIEW_MODES),
    /** The address (in person), the link (video), or anything helpful (phone: "we call you on your number"). */
    place: text({ error: MSG_KEY.tooLong }).max(300, MSG_KEY.tooLong).default(''),
  })
  .superRefine((body, ctx) => {
    const times = body.slots.map((slot) => Date.parse(slot));
    if (new Set(times).size !== times.length)
      ctx.addIssue({ code: 'custom', path: ['slots'], message: MSG_KEY.interviewSlotsRepeat });
    if (body.mode === 'in_person' && body.place === '')
      ctx.addIssue({ code: 'custom', path: ['place'], message: MSG_KEY.interviewPlaceRequired });
    if (body.mode === 'video' && !isHttpUrl(body.place))
      ctx.addIssue({ code: 'custom', path: ['place'], message: MSG_KEY.interviewLinkRequired });
  });
export type InterviewProposalPayload = z.input<typeof interviewProposalSchema>;

/** POST /hiring/applications/:id/interview/: the applicant picks a proposed time, or asks for other times. */
export const interviewAnswerSchema = z.union([
  z.object({ slot: instant }).strict(),
  z
    .object({
      decline: z.literal(true),
      note: text({ ...MULTI_LINE, error: MSG_KEY.tooLong })
        .max(INTERVIEW_NOTE_MAX_LENGTH, MSG_KEY.interviewNoteTooLong)
        .default(''),
    })
    .strict(),
]);
export type InterviewAnswerPayload = z.input<typeof interviewAnswerSchema>;

/** POST /hiring/applications/:id/interview/cancel/: either side, with a reason the other reads. */
export const interviewCancelSchema = z.object({
  reason: text({ ...MULTI_LINE, error: MSG_KEY.interviewCancelReasonRequired })
    .min(1, MSG_KEY.interviewCancelReasonRequired)
    .max(INTERVIEW_NOTE_MAX_LENGTH, MSG_KEY.interviewNoteTooLong),
});
export type InterviewCancelPayload = z.input<typeof interviewCancelSchema>;

/**
 * Where an interview stands: proposed (waiting for the applicant), scheduled (a time chosen), declined (the applicant
 * asked for other times) or cancelled (by either side).
 */
export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The application's latest interview, as both sides read it. */
export const interviewSchema = z.object({
  id: z.number(),
  status: z.enum(INTERVIEW_STATUSES),
  mode: z.enum(INTERVIEW_MODES),
  place: z.string(),
  /** The proposed times, ISO instants, earliest first. */
  slots: z.array(z.string()),
  /** The time chosen, once scheduled. */
  chosen_slot: z.string().nullable(),
  /** The applicant's note when they asked for other times. */
  note: z.string(),
  cancelled_by: z.enum(THREAD_SIDES).nullable(),
  cancel_reason: z.string(),
  created_at: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/**
 * GET /hiring/conversations/: what the cards of the signed-in person's applications (or applicants) show of their
 * threads, for each thread that has a message or an interview: the messages they have not read, and the interview in
 * force.
 */
export const conversationListItemSchema = z.object({
  application_id: z.number(),
  unread_messages: z.number(),
  interview: interviewSchema.nullable(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

/** GET /api/admin/held-messages/: employers' messages held because they ask for money, oldest first. */
export const heldMessageSchema = z.object({
  id: z.number(),
  application_id: z.number(),
  job_id: z.number(),
  job_title: z.string(),
  employer_id: z.string(),
  company_name: z.string().nullable(),
  body: z.string(),
  /** The words that ask for money, as written in `body`: the console marks them. */
  held_for: z.array(z.object({ code: z.string(), evidence: z.string() })),
  held_at: z.string(),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;

/** POST /api/admin/held-messages/:id/refuse/: why the employer is suspended, mailed to them and kept in the log. */
export const refuseHeldMessageSchema = z.object({
  reason: text({ ...MULTI_LINE, error: MSG_KEY.required })
    .min(1, MSG_KEY.required)
    .max(1000, MSG_KEY.tooLong),
});

/** GET /api/admin/reports/messages/:id/thread/: the whole thread of a reported message, held ones included. */
export const reportedThreadSchema = z.object({
  application_id: z.number(),
  messages: z.array(threadMessageSchema),
});
export type ReportedThread = z.infer<typeof reportedThreadSchema>;
