import type { Db } from '../db/client.js';
import type { FileMeta } from '../types/stored-files.js';
import { insertStoredFile, type NewStoredFile } from './repositories/files.js';
import { normalisedSkillsOf } from './repositories/professional-skills.js';
import {
  insertEmployerProfile,
  insertProfessionalProfile,
  updateEmployerProfile,
  updateProfessionalProfile,
  type EmployerProfileValues,
} from './repositories/profiles.js';

/**
 * What other modules do with a profile: start it with the account (registration), store a file and attach it (the
 * demo's sandboxes, as an upload would), and read the skills the job lists match on.
 */

/** A new professional's profile, in the registration's transaction: the country and number they gave. */
export function startProfessionalProfile(
  tx: Db,
  userId: string,
  values: { country?: string | null; phoneNumber?: string | null },
) {
  return insertProfessionalProfile(tx, userId, values);
}

/** A new employer's profile, in the registration's transaction. */
export function startEmployerProfile(tx: Db, userId: string, values: EmployerProfileValues) {
  return insertEmployerProfile(tx, userId, values);
}

/** A file stored as an upload stores it (a picture with its renditions), owned by `file.ownerId`. */
export function storeFile(tx: Db, file: NewStoredFile): Promise<FileMeta> {
  return insertStoredFile(tx, file);
}

/** A professional's CV and photo, stored already, attached to their profile. */
export function attachProfessionalFiles(
  tx: Db,
  userId: string,
  files: { cvFileId?: string; profilePhotoFileId?: string },
) {
  return updateProfessionalProfile(tx, userId, files);
}

/** An employer's logo, stored already, attached to their profile. */
export function attachCompanyLogo(tx: Db, userId: string, companyLogoFileId: string | undefined) {
  return updateEmployerProfile(tx, userId, { companyLogoFileId });
}

/** The professional's skills as the job lists match them (normalised); none without a profile. */
export function matchingSkillsOf(db: Db, userId: string): Promise<string[]> {
  return normalisedSkillsOf(db, userId);
}
