import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { employerProfiles, storedFiles } from '../../db/schema.js';

/**
 * Company confidentiality, enforced in SQL: the company's name, website, description, office and logo
 * are only selected once staff forwarded the professional's own application to the employer (`forwarded_at`),
 * whatever happened to it since, so they never leave the database otherwise. Queries join `employer_profiles` and `companyLogoFile` (with `companyLogoJoin`).
 */
export const companyLogoFile = alias(storedFiles, 'company_logo_file');

export function isRevealed(forwardedAt: PgColumn): SQL {
  return isNotNull(forwardedAt);
}

const whenRevealed = (forwardedAt: PgColumn, column: PgColumn) =>
  sql<string | null>`case when ${isRevealed(forwardedAt)} then ${column} end`;

export function companyLogoJoin(forwardedAt: PgColumn): SQL {
  return and(eq(companyLogoFile.id, employerProfiles.companyLogoFileId), isRevealed(forwardedAt))!;
}

/** The columns to select; all null unless revealed. The logo's bytes are never selected. */
export function companyColumns(forwardedAt: PgColumn) {
  return {
    companyName: whenRevealed(forwardedAt, employerProfiles.companyName),
    companyWebsite: whenRevealed(forwardedAt, employerProfiles.companyWebsite),
    companyDescription: whenRevealed(forwardedAt, employerProfiles.description),
    companyOfficeLocation: whenRevealed(forwardedAt, employerProfiles.officeLocation),
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
