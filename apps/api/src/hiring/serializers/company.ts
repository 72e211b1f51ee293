import type { z } from 'zod';
import type { companySchema } from '@talent/shared';
import type { CompanyColumns } from '../repositories/company-reveal.js';
import type { FileUrlSigner } from '../../profiles/index.js';

type Company = z.infer<typeof companySchema>;

/**
 * The company block, or null unless the application reveals it (staff forwarded it). The query already leaves the
 * columns null otherwise; checking here too keeps one mistake from leaking a company.
 */
export function serializeCompany(
  forwardedAt: Date | null,
  row: CompanyColumns,
  signFile: FileUrlSigner,
): Company | null {
  if (forwardedAt === null) return null;
  const logo =
    row.companyLogoId === null
      ? null
      : signFile({
          id: row.companyLogoId,
          filename: row.companyLogoName ?? '',
          contentType: row.companyLogoType ?? '',
          size: row.companyLogoSize ?? 0,
        });
  return {
    company_name: row.companyName,
    company_website: row.companyWebsite,
    company_logo: logo?.url ?? null,
    description: row.companyDescription,
    office_location: row.companyOfficeLocation,
  };
}
