import type { SkillConcept } from './concept.js';
import { CONSTRUCTION_MINING_TRADES_CONCEPTS } from './construction-mining-trades.js';
import { FINANCE_OFFICE_GENERAL_CONCEPTS } from './finance-office-general.js';
import { HOSPITALITY_LOGISTICS_IT_CONCEPTS } from './hospitality-logistics-it.js';

export type { SkillConcept, SkillSector } from './concept.js';

/**
 * Every skill concept: the home page's six sectors and the trades every sector hires, about 1,700, each with its
 * names in English and French and the other names people write. No multilingual taxonomy could be brought in from
 * the package registries these machines reach (ESCO's skills are not published there), so the concepts are written
 * here, in the words of DRC job ads and CVs.
 */
export const SKILL_CONCEPTS: readonly SkillConcept[] = [
  ...FINANCE_OFFICE_GENERAL_CONCEPTS,
  ...CONSTRUCTION_MINING_TRADES_CONCEPTS,
  ...HOSPITALITY_LOGISTICS_IT_CONCEPTS,
];
