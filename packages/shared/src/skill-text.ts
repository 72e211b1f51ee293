/**
 * The text cleanup behind skill normalisation, without aliases: lower case, no accents, typographic
 * apostrophes made plain, punctuation other than + # . & ' turned into spaces, single spaces.
 * Kept apart from skills.ts so that the vocabulary can use it without an import cycle.
 */
export function foldSkillText(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/[^a-z0-9+#.&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
}
