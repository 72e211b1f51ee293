import {
  conceptName,
  normaliseSkill,
  relatedSkillKeys,
  relatedThrough,
  skillConcept,
  skillMatchPercentage,
  splitSkills,
  type Language,
} from '@talent/shared';

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

/** A required skill the professional meets through a skill a level above or below theirs, and which one of theirs. */
export interface RelatedSkill {
  /** The required skill, in the employer's words. */
  skill: string;
  /** The professional's skill it stands for, in their words or the reader's language. */
  through: string;
}

/** How the professional's skill that a related match stands for is named, from its key. */
export type SkillNamer = (key: string) => string;

/** A skill's concept named in a language (the professional reading their own match). */
export const conceptNamer =
  (language: Language): SkillNamer =>
  (key) => {
    const concept = skillConcept(key);
    return concept ? conceptName(concept, language) : key;
  };

/** A skill named as the professional wrote it (an employer or staff reading an applicant's match). */
export const ownWordsNamer =
  (skills: readonly string[]): SkillNamer =>
  (key) =>
    skills.find((skill) => normaliseSkill(skill) === key) ?? conceptNamer('en')(key);

/**
 * Required skills split into those the professional has, those they meet through a skill a level above or below
 * one of theirs, and those they lack, in the employer's words.
 */
function partitionSkills(required: Iterable<RequiredSkill>, has: ReadonlySet<string>, nameOf: SkillNamer) {
  const related = new Set(relatedSkillKeys([...has]));
  const matched: string[] = [];
  const near: RelatedSkill[] = [];
  const missing: string[] = [];
  for (const { skill, key } of required) {
    if (has.has(key)) matched.push(skill);
    else if (related.has(key)) near.push({ skill, through: nameOf(relatedThrough(key, has)!) });
    else missing.push(skill);
  }
  return { matched, related: near, missing };
}

/**
 * The job's required skills in the employer's words, split into those the professional has, those met through a
 * related skill, and those they lack, so the card can explain its percentage. Two spellings of one skill count once.
 */
export function explainMatch(requiredSkills: string, professionalSkills: ReadonlySet<string>, nameOf: SkillNamer) {
  return partitionSkills(requiredSkillsOf(requiredSkills), professionalSkills, nameOf);
}

export interface SkillMatch {
  percentage: number | null;
  matched: string[];
  related: RelatedSkill[];
  missing: string[];
}

/**
 * How a professional's skills meet a job's stored normal forms (`skillMatchPercentage`), null when the job lists
 * none. Skills are compared in normalised form and shown as the employer typed them.
 */
export function skillMatch(
  requiredText: string,
  requiredNormalized: readonly string[],
  have: readonly string[],
  nameOf: SkillNamer,
): SkillMatch {
  if (requiredNormalized.length === 0) return { percentage: null, matched: [], related: [], missing: [] };
  const label = new Map(requiredSkillsOf(requiredText).map(({ skill, key }) => [key, skill]));
  const required = requiredNormalized.map((key) => ({ key, skill: label.get(key) ?? key }));
  const own = new Set(have);
  const explained = partitionSkills(required, own, nameOf);
  const percentage = skillMatchPercentage(requiredNormalized, own, new Set(relatedSkillKeys(have)));
  return { percentage, ...explained };
}
