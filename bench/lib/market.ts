// The benchmark's job market: titles, skills, towns and words drawn from Zipf laws, in French and English, from a
// seeded generator so that two runs build the same market. `STANDARD_MARKET` is the one every figure before the
// second market was measured on (and the default of every command); `market-unseen.ts` draws another (see there).
import { DRC_PROVINCES, normaliseSkill } from '@talent/shared';
import { MARKET_SKILLS } from './market-skills.js';

interface MarketSkill {
  en: string;
  fr: string;
}

/** mulberry32: small, fast, and good enough to draw a market. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws ranks 0..n-1 with P(k) proportional to 1/(k+1)^s. */
export function zipf(n: number, s: number): (random: () => number) => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k += 1) {
    total += 1 / (k + 1) ** s;
    cumulative[k] = total;
  }
  return (random) => {
    const target = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Draws from weights (any positive numbers). */
export function weighted<T>(choices: readonly (readonly [T, number])[]): (random: () => number) => T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  return (random) => {
    let target = random() * total;
    for (const [value, w] of choices) {
      target -= w;
      if (target < 0) return value;
    }
    return choices[choices.length - 1]![0];
  };
}

export type Lang = 'fr' | 'en';

/** Job titles, most common first (their Zipf rank), French and English interleaved. */
export const TITLES: readonly (readonly [title: string, lang: Lang])[] = [
  ['Comptable', 'fr'],
  ['Chauffeur', 'fr'],
  ['Accountant', 'en'],
  ['Agent commercial', 'fr'],
  ['Infirmier', 'fr'],
  ['Sales Representative', 'en'],
  ['Développeur web', 'fr'],
  ['Assistant administratif', 'fr'],
  ['Driver', 'en'],
  ['Ingénieur des mines', 'fr'],
  ['Logisticien', 'fr'],
  ['Caissier', 'fr'],
  ['Software Developer', 'en'],
  ['Nurse', 'en'],
  ['Enseignant', 'fr'],
  ['Mining Engineer', 'en'],
  ['Agent de sécurité', 'fr'],
  ['Électricien', 'fr'],
  ['Administrative Assistant', 'en'],
  ['Chef de projet', 'fr'],
  ['Project Manager', 'en'],
  ['Réceptionniste', 'fr'],
  ['Mécanicien', 'fr'],
  ['Customer Service Agent', 'en'],
  ['Ingénieur civil', 'fr'],
  ['Civil Engineer', 'en'],
  ['Gestionnaire de stock', 'fr'],
  ['Data Analyst', 'en'],
  ['Technicien de maintenance', 'fr'],
  ['Responsable des ressources humaines', 'fr'],
  ['HR Officer', 'en'],
  ['Cuisinier', 'fr'],
  ['Chef Cook', 'en'],
  ['Géologue', 'fr'],
  ['Geologist', 'en'],
  ['Auditeur interne', 'fr'],
  ['Internal Auditor', 'en'],
  ['Analyste financier', 'fr'],
  ['Financial Analyst', 'en'],
  ['Chargé de crédit', 'fr'],
  ['Loan Officer', 'en'],
  ['Serveur', 'fr'],
  ['Waiter', 'en'],
  ['Magasinier', 'fr'],
  ['Warehouse Clerk', 'en'],
  ['Technicien réseau', 'fr'],
  ['Network Technician', 'en'],
  ['Administrateur systèmes', 'fr'],
  ['System Administrator', 'en'],
  ["Conducteur d'engins", 'fr'],
  ['Heavy Equipment Operator', 'en'],
  ['Superviseur HSE', 'fr'],
  ['HSE Supervisor', 'en'],
  ['Secrétaire de direction', 'fr'],
  ['Executive Assistant', 'en'],
  ['Pharmacien', 'fr'],
  ['Pharmacist', 'en'],
  ['Chargé de communication', 'fr'],
  ['Communication Officer', 'en'],
  ["Gérant d'hôtel", 'fr'],
  ['Hotel Manager', 'en'],
  ['Agent de transit', 'fr'],
  ['Freight Forwarder', 'en'],
  ['Électromécanicien', 'fr'],
  ['Topographe', 'fr'],
];

