import { normaliseSkill, searchSkillVocabulary, skillLabel, type Language } from '@talent/shared';

const LIMIT = 8;

/** Skills of the shared vocabulary (the home page's six sectors, in both languages) for the typed text. */
export function suggestSkills(query: string, language: Language): string[] {
  return searchSkillVocabulary(query, LIMIT).map((skill) => skillLabel(skill, language));
}

/** Two spellings of one skill ("JS" and "JavaScript", "Comptabilité" and "Accounting") are one chip. */
export const skillKey = normaliseSkill;
