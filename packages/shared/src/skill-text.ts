/**
 * The text cleanup behind the reading of skills: lower case, no accents, the ligatures written out ("main d'œuvre"),
 * typographic apostrophes made plain, punctuation other than + # . & ' turned into spaces, single spaces. Kept apart
 * from the reading so that the concepts' data can use it without an import cycle.
 */
export function foldSkillText(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9+#.&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
}

/**
 * Splits comma-, semicolon- or line-separated text into skills, as typed (trimmed, without empties). Kept beside
 * the folding, apart from the concepts, so that a page that only lists a job's skills does not download them.
 */
export function splitSkills(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