const SENTENCES: Record<Lang, readonly string[]> = {
  fr: [
    'Vous justifiez d’au moins {years} ans d’expérience dans un poste similaire.',
    'Une bonne maîtrise du français est exigée ; l’anglais est un atout.',
    'Vous serez rattaché au responsable du département et travaillerez avec les équipes de terrain.',
    'Nous offrons un environnement de travail stimulant et de réelles perspectives d’évolution.',
    'Les candidatures féminines sont vivement encouragées.',
    'Vous assurerez le suivi quotidien des activités et la rédaction des rapports mensuels.',
    'La connaissance de la réglementation congolaise est souhaitée.',
    'Rigueur, autonomie et sens de l’organisation sont indispensables.',
    'Des déplacements ponctuels en province sont à prévoir.',
    'Le candidat retenu participera à la formation des nouveaux collaborateurs.',
    'Une assurance maladie est offerte au salarié et à sa famille.',
    'Vous veillerez au respect des procédures internes et des normes de sécurité.',
    'Le poste requiert une bonne capacité d’analyse et de synthèse.',
    'Vous travaillerez en étroite collaboration avec nos partenaires locaux et internationaux.',
    'La période d’essai est de trois mois renouvelable une fois.',
  ],
  en: [
    'You have at least {years} years of experience in a similar role.',
    'Fluent French is required; English is a plus.',
    'You will report to the head of department and work closely with the field teams.',
    'We offer a stimulating workplace and real career prospects.',
    'Women are strongly encouraged to apply.',
    'You will follow up daily operations and write the monthly reports.',
    'Knowledge of Congolese regulations is an advantage.',
    'Rigour, autonomy and a sense of organisation are essential.',
    'Occasional travel to the provinces is expected.',
    'The successful candidate will help train new staff.',
    'Health insurance is provided for the employee and their family.',
    'You will make sure internal procedures and safety standards are followed.',
    'The role calls for strong analytical and writing skills.',
    'You will work closely with our local and international partners.',
    'The probation period is three months, renewable once.',
  ],
};

const OPENING: Record<Lang, string> = {
  fr: 'Nous recherchons un {title} pour renforcer notre équipe à {town}.',
  en: 'We are looking for a {title} to join our team in {town}.',
};

/** Towns, most jobs first, each with its province. */
export const TOWNS: readonly { town: string; province: string }[] = (() => {
  const order = [
    'Kinshasa',
    'Lubumbashi',
    'Goma',
    'Kolwezi',
    'Mbuji-Mayi',
    'Kisangani',
    'Bukavu',
    'Matadi',
    'Kananga',
    'Likasi',
    'Boma',
    'Kikwit',
    'Uvira',
    'Butembo',
    'Bunia',
    'Beni',
    'Tshikapa',
    'Kalemie',
    'Kindu',
    'Mbandaka',
    'Kamina',
    'Muanda',
    'Mbanza-Ngungu',
    'Kipushi',
    'Bandundu',
    'Kenge',
    'Inongo',
    'Kabinda',
    'Mwene-Ditu',
    'Lusambo',
    'Isiro',
    'Buta',
    'Gbadolite',
    'Lisala',
    'Gemena',
    'Boende',
  ];
  return order.map((town) => ({ town, province: DRC_PROVINCES.find((p) => p.towns.includes(town))!.name }));
})();

/**
 * The vocabulary in Zipf rank order: the skills most jobs ask for first (languages and office tools), then the
 * rest in a fixed shuffled order, so that the long tail mixes sectors.
 */
