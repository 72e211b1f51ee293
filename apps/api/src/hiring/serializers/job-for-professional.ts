import type { ApplicationStatus, JobForProfessional, Language } from '@talent/shared';
import type { OpenJobCard } from '../repositories/open-jobs.js';
import type { FileUrlSigner } from '../../profiles/index.js';
import { conceptNamer, explainMatch } from '../skill-match.js';
import { serializeCompany } from './company.js';
import { serializeJobBase } from './job.js';

export function serializeJobForProfessional(
  row: OpenJobCard,
  professionalSkills: ReadonlySet<string>,
  signFile: FileUrlSigner,
  language: Language,
): JobForProfessional {
  const { matched, related, missing } = explainMatch(
    row.job.requiredSkills,
    professionalSkills,
    conceptNamer(language),
  );
  const spec =
    row.specId === null
      ? null
      : { id: row.specId, filename: row.specName ?? '', contentType: row.specType ?? '', size: row.specSize ?? 0 };
  // Added to the base object rather than spread into a new one: V8's spread of an object this wide takes its slow
  // path, which was most of a list request's serializing.
  return Object.assign(
    serializeJobBase(row.job, { applicationsCount: row.applicationsCount, specFile: spec, signFile }),
    {
      skill_match_percentage: row.match,
      matched_skills: matched,
      related_skills: related,
      missing_skills: missing,
      industry: row.industry,
      has_applied: row.applicationStatus !== null,
      application_status: row.applicationStatus as ApplicationStatus | null,
      company: serializeCompany(row.applicationForwardedAt, row, signFile),
      employer_verified: row.employerVerified === true,
      reported: row.reported === true,
      saved: row.saved === true,
    },
  );
}
