import { normaliseSkill, splitSkills, type ApplicationStatus, type JobForProfessional } from '@talent/shared';
import type { OpenJobCard } from '../repositories/open-jobs.js';
import type { FileUrlSigner } from '../services/file-urls.js';
import { serializeCompany } from './company.js';
import { serializeJobBase } from './job.js';

/**
 * The job's required skills in the employer's words, split into those the professional has and those they
 * lack, so the card can explain its percentage. Two spellings of one skill count once.
 */
export function explainMatch(requiredSkills: string, professionalSkills: ReadonlySet<string>) {
  const matched: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const skill of splitSkills(requiredSkills)) {
    const key = normaliseSkill(skill);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    (professionalSkills.has(key) ? matched : missing).push(skill);
  }
  return { matched, missing };
}

export function serializeJobForProfessional(
  row: OpenJobCard,
  professionalSkills: ReadonlySet<string>,
  signFile: FileUrlSigner,
): JobForProfessional {
  const { matched, missing } = explainMatch(row.job.requiredSkills, professionalSkills);
  const spec =
    row.specId === null
      ? null
      : { id: row.specId, filename: row.specName ?? '', contentType: row.specType ?? '', size: row.specSize ?? 0 };
  return {
    ...serializeJobBase(row.job, { applicationsCount: row.applicationsCount, specFile: spec, signFile }),
    skill_match_percentage: row.match,
    matched_skills: matched,
    missing_skills: missing,
    industry: row.industry,
    has_applied: row.applicationStatus !== null,
    application_status: row.applicationStatus as ApplicationStatus | null,
    company: serializeCompany(row.applicationStatus, row, signFile),
  };
}
