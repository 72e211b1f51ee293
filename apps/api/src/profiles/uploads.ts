import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_RULES, type MessageKey, type UploadKind } from '@talent/shared';
import { ApiError, badRequest, fieldError } from '../lib/errors.js';
import type { CheckedFile, Rendition } from '../types/stored-files.js';
import { checkUpload, uploadTooLarge } from './file-sniffing.js';
import { isPictureKind, storedPicture } from './images.js';

/**
 * An uploaded file, read within its limit and of a type checked from its bytes; a photo or logo already
 * re-encoded (its data is the display JPEG, with its other renditions), the bytes sent being dropped.
 */
export interface Upload extends CheckedFile {
  kind: UploadKind;
  renditions?: Rendition[];
}

const WRONG_TYPE: Record<UploadKind, MessageKey> = {
  cv: 'cvMustBePdf',
  job_spec_document: 'jobSpecMustBePdf',
  profile_photo: 'imageMustBePngOrJpeg',
  company_logo: 'imageMustBePngOrJpeg',
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
 * declared type), and re-encodes a picture. Undefined for the empty part a browser sends when no file was chosen.
 */
async function readUpload(part: MultipartFile, kind: UploadKind): Promise<Upload | undefined> {
  const data = await readWithin(part, kind);
  if (data.length === 0 && !part.filename) return undefined;
  const file = { field: kind, filename: part.filename ?? '', data, truncated: false };
  const checked = await checkUpload(kind, file, WRONG_TYPE[kind]);
  if (!isPictureKind(kind)) return { kind, ...checked };
  const picture = await storedPicture(kind, checked.filename, checked.data);
  return { kind, ...checked, ...picture, size: picture.data.length };
}

/** The text fields (a repeated one as a list) and the checked files of a form. */
export interface MultipartForm {
  fields: Record<string, unknown>;
  uploads: Upload[];
}

/** A body that is not well-formed multipart is the client's mistake (400), not the server's. */
function asClientError(err: unknown): unknown {
  if (err instanceof ApiError || typeof (err as { statusCode?: unknown }).statusCode === 'number') return err;
  return badRequest('badRequest', 'malformed_multipart');
}

/**
 * Reads a multipart form, the one way every route does: each file through readUpload (its own limit, its type
 * from its bytes), a file in a field that takes none refused by name (with `refusedFileMessage`'s words), and a
 * malformed body answered 400 and a body past the form limits 413, never a server error.
 */
async function readMultipartForm(
  request: FastifyRequest,
  accepted: readonly UploadKind[],
  refusedFileMessage: (field: string) => MessageKey = () => 'unknownFileField',
): Promise<MultipartForm> {
  const fields: Record<string, unknown> = {};
  const uploads = new Map<UploadKind, Upload>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
        continue;
      }
      const kind = part.fieldname as UploadKind;
      if (!accepted.includes(kind)) {
        part.file.resume();
        throw fieldError(part.fieldname, refusedFileMessage(part.fieldname));
      }
      const upload = await readUpload(part, kind);
      if (upload) uploads.set(kind, upload);
    }
  } catch (err) {
    throw asClientError(err);
  }
  return { fields, uploads: [...uploads.values()] };
}

/**
 * The fields and files of a body that is JSON (fields only) or a multipart form (read by readMultipartForm):
 * the routes that take both read them the one way. A JSON body that is not an object is a 400.
 */
export async function readForm(
  request: FastifyRequest,
  accepted: readonly UploadKind[],
  refusedFileMessage?: (field: string) => MessageKey,
): Promise<MultipartForm> {
  if (request.isMultipart()) return readMultipartForm(request, accepted, refusedFileMessage);
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return { fields: { ...(body as Record<string, unknown>) }, uploads: [] };
}
