import { conceptName, conceptsInText } from '@talent/shared';

/**
 * Finds skill concepts in the text of a CV, read as skills typed anywhere are (plurals, typos, elisions): runs of
 * words are looked up among every concept's names, so "Comptabilité OHADA" or "gestion d’entrepôts" are found
 * wherever a line break falls. Each is offered in the language of the name that found it.
 */

/**
 * Names that are ordinary words or CV headings more often than skills ("Formation" is "Education", "Langues" and
 * "Informatique" head their lists), in their plain form (singular, masculine): not taken alone.
 */
const TOO_COMMON = new Set([
  'langue',
  'language',
  'informatique',
  'competence',
  'skill',
  'formation',
  'training',
  'tableau',
  'couverture',
  'reception',
  'administration',
  'distribution',
  'assurance',
  'expedition',
  'transit',
  'sage',
]);

const MAX_TEXT = 200_000;
const MAX_SUGGESTIONS = 30;

/** Concepts found in the text, in the order they first appear, without those whose keys are in `known`. */
export function skillsInText(text: string, known: ReadonlySet<string>): string[] {
  return conceptsInText(text.slice(0, MAX_TEXT), { limit: MAX_SUGGESTIONS + known.size, notAlone: TOO_COMMON })
    .filter(({ key }) => !known.has(key))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ concept, language }) => conceptName(concept, language));
}
