import { z } from 'zod';
import { MSG } from '../messages.js';
import { email } from './fields.js';

/** Its own module: the log-in form needs none of registration's country and phone data. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(1024, MSG.tooLong),
});
export type LoginPayload = z.infer<typeof loginSchema>;
