import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { MB, UPLOAD_RULES, stripControlCharacters, type MessageKey, type UploadKind } from '@talent/shared';
import { fieldError, fileTooLarge, unsupportedFileType } from '../lib/errors.js';
import type { CheckedFile } from '../types/stored-files.js';

/** A file part of a multipart form, read into memory (the multipart limits bound its size). */
export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
  /** Cut at the multipart size limit. */
  truncated: boolean;
}

/** 413 naming the field and its limit. */
export function uploadTooLarge(kind: UploadKind) {
  return fileTooLarge(kind, { key: 'fileTooLargeWith', params: { limit: UPLOAD_RULES[kind].maxBytes / MB } });
}

/**
 * Applies an upload kind's rules: 413 when too large, 415 when the bytes are not of an accepted type
 * (the name and the declared type are never trusted: a client can set both to anything).
 */
export async function checkUpload(
  kind: UploadKind,
  file: UploadedFile,
  wrongTypeMessage: MessageKey,
): Promise<CheckedFile> {
  const rule = UPLOAD_RULES[kind];
  if (file.truncated || file.data.length > rule.maxBytes) throw uploadTooLarge(kind);
  if (file.data.length === 0) throw fieldError(kind, 'emptyFile');
  const sniffed = await fileTypeFromBuffer(file.data);
  if (!sniffed || !(rule.types as readonly string[]).includes(sniffed.mime)) {
    throw unsupportedFileType(kind, wrongTypeMessage);
  }
  return {
    filename: safeFilename(file.filename, `${kind}.${sniffed.ext}`, sniffed.ext),
    contentType: sniffed.mime,
    size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    data: file.data,
  };
}

const SAME_EXTENSION: Record<string, string> = { jpeg: 'jpg' };
const extensionOf = (name: string) => {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return SAME_EXTENSION[ext] ?? ext;
};

/**
 * The name shown on download: no directories, no control or bidi characters, a sane length, and (given the type
 * read from the bytes) the extension of that type, so that a download never opens as something else.
 */
export function safeFilename(name: string, fallback: string, ext?: string): string {
  const clean = stripControlCharacters(basename(name.replaceAll('\\', '/')))
    .replaceAll('"', '')
    .trim();
  const named = (clean === '' ? fallback : clean).slice(0, 200);
  if (!ext || extensionOf(named) === (SAME_EXTENSION[ext] ?? ext)) return named;
  return `${named.replace(/\.[^.]*$/, '').slice(0, 195) || fallback.replace(/\.[^.]*$/, '')}.${ext}`;
}
