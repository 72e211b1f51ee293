import { normaliseSkill, splitSkills, type ApplicationStatus, type JobForProfessional } from '@talent/shared';
import type { OpenJobCard } from '../repositories/open-jobs.js';
import type { FileUrlSigner } from '../services/file-urls.js';
import { serializeCompany } from './company.js';
import { serializeJobBase } from './job.js';

/** The distinct skills of a job's text, in the employer's words, with their normal forms. */
function parseRequiredSkills(requiredSkills: string): { skill: string; key: string }[] {
  const parsed: { skill: string; key: string }[] = [];
  const seen = new Set<string>();
  for (const skill of splitSkills(requiredSkills)) {
    const key = normaliseSkill(skill);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    parsed.push({ skill, key });
  }
  return parsed;
}

/**
 * Every job card of every list parses its skills' text, and the same texts recur (a job is on many lists, a
 * few skills on most jobs): the parses are kept, up to a bound past which the oldest half is dropped.
 */
const PARSED_LIMIT = 20_000;
const parsedSkills = new Map<string, { skill: string; key: string }[]>();
function requiredSkillsOf(requiredSkills: string) {
  let parsed = parsedSkills.get(requiredSkills);
  if (!parsed) {
    parsed = parseRequiredSkills(requiredSkills);
    if (parsedSkills.size >= PARSED_LIMIT) {
      for (const key of [...parsedSkills.keys()].slice(0, PARSED_LIMIT / 2)) parsedSkills.delete(key);
    }
    parsedSkills.set(requiredSkills, parsed);
  }
  return parsed;
}

/**
 * The job's required skills in the employer's words, split into those the professional has and those they
 * lack, so the card can explain its percentage. Two spellings of one skill count once.
 */
export function explainMatch(requiredSkills: string, professionalSkills: ReadonlySet<string>) {
  const matched: string[] = [];
  const missing: string[] = [];
  for (const { skill, key } of requiredSkillsOf(requiredSkills)) (professionalSkills.has(key) ? matched : missing).push(skill);
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
