import { z } from 'zod';
import { MSG_KEY } from '../messages.js';
import { EMAIL_CATEGORIES } from '../constants.js';
import { detailSchema } from './detail.js';

/** POST /api/unsubscribe/?token=: the one-click unsubscribe of a mail's category (the token is in the mail). */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: MSG_KEY.linkExpired }).min(1, MSG_KEY.linkExpired).max(300, MSG_KEY.linkExpired),
});
export const unsubscribeResponseSchema = detailSchema.extend({ category: z.enum(EMAIL_CATEGORIES) });

/** A message of the outbox, as the staff console shows it. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  language: z.string(),
  category: z.string(),
  kind: z.string(),
  /** email, or sms (whose subject is empty and whose text is the whole message). */
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text_body: z.string(),
  /** dropped: an SMS that waited and was no longer true when its time came (a later change superseded it). */
  status: z.enum(['pending', 'sent', 'failed', 'dropped']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** An SMS's fate as the operator reported it (a delivery receipt): null until reported. */
  delivery: z.enum(['delivered', 'failed']).nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/sms-days/: SMS handed to the operator each day (Kinshasa time), newest day first. */
export const smsDaySchema = z.object({
  day: z.string(),
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
});
export type SmsDay = z.infer<typeof smsDaySchema>;
