import { normaliseSkill, splitSkills } from '@talent/shared';

export interface SkillMatch {
  percentage: number | null;
  matched: string[];
  missing: string[];
}

/**
 * How a professional's skills meet a job's: round(100 x matched / required), null when
 * the job lists none. Skills are compared in normalised form and shown as the employer typed them.
 */
export function skillMatch(requiredText: string, requiredNormalized: readonly string[], have: readonly string[]): SkillMatch {
  if (requiredNormalized.length === 0) return { percentage: null, matched: [], missing: [] };
  const label = new Map<string, string>();
  for (const typed of splitSkills(requiredText)) {
    const key = normaliseSkill(typed);
    if (!label.has(key)) label.set(key, typed);
  }
  const owned = new Set(have);
  const matched: string[] = [];
  const missing: string[] = [];
  for (const skill of requiredNormalized) (owned.has(skill) ? matched : missing).push(label.get(skill) ?? skill);
  return { percentage: Math.round((100 * matched.length) / requiredNormalized.length), matched, missing };
}
