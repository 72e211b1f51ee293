import type { FastifyRequest } from 'fastify';
import { jobRequestSchema, type JobRequestData } from '@talent/shared';
import { fieldError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validation.js';
import { readForm } from '../../profiles/index.js';
import type { CheckedFile } from '../../types/stored-files.js';

const SPEC_FIELD = 'job_spec_document';

/**
 * POST /hiring/create/ takes JSON, or a multipart form when a job spec document comes along. Either way the
 * fields go through jobRequestSchema, and the file through the upload rules (PDF, 5 MB, sniffed).
 */
export async function readJobRequest(
  request: FastifyRequest,
): Promise<{ data: JobRequestData; spec: CheckedFile | null }> {
  const { fields, uploads } = await readForm(request, [SPEC_FIELD]);
  const spec = uploads[0] ?? null;
  // A client may send the empty file field of its form as text; a file itself only travels as an upload.
  const { [SPEC_FIELD]: specText, ...rest } = fields;
  if (specText !== undefined && specText !== null && specText !== '') throw fieldError(SPEC_FIELD, 'unknownField');
  return { data: parseOrThrow(jobRequestSchema, rest), spec };
}
