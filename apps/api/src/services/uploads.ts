import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { MB, MSG, UPLOAD_RULES, type UploadKind } from '@talent/shared';
import { fieldError, payloadTooLarge, unsupportedMediaType } from '../lib/errors.js';

/** An uploaded file, read within its limit and of a type checked from its bytes. */
export interface Upload {
  kind: UploadKind;
  filename: string;
  contentType: string;
  data: Buffer;
  sha256: string;
}

const WRONG_TYPE: Record<UploadKind, string> = {
  cv: MSG.cvMustBePdf,
  job_spec_document: MSG.cvMustBePdf,
  profile_photo: MSG.imageMustBePngOrJpeg,
  company_logo: MSG.imageMustBePngOrJpeg,
};

const tooLarge = (kind: UploadKind) =>
  payloadTooLarge(MSG.fileTooLargeWith.replace('{{limit}}', String(UPLOAD_RULES[kind].maxBytes / MB)), kind);

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
      if (size > max) throw tooLarge(kind);
      chunks.push(chunk);
    }
  } catch (err) {
    // The multipart parser's own cut-off (the largest limit of all fields) is the same refusal.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    throw err;
  }
  if (part.file.truncated) throw tooLarge(kind);
  return Buffer.concat(chunks, size);
}

/** A file name safe to store and to send back: no path, no control characters, the real extension. */
export function safeFilename(original: string, ext: string, fallback: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .trim()
    .slice(0, 100);
  return `${stem || fallback}.${ext}`;
}

/**
 * Reads and checks one uploaded file. Undefined for the empty part a browser sends when no file was chosen.
 * The type comes from the bytes, never from the name or the declared type.
 */
export async function readUpload(part: MultipartFile, kind: UploadKind): Promise<Upload | undefined> {
  const data = await readWithin(part, kind);
  if (data.length === 0) {
    if (!part.filename) return undefined;
    throw fieldError(kind, MSG.emptyFile, 'empty_file');
  }
  const sniffed = await fileTypeFromBuffer(data);
  const allowed: readonly string[] = UPLOAD_RULES[kind].types;
  if (!sniffed || !allowed.includes(sniffed.mime)) throw unsupportedMediaType(WRONG_TYPE[kind], kind);
  return {
    kind,
    filename: safeFilename(part.filename ?? '', sniffed.ext, kind),
    contentType: sniffed.mime,
    data,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
