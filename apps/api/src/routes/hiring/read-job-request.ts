import type { FastifyRequest } from 'fastify';
import { MSG, jobRequestSchema, type JobRequestData } from '@talent/shared';
import { badRequest, fieldError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validation.js';
import { checkUpload, uploadTooLarge, type CheckedFile, type UploadedFile } from '../../services/file-sniffing.js';

const SPEC_FIELD = 'job_spec_document';

function isFileTooLarge(err: unknown): boolean {
  return (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** The text fields and the spec file of a multipart form; an empty file part means "no file chosen". */
async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname !== SPEC_FIELD) fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== SPEC_FIELD) throw fieldError(part.fieldname, MSG.unknownFileField);
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if (isFileTooLarge(err)) throw uploadTooLarge(SPEC_FIELD);
      throw err;
    }
    if (!part.filename && data.length === 0) continue;
    file = { field: SPEC_FIELD, filename: part.filename ?? '', data, truncated: part.file.truncated };
  }
  return { fields, file };
}

/**
 * POST /hiring/create/ takes JSON, or a multipart form when a job spec document comes along. Either way the
 * fields go through jobRequestSchema, then the file through the upload rules (PDF, 5 MB, sniffed).
 */
export async function readJobRequest(request: FastifyRequest): Promise<{ data: JobRequestData; spec: CheckedFile | null }> {
  if (request.isMultipart()) {
    const { fields, file } = await readMultipart(request);
    const data = parseOrThrow(jobRequestSchema, fields);
    const spec = file ? await checkUpload('job_spec_document', file, MSG.jobSpecMustBePdf) : null;
    return { data, spec };
  }
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  // A JSON client may send the empty file field of its form; a file itself only travels in multipart.
  const { [SPEC_FIELD]: spec, ...fields } = body as Record<string, unknown>;
  if (spec !== undefined && spec !== null && spec !== '') throw fieldError(SPEC_FIELD, MSG.unknownField);
  return { data: parseOrThrow(jobRequestSchema, fields), spec: null };
}
