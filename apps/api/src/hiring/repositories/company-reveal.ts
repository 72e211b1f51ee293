import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { FORWARDED_APPLICATION_STATUSES } from '@talent/shared';
import { employerProfiles, storedFiles } from '../../db/schema.js';

/**
 * Company confidentiality, enforced in SQL: the company's name, website, description, office and logo
 * are only selected when the professional's own application has a revealing status, so they never leave
 * the database otherwise. Queries join `employer_profiles` and `companyLogoFile` (with `companyLogoJoin`).
 */
export const companyLogoFile = alias(storedFiles, 'company_logo_file');

export function isRevealed(applicationStatus: PgColumn): SQL {
  return inArray(applicationStatus, [...FORWARDED_APPLICATION_STATUSES]);
}

const whenRevealed = (applicationStatus: PgColumn, column: PgColumn) =>
  sql<string | null>`case when ${isRevealed(applicationStatus)} then ${column} end`;

export function companyLogoJoin(applicationStatus: PgColumn): SQL {
  return and(eq(companyLogoFile.id, employerProfiles.companyLogoFileId), isRevealed(applicationStatus))!;
}

/** The columns to select; all null unless revealed. The logo's bytes are never selected. */
export function companyColumns(applicationStatus: PgColumn) {
  return {
    companyName: whenRevealed(applicationStatus, employerProfiles.companyName),
    companyWebsite: whenRevealed(applicationStatus, employerProfiles.companyWebsite),
    companyDescription: whenRevealed(applicationStatus, employerProfiles.description),
    companyOfficeLocation: whenRevealed(applicationStatus, employerProfiles.officeLocation),
    companyLogoId: companyLogoFile.id,
    companyLogoName: companyLogoFile.filename,
    companyLogoType: companyLogoFile.contentType,
    companyLogoSize: companyLogoFile.size,
  };
}

export interface CompanyColumns {
  companyName: string | null;
  companyWebsite: string | null;
  companyDescription: string | null;
  companyOfficeLocation: string | null;
  companyLogoId: string | null;
  companyLogoName: string | null;
  companyLogoType: string | null;
  companyLogoSize: number | null;
}
