import { z } from 'zod';
import {
  INTERVIEW_CANCELLERS,
  INTERVIEW_MAX_DAYS_AHEAD,
  INTERVIEW_MAX_SLOTS,
  INTERVIEW_MODES,
  INTERVIEW_NOTE_MAX_LENGTH,
  INTERVIEW_STATUSES,
  MESSAGE_MAX_LENGTH,
  GATED_TEXT_KINDS,
  THREAD_CLOSED_REASONS,
  THREAD_SIDES,
} from '../constants.js';
import { DAY_MS } from '../time.js';
import { MSG_KEY } from '../messages.js';
import { isHttpUrl } from '../url.js';
import { MULTI_LINE, hasVisibleCharacter, oneOf, text } from './fields.js';

/**
 * An application's conversation between its job's employer and the applicant, once staff forwarded the applicant,
 * and the interviews the employer proposes in it.
 */

/** POST /hiring/applications/:id/messages/: plain text, line breaks kept; something a reader can see. */
export const messageBodySchema = z.object({
  body: text({ ...MULTI_LINE, error: MSG_KEY.messageEmpty })
    .min(1, MSG_KEY.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, MSG_KEY.messageTooLong)
    .refine(hasVisibleCharacter, MSG_KEY.messageEmpty),
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
  /**
   * The employer's message of an employer staff suspended: kept as it was written (the thread is evidence), shown
   * under the warning that nobody may ask for money.
   */
  writer_suspended: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** An instant with its offset, as `<input type="datetime-local">` plus a zone gives it: "2026-12-01T10:00:00+01:00". */
const instant = z.iso.datetime({ offset: true, error: MSG_KEY.invalidDate });
/** An interview's time: within INTERVIEW_MAX_DAYS_AHEAD (a date past it is a typing mistake). */
const interviewTime = instant.refine(
  (slot) => Date.parse(slot) <= Date.now() + INTERVIEW_MAX_DAYS_AHEAD * DAY_MS,
  MSG_KEY.interviewSlotTooFar,
);

/** One to three different times, each within INTERVIEW_MAX_DAYS_AHEAD: the employer's proposal or the applicant's. */
const interviewSlots = z
  .array(interviewTime, { error: MSG_KEY.interviewSlotsRequired })
  .min(1, MSG_KEY.interviewSlotsRequired)
  .max(INTERVIEW_MAX_SLOTS, MSG_KEY.interviewSlotsRequired)
  .refine(
    (slots) => new Set(slots.map((slot) => Date.parse(slot))).size === slots.length,
    MSG_KEY.interviewSlotsRepeat,
  );

/** POST /hiring/employer-jobs/:id/applicants/:applicationId/interview/: one to three times, a mode and its place. */
export const interviewProposalSchema = z
  .object({
    slots: interviewSlots,
    mode: oneOf(INTERVIEW_MODES),
    /** The address (in person), the link (video), or anything helpful (phone: "we call you on your number"). */
    place: text({ error: MSG_KEY.tooLong }).max(300, MSG_KEY.tooLong).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'in_person' && body.place === '')
      ctx.addIssue({ code: 'custom', path: ['place'], message: MSG_KEY.interviewPlaceRequired });
    if (body.mode === 'video' && !isHttpUrl(body.place))
      ctx.addIssue({ code: 'custom', path: ['place'], message: MSG_KEY.interviewLinkRequired });
  });
export type InterviewProposalPayload = z.input<typeof interviewProposalSchema>;

/**
 * POST /hiring/applications/:id/interview/: the applicant picks a proposed time, or answers that none suits them,
 * with an optional note and, optionally, one to three times of their own for the employer to accept.
 */
export const interviewAnswerSchema = z.union([
  z.object({ slot: instant }).strict(),
  z
    .object({
      decline: z.literal(true),
      note: text({ ...MULTI_LINE, error: MSG_KEY.tooLong })
        .max(INTERVIEW_NOTE_MAX_LENGTH, MSG_KEY.interviewNoteTooLong)
        .default(''),
      slots: interviewSlots.optional(),
    })
    .strict(),
]);
export type InterviewAnswerPayload = z.input<typeof interviewAnswerSchema>;

/** POST /hiring/employer-jobs/:id/applicants/:applicationId/interview/accept/: one of the applicant's own times. */
export const interviewAcceptSchema = z.object({ slot: instant }).strict();
export type InterviewAcceptPayload = z.input<typeof interviewAcceptSchema>;

/** POST /hiring/applications/:id/interview/cancel/: either side, with a reason the other reads. */
export const interviewCancelSchema = z.object({
  reason: text({ ...MULTI_LINE, error: MSG_KEY.interviewCancelReasonRequired })
    .min(1, MSG_KEY.interviewCancelReasonRequired)
    .max(INTERVIEW_NOTE_MAX_LENGTH, MSG_KEY.interviewNoteTooLong)
    .refine(hasVisibleCharacter, MSG_KEY.interviewCancelReasonRequired),
});
export type InterviewCancelPayload = z.input<typeof interviewCancelSchema>;

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
  /**
   * The times the applicant offered instead (declined), ISO instants, earliest first, for the employer to accept one
   * of; empty when they offered none.
   */
  applicant_slots: z.array(z.string()),
  cancelled_by: z.enum(INTERVIEW_CANCELLERS).nullable(),
  /** Empty for the applicant while staff check it (it may ask for money). */
  cancel_reason: z.string(),
  created_at: z.string(),
  /**
   * Only ever true for the employer: a text of theirs in it waits for staff. A proposal whose place asks for money
   * has not reached the applicant (who still reads the interview before it, if any); a cancellation's reason is blank
   * to the applicant.
   */
  held: z.boolean(),
});
export type Interview = z.infer<typeof interviewSchema>;

/**
 * GET /hiring/applications/:id/thread/: whether the thread takes messages now (the same rule the sending of one obeys),
 * why not when it does not, and until when it does after a hire.
 */
export const threadStateSchema = z.object({
  can_write: z.boolean(),
  closed_reason: z.enum(THREAD_CLOSED_REASONS).nullable(),
  /** After a hire: when the thread closes (THREAD_OPEN_DAYS_AFTER_HIRE after it), an ISO instant; null otherwise. */
  writable_until: z.string().nullable(),
});
export type ThreadState = z.infer<typeof threadStateSchema>;

/**
 * GET /hiring/conversations/: what the cards of the signed-in person's applications (or applicants) show of their
 * threads, for each thread that has a message or an interview: the messages they have not read, and the interview in
 * force.
 */
export const conversationListItemSchema = z.object({
  application_id: z.number(),
  unread_messages: z.number(),
  interview: interviewSchema.nullable(),
  /** Staff suspended the job's employer: the thread warns that nobody may ask for money. */
  employer_suspended: z.boolean(),
  /** For the employer: how many of their texts in the thread (a message, a place, a reason, a note) staff are checking. */
  texts_being_checked: z.number(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

/**
 * GET /api/admin/held-messages/: employers' texts held because they ask for money, oldest first: a message, or the
 * text an act carries (GATED_TEXT_KINDS).
 */
export const heldMessageSchema = z.object({
  id: z.number(),
  application_id: z.number(),
  kind: z.enum(GATED_TEXT_KINDS),
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
