import type { EmployerProfile, EmployerProfilePatch } from '@talent/shared';
import { api } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload';
import type { SessionUser } from '../../../session/normalise-user';

/** GET /api/profile/: the employer's profile as stored. */
export const fetchEmployerProfile = (signal?: AbortSignal) => api.get<EmployerProfile>('/api/profile/', signal);

/** A partial PATCH /api/profile/ (each step saves only its own fields); the response is the profile as stored. */
export const patchEmployerProfile = (patch: EmployerProfilePatch) => api.patch<EmployerProfile>('/api/profile/', patch);

/** The same PATCH as multipart, for the logo, with the upload's progress. */
export const uploadEmployerProfile = (form: FormData, onProgress: (fraction: number) => void) =>
  uploadForm<EmployerProfile>('PATCH', '/api/profile/', form, onProgress);

/**
 * The profile's fields for the session user, which merges them over the user's own. The work e-mail stays on
 * the profile: the user's own `email` is the one they log in with.
 */
export function sessionFieldsOf(profile: EmployerProfile): Partial<SessionUser> {
  const { email: _workEmail, ...fields } = profile;
  return { ...fields, profile };
}
