import type { Sector } from '../constants.js';

/** The home page's six sectors, and `general` for what every sector hires (office work, trades, languages). */
export type SkillSector = Sector | 'general';

/**
 * A skill as an idea, not a string: its names in English and in French, the other names people write for it, and the
 * broader skills it is a kind of. The folded English name is its key, stored with profiles and jobs.
 */
export interface SkillConcept {
  en: string;
  fr: string;
  sector: SkillSector;
  /**
   * Other names, in either language: abbreviations ("MS Word"), software ("Sage Saari"), a trade's words ("chef de
   * chantier"), a job's noun for its skill ("menuisier", "carpenter"). Plurals, word order, accents, case, elisions,
   * little words ("de", "la", "of") and qualifiers ("confirmé", "de base", "advanced") need not be listed: every
   * name is read as people's text is.
   */
  also?: readonly string[];
  /** The English names of the broader concepts this one is a kind of ("OHADA Accounting" → "Accounting"). */
  broader?: readonly string[];
}

/** A concept as the data files write it: English name, French name, other names, broader concepts' English names. */
export type ConceptRow = readonly [en: string, fr: string, also?: readonly string[], broader?: readonly string[]];

/** The rows of one sector as concepts. */
export const conceptGroup = (sector: SkillSector, rows: readonly ConceptRow[]): SkillConcept[] =>
  rows.map(([en, fr, also, broader]) => ({
    en,
    fr,
    sector,
    ...(also && also.length > 0 ? { also } : {}),
    ...(broader && broader.length > 0 ? { broader } : {}),
  }));
