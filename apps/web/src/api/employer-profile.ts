import type { EmployerProfile, EmployerProfilePatch } from '@talent/shared';
import { api } from '../lib/api-client';
import { uploadForm } from '../lib/upload';

// An employer's own profile. Its query: ./queries/profile.ts.

/** GET /api/profile/: the employer's profile as stored. */
export const fetchEmployerProfile = (signal?: AbortSignal) => api.get<EmployerProfile>('/api/profile/', signal);

/** A partial PATCH /api/profile/ (each step saves only its own fields); the response is the profile as stored. */
export const patchEmployerProfile = (patch: EmployerProfilePatch) => api.patch<EmployerProfile>('/api/profile/', patch);

/** The same PATCH as multipart, for the logo, with the upload's progress. */
export const uploadEmployerProfile = (form: FormData, onProgress: (fraction: number) => void) =>
  uploadForm<EmployerProfile>('PATCH', '/api/profile/', form, onProgress);
