import type { EmployerProfile, ProfessionalProfile } from '@talent/shared';
import type { EmployerProfileRow, ProfessionalProfileRow } from './repositories/profiles.js';
import type { UserRow } from '../db/signed-in-users.js';
import type { FileUrlSigner } from './file-urls.js';
import type { FileMeta } from '../types/stored-files.js';

type Files = Map<string, FileMeta>;

function fileOf(files: Files, id: string | null | undefined, sign: FileUrlSigner) {
  const ref = sign(id ? files.get(id) : null);
  return { url: ref?.url ?? null, ref };
}

/**
 * A professional's profile as the API gives it. The names live on the user; a
 * professional without a profile row yet gets the empty fields.
 */
export function serializeProfessionalProfile(
  user: UserRow,
  row: ProfessionalProfileRow | undefined,
  files: Files,
  sign: FileUrlSigner,
): ProfessionalProfile {
  const cv = fileOf(files, row?.cvFileId, sign);
  const photo = fileOf(files, row?.profilePhotoFileId, sign);
  return {
    user_type: 'professional',
    first_name: user.firstName,
    last_name: user.lastName,
    country: row?.country ?? null,
    phone_number: row?.phoneNumber ?? null,
    date_of_birth: row?.dateOfBirth ?? null,
    professional_summary: row?.professionalSummary ?? null,
    current_job_title: row?.currentJobTitle ?? null,
    years_of_experience: row?.yearsOfExperience ?? null,
    linkedin_profile_url: row?.linkedinProfileUrl ?? null,
    skills: row?.skills ?? [],
    cv: cv.url,
    cv_file: cv.ref,
    profile_photo: photo.url,
    profile_photo_file: photo.ref,
    onboarding_completed: row?.onboardingCompleted ?? false,
  };
}

export function serializeEmployerProfile(
  user: UserRow,
  row: EmployerProfileRow | undefined,
  files: Files,
  sign: FileUrlSigner,
): EmployerProfile {
  const logo = fileOf(files, row?.companyLogoFileId, sign);
  return {
    user_type: 'employer',
    company_name: row?.companyName ?? null,
    industry: row?.industry ?? null,
    company_website: row?.companyWebsite ?? null,
    company_size: row?.companySize ?? null,
    job_title: row?.jobTitle ?? null,
    first_name: user.firstName,
    last_name: user.lastName,
    email: row?.workEmail ?? null,
    phone_number: row?.phoneNumber ?? null,
    country: row?.country ?? null,
    office_location: row?.officeLocation ?? null,
    description: row?.description ?? null,
    company_logo: logo.url,
    company_logo_file: logo.ref,
    onboarding_completed: row?.onboardingCompleted ?? false,
  };
}
