import type { MultipartFile } from '@fastify/multipart';
import { MSG, UPLOAD_RULES, type UploadKind } from '@talent/shared';
import { checkUpload, uploadTooLarge, type CheckedFile } from './file-sniffing.js';

/** An uploaded file, read within its limit and of a type checked from its bytes. */
export interface Upload extends CheckedFile {
  kind: UploadKind;
}

const WRONG_TYPE: Record<UploadKind, string> = {
  cv: MSG.cvMustBePdf,
  job_spec_document: MSG.jobSpecMustBePdf,
  profile_photo: MSG.imageMustBePngOrJpeg,
  company_logo: MSG.imageMustBePngOrJpeg,
};

/**
 * Reads a file part up to its field's own limit: past it, reading stops and the request is refused
 * (413), so an oversized body is never held in memory.
 */
async function readWithin(part: MultipartFile, kind: UploadKind): Promise<Buffer> {
  const max = UPLOAD_RULES[kind].maxBytes;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) throw uploadTooLarge(kind);
      chunks.push(chunk);
    }
  } catch (err) {
    // The multipart parser's own cut-off (the largest limit of all fields) is the same refusal.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge(kind);
    throw err;
  }
  if (part.file.truncated) throw uploadTooLarge(kind);
  return Buffer.concat(chunks, size);
}

/**
 * Reads and checks one uploaded file (size, then the type read from its bytes, never from its name or
 * declared type). Undefined for the empty part a browser sends when no file was chosen.
 */
export async function readUpload(part: MultipartFile, kind: UploadKind): Promise<Upload | undefined> {
  const data = await readWithin(part, kind);
  if (data.length === 0 && !part.filename) return undefined;
  const file = { field: kind, filename: part.filename ?? '', data, truncated: false };
  return { kind, ...(await checkUpload(kind, file, WRONG_TYPE[kind])) };
}
