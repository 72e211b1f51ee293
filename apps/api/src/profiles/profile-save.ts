import {
  DEFAULT_COUNTRY,
  employerProfilePatchSchema,
  normalisePhone,
  normaliseSkills,
  professionalProfilePatchSchema,
  type EmployerProfilePatch,
  type ProfessionalProfilePatch,
  type UserType,
} from '@talent/shared';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { fieldError } from '../lib/errors.js';
import { parseOrThrow } from '../lib/validation.js';
import { deleteStoredFiles, insertStoredFile } from './repositories/files.js';
import {
  lockEmployerProfile,
  lockProfessionalProfile,
  updateEmployerProfile,
  updateProfessionalProfile,
  updateUserNames,
} from './repositories/profiles.js';
import type { UserRow } from '../db/signed-in-users.js';
import type { ProfileForm } from './profile-form.js';
import type { Upload } from './uploads.js';

const professionalKeys = new Set(Object.keys(professionalProfilePatchSchema.shape));
const employerKeys = new Set(Object.keys(employerProfilePatchSchema.shape));

/** A field of the other profile type says what is wrong more precisely than "not accepted". */
const unknownKeyMessage = (otherTypeKeys: Set<string>) => (key: string) =>
  otherTypeKeys.has(key) ? 'profileTypeMismatch' : 'unknownField';

/** The phone number in E.164, checked for the country of the same request, else the stored one. */
function phoneFor(phone: string | undefined, country: string | undefined, storedCountry: string | null) {
  if (phone === undefined) return undefined;
  const normalised = normalisePhone(phone, country ?? storedCountry ?? DEFAULT_COUNTRY);
  if (!normalised) throw fieldError('phone_number', 'invalidPhone');
  return normalised;
}

async function storeUploads(tx: Db, ownerId: string, uploads: Upload[]) {
  const ids: Partial<Record<Upload['kind'], string>> = {};
  for (const u of uploads) {
    const meta = await insertStoredFile(tx, {
      ownerId,
      kind: u.kind,
      contentType: u.contentType,
      filename: u.filename,
      data: u.data,
      sha256: u.sha256,
      renditions: u.renditions,
    });
    ids[u.kind] = meta.id;
  }
  return ids;
}

/** Old files that a new upload replaces; deleted once the profile points at the new ones. */
function replaced(current: Record<string, string | null>, ids: Record<string, string | undefined>): string[] {
  return Object.entries(ids).flatMap(([kind, id]) => (id && current[kind] ? [current[kind]] : []));
}

async function saveProfessional(tx: Db, user: UserRow, patch: ProfessionalProfilePatch, uploads: Upload[]) {
  const { row, created } = await lockProfessionalProfile(tx, user.id);
  const phoneNumber = phoneFor(patch.phone_number, patch.country, row.country);
  const ids = await storeUploads(tx, user.id, uploads);
  await updateProfessionalProfile(tx, user.id, {
    country: patch.country,
    phoneNumber,
    dateOfBirth: patch.date_of_birth,
    professionalSummary: patch.professional_summary,
    currentJobTitle: patch.current_job_title,
    yearsOfExperience: patch.years_of_experience,
    linkedinProfileUrl: patch.linkedin_profile_url === undefined ? undefined : patch.linkedin_profile_url || null,
    skills: patch.skills,
    skillsNormalized: patch.skills && normaliseSkills(patch.skills),
    onboardingCompleted: patch.onboarding_completed,
    cvFileId: ids.cv,
    profilePhotoFileId: ids.profile_photo,
  });
  await deleteStoredFiles(tx, replaced({ cv: row.cvFileId, profile_photo: row.profilePhotoFileId }, ids));
  return created;
}

async function saveEmployer(tx: Db, user: UserRow, patch: EmployerProfilePatch, uploads: Upload[]) {
  const { row, created } = await lockEmployerProfile(tx, user.id);
  const phoneNumber = phoneFor(patch.phone_number, patch.country, row.country);
  const ids = await storeUploads(tx, user.id, uploads);
  await updateEmployerProfile(tx, user.id, {
    companyName: patch.company_name,
    industry: patch.industry,
    companyWebsite: patch.company_website,
    companySize: patch.company_size,
    officeLocation: patch.office_location,
    jobTitle: patch.job_title,
    workEmail: patch.email,
    phoneNumber,
    country: patch.country,
    description: patch.description,
    onboardingCompleted: patch.onboarding_completed,
    companyLogoFileId: ids.company_logo,
  });
  await deleteStoredFiles(tx, replaced({ company_logo: row.companyLogoFileId }, ids));
  return created;
}

/**
 * Saves a partial profile with its files in one transaction: the profile row is created when missing,
 * a replaced file is deleted, and any failure leaves nothing behind. Returns whether the row was created.
 */
export async function saveProfile(
  ctx: AppContext,
  user: UserRow,
  userType: UserType,
  form: ProfileForm,
): Promise<boolean> {
  if (userType === 'professional') {
    const patch = parseOrThrow(professionalProfilePatchSchema, form.fields, unknownKeyMessage(employerKeys));
    return ctx.db.transaction(async (tx) => {
      await updateUserNames(tx, user.id, { firstName: patch.first_name, lastName: patch.last_name });
      return saveProfessional(tx, user, patch, form.uploads);
    });
  }
  const patch = parseOrThrow(employerProfilePatchSchema, form.fields, unknownKeyMessage(professionalKeys));
  return ctx.db.transaction(async (tx) => {
    await updateUserNames(tx, user.id, { firstName: patch.first_name, lastName: patch.last_name });
    return saveEmployer(tx, user, patch, form.uploads);
  });
}
