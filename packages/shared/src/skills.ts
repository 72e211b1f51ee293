import { foldSkillText } from './skill-text.js';
import { SKILL_VOCABULARY } from './skills-vocabulary.js';

/**
 * Skill normalisation, shared by the API (matching in SQL on the normalised arrays) and the web app
 * (chips, suggestions). A professional's skills and a job's required skills go through the same function,
 * so "JS", "javascript" and "Java Script" all meet as `javascript`, and "Comptabilité" meets "Accounting".
 */
const BASE_ALIASES: Record<string, string> = {
  js: 'javascript',
  'java script': 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  node: 'node.js',
  nodejs: 'node.js',
  'node js': 'node.js',
  react: 'react',
  reactjs: 'react',
  'react.js': 'react',
  'react js': 'react',
  postgres: 'postgresql',
  psql: 'postgresql',
  py: 'python',
  'ms excel': 'excel',
  'microsoft excel': 'excel',
  'ms word': 'word',
  'microsoft word': 'word',
  'ms office': 'microsoft office',
  autocad: 'autocad',
  'auto cad': 'autocad',
  hse: 'health and safety',
  'health & safety': 'health and safety',
  'sante et securite': 'health and safety',
  'hygiene et securite': 'health and safety',
  compta: 'accounting',
  comptabilite: 'accounting',
  'customer care': 'customer service',
  'service client': 'customer service',
  'project mgmt': 'project management',
  'gestion de projet': 'project management',
  pm: 'project management',
  french: 'french',
  francais: 'french',
  anglais: 'english',
  swahili: 'swahili',
  kiswahili: 'swahili',
  lingala: 'lingala',
  'permis de conduire': 'driving licence',
  "driver's license": 'driving licence',
  'driving license': 'driving licence',
};

/**
 * The vocabulary's French labels and other names fold into its English label, whose own canonical form
 * goes through the hand-written aliases first; a hand-written alias wins over a vocabulary one.
 */
const ALIASES: ReadonlyMap<string, string> = (() => {
  // A Map, not an object: a skill named "constructor" must not find Object.prototype.constructor.
  const aliases = new Map(Object.entries(BASE_ALIASES));
  for (const skill of SKILL_VOCABULARY) {
    const en = foldSkillText(skill.en);
    const canonical = BASE_ALIASES[en] ?? en;
    for (const name of [skill.fr, ...(skill.also ?? [])]) {
      const folded = foldSkillText(name);
      if (folded !== canonical && !aliases.has(folded)) aliases.set(folded, canonical);
    }
  }
  return aliases;
})();

/** One skill in its canonical form: lower case, no accents, single spaces, known aliases folded. */
export function normaliseSkill(raw: string): string {
  const s = foldSkillText(raw);
  return ALIASES.get(s) ?? s;
}

/** Splits comma-, semicolon- or line-separated text into skills, as typed (trimmed, without empties). */
export function splitSkills(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The distinct normalised skills of a list. */
export function normaliseSkills(skills: readonly string[]): string[] {
  return [...new Set(skills.map(normaliseSkill).filter((s) => s !== ''))];
}
