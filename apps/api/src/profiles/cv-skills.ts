import { SKILL_VOCABULARY, foldSkillText, normaliseSkill } from '@talent/shared';

/**
 * Finds vocabulary skills in the text of a CV. The text is folded like skill names (case, accents,
 * punctuation) and cut into words, and the runs of words are looked up among the vocabulary's names, so
 * "Comptabilité OHADA" or "gestion d’entrepôt" are found wherever a line break falls.
 */
interface Term {
  canonical: string;
  /** What the professional is offered: the label in the language the CV used. */
  label: string;
}

/** Names that are ordinary words or CV headings more often than skills ("Formation" is "Education"). */
const TOO_COMMON = new Set([
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

const TERMS = new Map<string, Term>();
for (const skill of SKILL_VOCABULARY) {
  const canonical = normaliseSkill(skill.en);
  const names: [string, string][] = [
    [skill.en, skill.en],
    [skill.fr, skill.fr],
    ...(skill.also ?? []).map((name): [string, string] => [name, skill.en]),
  ];
  for (const [name, label] of names) {
    const folded = foldWords(name).join(' ');
    if (!TOO_COMMON.has(folded) && !TERMS.has(folded)) TERMS.set(folded, { canonical, label });
  }
}
const LONGEST = Math.max(...[...TERMS.keys()].map((t) => t.split(' ').length));

function foldWords(text: string): string[] {
  return foldSkillText(text)
    .split(' ')
    .map((w) => w.replace(/\.+$/, ''))
    .filter((w) => w !== '');
}

/**
 * Vocabulary skills found in the text, in the order they first appear, without those in `known`. The
 * longest name wins where names overlap: "Exploration Geology" is one skill, not also Geology.
 */
export function skillsInText(text: string, known: ReadonlySet<string>): string[] {
  const words = foldWords(text.slice(0, MAX_TEXT));
  const found = new Map<string, string>();
  for (let i = 0; i < words.length && found.size < MAX_SUGGESTIONS; i++) {
    let run = '';
    let longest: { term: Term; length: number } | undefined;
    for (let n = 0; n < LONGEST && i + n < words.length; n++) {
      run = n === 0 ? words[i]! : `${run} ${words[i + n]}`;
      const term = TERMS.get(run);
      if (term) longest = { term, length: n + 1 };
    }
    if (!longest) continue;
    const { canonical, label } = longest.term;
    if (!known.has(canonical) && !found.has(canonical)) found.set(canonical, label);
    i += longest.length - 1;
  }
  return [...found.values()];
}
