import type { FastifyRequest } from 'fastify';
import { splitSkills, type UploadKind, type UserType } from '@talent/shared';
import { fieldError } from '../lib/errors.js';
import { readForm, type MultipartForm } from './uploads.js';

/** The files each profile type carries. */
export const PROFILE_FILES: Record<UserType, readonly UploadKind[]> = {
  professional: ['cv', 'profile_photo'],
  employer: ['company_logo'],
};
const ALL_PROFILE_FILES = new Set<string>([...PROFILE_FILES.professional, ...PROFILE_FILES.employer]);

export type ProfileForm = MultipartForm;

/** `skills` may come as a JSON array, as repeated form fields or as comma-separated text. */
function skillsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' ? splitSkills(v) : [v]));
  if (typeof value !== 'string') return value;
  if (value.trim().startsWith('[')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return splitSkills(value);
}

/**
 * A file field sent as text: nothing when empty (a form without a new file), otherwise refused, since
 * a file is only ever taken as an upload.
 */
function checkFileFieldsAsText(fields: Record<string, unknown>, userType: UserType) {
  for (const name of ALL_PROFILE_FILES) {
    if (!(name in fields)) continue;
    const value = fields[name];
    delete fields[name];
    if (value === '' || value === null) continue;
    const own = PROFILE_FILES[userType].includes(name as UploadKind);
    throw fieldError(name, own ? 'fileMustBeUploaded' : 'profileTypeMismatch');
  }
}

/** The profile save's input: JSON fields, or multipart form fields and files. */
export async function readProfileForm(request: FastifyRequest, userType: UserType): Promise<ProfileForm> {
  const form = await readForm(request, PROFILE_FILES[userType], (field) =>
    ALL_PROFILE_FILES.has(field) ? 'profileTypeMismatch' : 'unknownFileField',
  );
  checkFileFieldsAsText(form.fields, userType);
  if ('skills' in form.fields) form.fields.skills = skillsOf(form.fields.skills);
  return form;
}
