/**
 * Skill normalisation, shared by the API (matching in SQL on the normalised arrays) and the web app
 * (chips, suggestions). A professional's skills and a job's required skills go through the same function,
 * so "JS", "javascript" and "Java Script" all meet as `javascript`.
 */
const ALIASES: Record<string, string> = {
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

/** One skill in its canonical form: lower case, no accents, single spaces, known aliases folded. */
export function normaliseSkill(raw: string): string {
  const s = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#.&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  return ALIASES[s] ?? s;
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
