import { z } from 'zod';

/**
 * A stored file as the API gives it: a short-lived signed URL and what it is. Its own module: the job schemas that
 * carry files need none of the profile's country and phone data.
 */
export const fileRefSchema = z
  .object({ url: z.string(), name: z.string(), content_type: z.string(), size: z.number() })
  .nullable();
export type FileRef = z.infer<typeof fileRefSchema>;