export const SKILLS_BY_RANK: readonly MarketSkill[] = (() => {
  const skills = MARKET_SKILLS.map(([en, fr]) => ({ en, fr }));
  const head = [
    'French',
    'English',
    'Microsoft Excel',
    'Communication',
    'Microsoft Word',
    'Teamwork',
    'Customer Service',
    'Report Writing',
    'Lingala',
    'Swahili',
  ];
  const first = head.map((en) => skills.find((s) => s.en === en)).filter((s): s is MarketSkill => s !== undefined);
  const rest = skills.filter((s) => !first.includes(s));
  const random = rng(7);
  for (let i = rest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [...first, ...rest];
})();

export const SKILL_ZIPF_S = 1.1;
const drawSkillRank = zipf(SKILLS_BY_RANK.length, SKILL_ZIPF_S);
const drawTitle = zipf(TITLES.length, 1.0);
const drawTown = zipf(TOWNS.length, 1.2);
const drawContract = weighted([
  ['full-time', 65],
  ['contract', 25],
  ['part-time', 10],
] as const);
const drawWorkModel = weighted([
  ['on-site', 70],
  ['hybrid', 20],
  ['remote', 10],
] as const);
const drawLevel = weighted([
  ['mid', 50],
  ['entry', 30],
  ['senior', 20],
] as const);

const normalisedLabels = new Map<string, string>();
function normalisedLabel(label: string): string {
  let form = normalisedLabels.get(label);
  if (form === undefined) normalisedLabels.set(label, (form = normaliseSkill(label)));
  return form;
}

/** k distinct skills drawn by the Zipf law, labelled in the given language. */
function drawSkills(random: () => number, k: number, lang: Lang): { labels: string[]; normalized: string[] } {
  const picked = new Set<number>();
  for (let attempt = 0; picked.size < k && attempt < 200; attempt += 1) picked.add(drawSkillRank(random));
  const skills = [...picked].map((rank) => SKILLS_BY_RANK[rank]!);
  const labels = skills.map((s) => (lang === 'fr' ? s.fr : s.en));
  // normaliseSkills(labels), with each label's form computed once.
  return { labels, normalized: [...new Set(labels.map(normalisedLabel))] };
}

/** A standard normal draw (Box-Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export interface JobDraw {
  jobTitle: string;
  jobDescription: string;
  experienceLevel: 'entry' | 'mid' | 'senior';
  typeOfContract: 'full-time' | 'part-time' | 'contract';
  requiredSkills: string;
  requiredSkillsNormalized: string[];
  salary: number | null;
  jobLocation: string;
  workModel: 'on-site' | 'remote' | 'hybrid';
  /** Days before now when the job was submitted (fractional). */
  submittedDaysAgo: number;
  /** Days after today of the deadline (1..90 for open jobs). */
  deadlineInDays: number;
  employerRank: number;
}

export function drawJob(random: () => number, employers: number): JobDraw {
  const [title, lang] = TITLES[drawTitle(random)]!;
  const where = TOWNS[drawTown(random)]!;
  const { town } = where;
  const place = placeOf(where);
  const years = 1 + Math.floor(random() * 8);
  const sentences = SENTENCES[lang];
  const chosen = new Set<number>();
  const wanted = 3 + Math.floor(random() * 3);
  for (let attempt = 0; chosen.size < wanted && attempt < 50; attempt += 1)
    chosen.add(Math.floor(random() * sentences.length));
  const description = [OPENING[lang], ...[...chosen].map((i) => sentences[i]!)]
    .join(' ')
    .replace('{title}', title.toLowerCase())
    .replace('{town}', town)
    .replace('{years}', String(years));
  const skills = drawSkills(random, 3 + Math.floor(random() * 6), lang);
  return {
    jobTitle: title,
    jobDescription: description,
    requiredSkills: skills.labels.join(', '),
    requiredSkillsNormalized: skills.normalized,
    jobLocation: place,
    ...drawJobTerms(random, employers),
  };
}

/** A job's terms, dates and employer, drawn in this order (every market's jobs draw them alike). */
export function drawJobTerms(random: () => number, employers: number) {
  // Log-normal around 900 USD a month; one job in five does not say.
  const salary =
    random() < 0.2
      ? null
      : Math.round(Math.min(20_000, Math.max(150, 900 * Math.exp(0.6 * gaussian(random)))) / 10) * 10;
  return {
    salary,
    experienceLevel: drawLevel(random),
    typeOfContract: drawContract(random),
    workModel: drawWorkModel(random),
    submittedDaysAgo: random() * 60,
    deadlineInDays: 1 + Math.floor(random() * 90),
    employerRank: zipfEmployer(random, employers),
  };
}

/** A place as job requests write it: the town and its province (or the country for Kinshasa). */
export function placeOf({ town, province }: { town: string; province: string }): string {
  return town === province ? `${town}, RD Congo` : `${town}, ${province}`;
}

const employerDraws = new Map<number, (random: () => number) => number>();
function zipfEmployer(random: () => number, employers: number): number {
  let draw = employerDraws.get(employers);
  if (!draw) employerDraws.set(employers, (draw = zipf(employers, 1.0)));
  return draw(random);
}

export interface ProfessionalDraw {
  firstName: string;
  lastName: string;
  currentJobTitle: string;
  skills: string[];
  skillsNormalized: string[];
}

