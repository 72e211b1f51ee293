import type { CvSkills, ProfessionalProfile, ProfessionalProfilePatch } from '@talent/shared';
import { api, ApiError } from '../lib/api-client';
import { uploadForm } from '../lib/upload';

// A professional's own profile. Its query: ./queries/profile.ts; the CV's skills: ./queries/cv-skills.ts.

const PROFILE_PATH = '/api/profile/';

/** GET /api/profile/: the professional's profile, or null while none exists (404). */
export async function fetchProfile(signal?: AbortSignal): Promise<ProfessionalProfile | null> {
  try {
    return await api.get<ProfessionalProfile>(PROFILE_PATH, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** PATCH /api/profile/ with the fields of one step (a partial update); the API returns the whole profile. */
export function patchProfile(fields: ProfessionalProfilePatch): Promise<ProfessionalProfile> {
  return api.patch<ProfessionalProfile>(PROFILE_PATH, fields);
}

export interface ProfileFiles {
  cv?: File | null;
  photo?: File | null;
  /** Sends onboarding_completed=true with the files (Save & Finish). */
  finish?: boolean;
}

/**
 * The CV and photo step: multipart, with upload progress. POST when no profile exists yet (the call that
 * creates it), PATCH otherwise.
 */
export function uploadProfileFiles(
  { cv, photo, finish }: ProfileFiles,
  profileExists: boolean,
  onProgress?: (fraction: number) => void,
): Promise<ProfessionalProfile> {
  const form = new FormData();
  if (finish) form.append('onboarding_completed', 'true');
  if (cv) form.append('cv', cv);
  if (photo) form.append('profile_photo', photo);
  return uploadForm<ProfessionalProfile>(profileExists ? 'PATCH' : 'POST', PROFILE_PATH, form, onProgress);
}

/** GET /api/profile/cv-skills/: skills of the vocabulary found in the CV that the profile does not list yet. */
export async function fetchCvSkills(signal?: AbortSignal): Promise<string[]> {
  const data = await api.get<CvSkills>('/api/profile/cv-skills/', signal);
  return Array.isArray(data?.skills) ? data.skills : [];
}
