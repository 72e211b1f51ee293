import { MB, UPLOAD_RULES, type Language, type MessageKey, type UploadKind } from '@talent/shared';
import { formatNumber, formatOneDecimal } from './format';

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

const TYPE_MESSAGES: Record<UploadKind, MessageKey> = {
  cv: 'cvMustBePdf',
  profile_photo: 'imageMustBePngOrJpeg',
  company_logo: 'imageMustBePngOrJpeg',
  job_spec_document: 'jobSpecMustBePdf',
};

/** The `accept` attribute of a file input for an upload kind: its MIME types and their extensions. */
export function acceptOf(kind: UploadKind): string {
  const types = UPLOAD_RULES[kind].types;
  return [...types, ...types.flatMap((type) => EXTENSIONS[type] ?? [])].join(',');
}

/** A problem with a chosen file: a message of the shared catalogue (its key) and its values. */
export interface FileProblem {
  key: MessageKey;
  params?: Record<string, number>;
}

/**
 * Refuses a file of the wrong type or size before it is sent. The browser's declared type is used (its
 * extension when the browser declares none, as some phones do); the server still checks the bytes.
 */
export function fileProblem(file: File, kind: UploadKind): FileProblem | null {
  const rule = UPLOAD_RULES[kind];
  const allowed: readonly string[] = rule.types;
  const name = file.name.toLowerCase();
  const typeOk = file.type
    ? allowed.includes(file.type)
    : allowed.some((type) => (EXTENSIONS[type] ?? []).some((ext) => name.endsWith(ext)));
  if (!typeOk) return { key: TYPE_MESSAGES[kind] };
  if (file.size === 0) return { key: 'emptyFile' };
  if (file.size > rule.maxBytes) return { key: 'fileTooLargeWith', params: { limit: rule.maxBytes / MB } };
  return null;
}

/** A file size for people: "820 KB", "1.4 MB" ("1,4 Mo" in French). */
export function formatFileSize(bytes: number, language: Language): string {
  const mb = bytes >= MB;
  const value = mb ? bytes / MB : Math.max(1, Math.round(bytes / 1024));
  const number = mb ? formatOneDecimal(value, language) : formatNumber(value, language);
  const unit = language === 'fr' ? (mb ? 'Mo' : 'Ko') : mb ? 'MB' : 'KB';
  return `${number} ${unit}`;
}
