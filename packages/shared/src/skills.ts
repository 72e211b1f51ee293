import { readSkill } from './skill-reading.js';

/**
 * Skills as stored and matched: a profile's skills and a job's required skills go through the same reading
 * (skill-reading.ts), so "JS" and "JavaScript", "Comptabilité" and "Accounting", "Conduite de camions" and "Heavy
 * vehicles" meet.
 */

/** One skill in its stored form: its concept's key, or the text's own plain form when it names no concept. */
export function normaliseSkill(raw: string): string {
  return readSkill(raw).key;
}

/** The distinct normalised skills of a list. */
export function normaliseSkills(skills: readonly string[]): string[] {
  return [...new Set(skills.map(normaliseSkill).filter((s) => s !== ''))];
}
