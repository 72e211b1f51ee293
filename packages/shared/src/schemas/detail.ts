import { z } from 'zod';

/** A message's stable code: its key in MSG, and the values filled into its {{placeholders}} when it has some. */
export const messageCodeSchema = z
  .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })
  .describe('The message’s stable code (its key in the message catalogue) and the values filled into its text');

/** A sentence for people (`detail`) with its message's code (`detail_code`), so a client shows it in its language. */
export const detailSchema = z.object({ detail: z.string(), detail_code: messageCodeSchema });
