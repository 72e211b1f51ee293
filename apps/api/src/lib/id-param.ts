import { z } from 'zod';
import { notFound } from './errors.js';

/** `/<id>/` in a path. Kept a string so that a malformed id is a 404, like a path that does not exist. */
export const idParamsSchema = z.object({ id: z.string() });

export function toId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw notFound();
  return Number(raw);
}
