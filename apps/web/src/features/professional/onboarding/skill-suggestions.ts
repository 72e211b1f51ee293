import { conceptName, normaliseSkill, searchSkillConcepts, type Language } from '@talent/shared';

const LIMIT = 8;

/** Skill concepts (the home page's six sectors and every trade, named in both languages) for the typed text. */
export function suggestSkills(query: string, language: Language): string[] {
  return searchSkillConcepts(query, LIMIT).map((concept) => conceptName(concept, language));
}

/** Two spellings of one skill ("JS" and "JavaScript", "Comptabilité" and "Accounting") are one chip. */
export const skillKey = normaliseSkill;
