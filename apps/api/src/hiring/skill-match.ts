import { normaliseSkill, splitSkills } from '@talent/shared';

/** A skill a job requires, in the employer's words, with its normal form. */
interface RequiredSkill {
  skill: string;
  key: string;
}

/** The distinct skills of a job's text, in the employer's words, with their normal forms. */
function parseRequiredSkills(requiredSkills: string): RequiredSkill[] {
  const parsed: RequiredSkill[] = [];
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
const parsedSkills = new Map<string, RequiredSkill[]>();
function requiredSkillsOf(requiredSkills: string): RequiredSkill[] {
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

/** Required skills split into those the professional has and those they lack, in the employer's words. */
function partitionSkills(required: Iterable<RequiredSkill>, has: ReadonlySet<string>) {
  const matched: string[] = [];
  const missing: string[] = [];
  for (const { skill, key } of required) (has.has(key) ? matched : missing).push(skill);
  return { matched, missing };
}

/**
 * The job's required skills in the employer's words, split into those the professional has and those they
 * lack, so the card can explain its percentage. Two spellings of one skill count once.
 */
export function explainMatch(requiredSkills: string, professionalSkills: ReadonlySet<string>) {
  return partitionSkills(requiredSkillsOf(requiredSkills), professionalSkills);
}

export interface SkillMatch {
  percentage: number | null;
  matched: string[];
  missing: string[];
}

/**
 * How a professional's skills meet a job's stored normal forms: round(100 x matched / required), null when
 * the job lists none. Skills are compared in normalised form and shown as the employer typed them.
 */
export function skillMatch(
  requiredText: string,
  requiredNormalized: readonly string[],
  have: readonly string[],
): SkillMatch {
  if (requiredNormalized.length === 0) return { percentage: null, matched: [], missing: [] };
  const label = new Map(requiredSkillsOf(requiredText).map(({ skill, key }) => [key, skill]));
  const required = requiredNormalized.map((key) => ({ key, skill: label.get(key) ?? key }));
  const { matched, missing } = partitionSkills(required, new Set(have));
  return { percentage: Math.round((100 * matched.length) / requiredNormalized.length), matched, missing };
}