export const FIRST_NAMES = [
  'Grace',
  'Patrick',
  'Aline',
  'Joseph',
  'Sandrine',
  'Jean',
  'Esther',
  'Didier',
  'Nadine',
  'Trésor',
  'Chantal',
  'Fiston',
  'Rachel',
  'Héritier',
  'Mireille',
  'Cédric',
];
export const LAST_NAMES = [
  'Mbuyi',
  'Kabila',
  'Bahati',
  'Nsimba',
  'Mutombo',
  'Ilunga',
  'Kasongo',
  'Lukusa',
  'Tshibanda',
  'Kalonji',
  'Mukendi',
  'Ngoy',
  'Mwamba',
  'Kabongo',
];

export function drawProfessional(random: () => number): ProfessionalDraw {
  const [title, lang] = TITLES[drawTitle(random)]!;
  const skills = drawSkills(random, 5 + Math.floor(random() * 11), lang);
  return {
    firstName: FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!,
    lastName: LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!,
    currentJobTitle: title,
    skills: skills.labels,
    skillsNormalized: skills.normalized,
  };
}

const INDUSTRIES = [
  'Mining',
  'Banking',
  'Telecommunications',
  'Hospitality and Tourism',
  'Logistics',
  'Construction',
  'Information Technology',
  'Health',
  'NGO',
  'Education',
  'Energy',
  'Retail',
];
const COMPANY_WORDS = [
  'Congo',
  'Kivu',
  'Katanga',
  'Grands Lacs',
  'Fleuve',
  'Équateur',
  'Kasaï',
  'Lualaba',
  'Ubangi',
  'Tanganyika',
];
const COMPANY_KINDS = [
  'Mining SARL',
  'Banque',
  'Télécom',
  'Hôtels',
  'Logistique',
  'Construction',
  'Digital',
  'Santé',
  'Solidarité',
  'Académie',
  'Énergie',
  'Distribution',
];

export function drawEmployer(random: () => number, i: number) {
  const sector = i % INDUSTRIES.length;
  const { town, province } = TOWNS[drawTown(random)]!;
  return {
    companyName: `${COMPANY_KINDS[sector]} ${COMPANY_WORDS[Math.floor(i / INDUSTRIES.length) % COMPANY_WORDS.length]} ${i + 1}`,
    industry: INDUSTRIES[sector]!,
    officeLocation: `${town}, ${province}`,
  };
}

/**
 * The words that `q` looks for, each weighted by how common its title is: what people type into a job board is
 * mostly the name of a common job (`comptable`, `chauffeur`, `accountant`), sometimes a rarer one.
 */
export const QUERY_WORDS: readonly string[] = (() => {
  const weights = new Map<string, number>();
  const stop = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'd', 'l', 'and', 'of']);
  TITLES.forEach(([title], rank) => {
    for (const word of title.toLowerCase().split(/[^a-zà-ÿ]+/)) {
      if (word.length < 3 || stop.has(word)) continue;
      weights.set(word, (weights.get(word) ?? 0) + 1 / (rank + 1));
    }
  });
  return [...weights.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
})();
const drawQueryWord = zipf(QUERY_WORDS.length, 1.0);

export function drawQuery(random: () => number): string {
  return QUERY_WORDS[drawQueryWord(random)]!;
}

export function drawTownName(random: () => number): string {
  return TOWNS[drawTown(random)]!.town;
}

/** What a command needs of a market: its jobs, its professionals, the words and towns people search for. */
export interface Market {
  name: string;
  /** One line for a report: what the market is made of. */
  describe: string;
  drawJob(random: () => number, employers: number): JobDraw;
  drawProfessional(random: () => number): ProfessionalDraw;
  drawQuery(random: () => number): string;
  drawTownName(random: () => number): string;
  /** How rare a stored skill is among jobs (0 the commonest); -1 for a form the market does not know by its rank. */
  skillRank(normalized: string): number;
}

const standardRanks = new Map(SKILLS_BY_RANK.map((s, rank) => [normaliseSkill(s.en), rank]));

export const STANDARD_MARKET: Market = {
  name: 'standard',
  describe:
    "the vocabulary's skills (MARKET_SKILLS, French or English with the title), Zipf s 1.1; 65 titles, 36 towns; sentences of job ads",
  drawJob,
  drawProfessional,
  drawQuery,
  drawTownName,
  skillRank: (normalized) => standardRanks.get(normalized) ?? -1,
};
