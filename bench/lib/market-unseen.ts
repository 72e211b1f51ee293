// A second market, the shape of a partner's feed the product has not seen: skills mostly outside the skill
// vocabulary of @talent/shared (trade and office skills as people write them, in French and English, with
// misspellings and variants), Zipf-drawn (s 1); 30 roles each written in French or in English at random; 20 towns;
// descriptions of 30 to 60 words from a pool of 40. Drawn from the seeded generator like the standard market, so
// that two runs build the same market; `--market unseen` of the benchmarks.
import { normaliseSkill } from '@talent/shared';
import {
  FIRST_NAMES,
  LAST_NAMES,
  TOWNS,
  drawJobTerms,
  placeOf,
  rng,
  zipf,
  type JobDraw,
  type Lang,
  type Market,
  type ProfessionalDraw,
} from './market.js';

/**
 * Skill labels as job ads and profiles write them: 218 labels, 198 skills once stored (some labels are two names of
 * one skill), of which 168 labels name no concept of the vocabulary. In list order here; their Zipf ranks are a
 * fixed shuffle of it, so that a skill's French and English names are not equally common.
 */
const SKILL_LABELS: readonly string[] = [
  'Gestion de caisse mobile money',
  'Mobile money reconciliation',
  "Soudure à l'arc sur pipeline",
  'Pipeline arc welding',
  'Tenue du livre de caisse',
  'Cash book keeping',
  'Saisie comptable sur Tompro',
  'Tompro bookkeeping',
  'Conduite de motos-taxis',
  'Motorbike taxi riding',
  'Réparation de groupes électrogènes',
  'Generator set repair',
  'Entretien de pompes immergées',
  'Submersible pump servicing',
  'Maçonnerie en briques adobe',
  'Adobe brick masonry',
  'Coffrage de dalles',
  'Slab formwork',
  'Pose de tôles ondulées',
  'Corrugated sheet roofing',
  'Vente ambulante',
  'Street vending',
  'Gestion de dépôt de boissons',
  'Beverage depot management',
  'Suivi des cartes prépayées',
  'Prepaid card tracking',
  'Chargement de camions-citernes',
  'Tanker truck loading',
  'Tri de minerais de cobalt',
  'Cobalt ore sorting',
  'Échantillonnage de cassitérite',
  'Cassiterite sampling',
  'Lavage de coltan',
  'Coltan washing',
  'Pesage au pont-bascule',
  'Weighbridge operation',
  'Dédouanement à Kasumbalesa',
  'Kasumbalesa customs clearance',
  'Tenue de registre des colis',
  'Parcel register keeping',
  'Découpe de pagnes',
  'Wax fabric cutting',
  'Couture de tenues scolaires',
  'School uniform tailoring',
  'Coiffure tresses africaines',
  'African braiding',
  'Préparation de chikwangue',
  'Chikwangue cooking',
  'Fumage de poisson',
  'Fish smoking',
  'Élevage de porcs',
  'Pig farming',
  'Culture maraîchère',
  'Market gardening',
  'Apiculture en forêt',
  'Forest beekeeping',
  'Réparation de téléphones Tecno',
  'Tecno phone repair',
  'Flashage de smartphones',
  'Smartphone flashing',
  'Installation de kits solaires',
  'Solar home kit installation',
  'Câblage de paraboles',
  'Satellite dish cabling',
  'Animation radio communautaire',
  'Community radio hosting',
  'Sensibilisation Ebola',
  'Ebola awareness outreach',
  'Recensement des ménages',
  'Household census taking',
  'Collecte de données sur KoboToolbox',
  'KoboToolbox data collection',
  'Distribution de vivres',
  'Food aid distribution',
  'Gestion de stocks de médicaments essentiels',
  'Essential drugs stock keeping',
  'Vaccination de routine',
  'Routine immunisation',
  'Accouchement assisté',
  'Assisted delivery',
  'Tenue des fiches de consultation',
  'Consultation card keeping',
  'Guidage de touristes au Virunga',
  'Virunga tour guiding',
  'Pilotage de pirogue motorisée',
  'Motorised canoe piloting',
  'Manutention portuaire à Matadi',
  'Matadi port stevedoring',
  'Arrimage de conteneurs',
  'Container lashing',
  'Conduite de grue portuaire',
  'Harbour crane driving',
  'Inventaire tournant',
  'Cycle counting',
  'Gestion des bons de sortie',
  'Goods issue slip handling',
  'Rédaction de procès-verbaux',
  'Minutes taking',
  "Classement d'archives papier",
  'Paper archive filing',
  'Accueil bilingue lingala-français',
  'Bilingual Lingala-French reception',
  'Traduction swahili-anglais',
  'Swahili-English translation',
  'Suivi des contrats de bail',
  'Lease contract follow-up',
  'Recouvrement de loyers',
  'Rent collection',
  'Négociation avec les chefs coutumiers',
  'Customary chief liaison',
  'Médiation foncière',
  'Land dispute mediation',
  'Gestion de tontine',
  'Tontine management',
  'Microcrédit villageois',
  'Village microcredit',
  "Animation de groupes d'épargne",
  'Savings group facilitation',
  'Contrôle qualité du café arabica',
  'Arabica coffee cupping',
  'Torréfaction de café',
  'Coffee roasting',
  'Séchage de cacao',
  'Cocoa drying',
  'Entretien de tracteurs agricoles',
  'Farm tractor maintenance',
  'Conduite de bulldozer D8',
  'D8 bulldozer operation',
  'Forage au marteau fond-de-trou',
  'Down-the-hole drilling',
  'Boutefeu',
  'Blasting licence holder',
  'Topographie au GNSS',
  'GNSS surveying',
  'Dessin sur ArchiCAD',
  'ArchiCAD drafting',
  'Métré de bâtiment',
  'Building quantity take-off',
  'Plomberie en PPR',
  'PPR pipe plumbing',
  'Pose de carrelage',
  'Floor tiling',
  'Peinture au pistolet',
  'Spray painting',
  'Menuiserie aluminium',
  'Aluminium joinery',
  "Ferronnerie d'art",
  'Decorative ironwork',
  'Réfrigération commerciale',
  'Commercial refrigeration',
  'Climatisation split',
  'Split AC installation',
  'Bobinage de moteurs',
  'Motor rewinding',
  'Électricité bâtiment BT',
  'Low voltage building wiring',
  'Gestion de parc de motos',
  'Motorbike fleet management',
  'Dispatching de taxis',
  'Taxi dispatching',
  'Permis poids lourd catégorie E',
  'Category E heavy licence',
  'Excell avancé',
  'Advanced Exel',
  'Comptabilitée OHADA',
  'Comptabilité OHADA',
  'Secretariat bureautique',
  'Secrétariat bureautique',
  'Gestion de paie sur Sage',
  'Sage payroll',
  'Déclarations CNSS',
  'CNSS returns',
  'Déclarations DGI',
  'DGI tax filing',
  'Facturation électronique',
  'E-invoicing',
  'Service en salle',
  'Table service',
  'Barista',
  'Mixologie',
  'Cocktail mixing',
  'Pâtisserie française',
  'French pastry',
  'Boulangerie artisanale',
  'Artisan bread baking',
  'Hygiène HACCP',
  'HACCP hygiene',
  'Gardiennage de nuit',
  'Night watchman duties',
  'Maîtrise chien de garde',
  'Guard dog handling',
  'Vidéosurveillance',
  'CCTV monitoring',
  'Premiers secours',
  'First aid',
  "Lutte contre l'incendie",
  'Firefighting',
  'Nettoyage industriel',
  'Industrial cleaning',
  'Blanchisserie hôtelière',
  'Hotel laundry',
  'Jardinage paysager',
  'Landscape gardening',
  'Gestion de réseaux sociaux',
  'Social media management',
  'Montage vidéo',
  'Video editing',
  'Photographie événementielle',
  'Event photography',
  'Community managment',
  'Déveloption mobile Flutter',
  'Flutter mobile dev',
  'Maintenance informatique',
  'PC maintenance',
  'Câblage réseau RJ45',
  'RJ45 network cabling',
  'Administration Mikrotik',
  'Mikrotik administration',
];

const SKILL_ZIPF_S = 1.0;

/** The labels in Zipf rank order, the commonest first. */
const LABELS_BY_RANK: readonly string[] = (() => {
  const labels = [...SKILL_LABELS];
  const random = rng(64);
  for (let i = labels.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [labels[i], labels[j]] = [labels[j]!, labels[i]!];
  }
  return labels;
})();

/** Roles, the commonest first: each job or profile writes its title in one of the two languages. */
const ROLES: readonly (readonly [fr: string, en: string])[] = [
  ['Comptable', 'Accountant'],
  ['Chauffeur poids lourd', 'Truck Driver'],
  ['Caissier mobile money', 'Mobile Money Cashier'],
  ['Magasinier', 'Storekeeper'],
  ['Agent de terrain', 'Field Officer'],
  ['Soudeur', 'Welder'],
  ['Maçon', 'Mason'],
  ['Électricien bâtiment', 'Building Electrician'],
  ['Agent de sécurité', 'Security Guard'],
  ['Secrétaire', 'Secretary'],
  ['Infirmier accoucheur', 'Midwife Nurse'],
  ['Technicien solaire', 'Solar Technician'],
  ['Mécanicien groupe électrogène', 'Generator Mechanic'],
  ['Trieur de minerais', 'Ore Sorter'],
  ['Couturier', 'Tailor'],
  ['Cuisinier', 'Cook'],
  ['Serveur', 'Waiter'],
  ['Réparateur de téléphones', 'Phone Repairer'],
  ['Enquêteur', 'Enumerator'],
  ['Agent de recouvrement', 'Debt Collector'],
  ['Docker', 'Stevedore'],
  ['Plombier', 'Plumber'],
  ['Menuisier', 'Carpenter'],
  ['Animateur radio', 'Radio Presenter'],
  ['Agronome', 'Agronomist'],
  ['Guide touristique', 'Tour Guide'],
  ['Topographe', 'Surveyor'],
  ['Conducteur de bulldozer', 'Bulldozer Operator'],
  ['Gestionnaire de paie', 'Payroll Officer'],
  ['Community manager', 'Social Media Manager'],
];

/** The twenty towns with the most jobs, the commonest first. */
const UNSEEN_TOWNS = TOWNS.slice(0, 20);

/** The words descriptions are written with, French and English. */
const DESCRIPTION_WORDS: readonly string[] = [
  'travail',
  'équipe',
  'expérience',
  'rigueur',
  'terrain',
  'horaires',
  'salaire',
  'formation',
  'disponible',
  'sérieux',
  'motivé',
  'candidat',
  'contrat',
  'mission',
  'clients',
  'sécurité',
  'qualité',
  'province',
  'urgent',
  'dossier',
  'work',
  'team',
  'experience',
  'reliable',
  'field',
  'shifts',
  'salary',
  'training',
  'available',
  'motivated',
  'applicant',
  'contract',
  'customers',
  'safety',
  'quality',
  'deadline',
  'weekly',
  'equipment',
  'reports',
  'transport',
];

const drawSkillRank = zipf(LABELS_BY_RANK.length, SKILL_ZIPF_S);
const drawRole = zipf(ROLES.length, 1.0);
const drawTown = zipf(UNSEEN_TOWNS.length, 1.0);
const language = (random: () => number): Lang => (random() < 0.5 ? 'fr' : 'en');
const titleOf = (random: () => number) => {
  const [fr, en] = ROLES[drawRole(random)]!;
  return language(random) === 'fr' ? fr : en;
};

/** k distinct labels drawn by the Zipf law, and their stored forms. */
function drawSkills(random: () => number, k: number): { labels: string[]; normalized: string[] } {
  const picked = new Set<number>();
  for (let attempt = 0; picked.size < k && attempt < 200; attempt += 1) picked.add(drawSkillRank(random));
  const labels = [...picked].map((rank) => LABELS_BY_RANK[rank]!);
  return { labels, normalized: [...new Set(labels.map(normaliseSkill))] };
}

function drawJob(random: () => number, employers: number): JobDraw {
  const jobTitle = titleOf(random);
  const where = UNSEEN_TOWNS[drawTown(random)]!;
  const words = Array.from(
    { length: 30 + Math.floor(random() * 31) },
    () => DESCRIPTION_WORDS[Math.floor(random() * DESCRIPTION_WORDS.length)]!,
  );
  const skills = drawSkills(random, 3 + Math.floor(random() * 4));
  return {
    jobTitle,
    jobDescription: `${words.join(' ')}.`,
    requiredSkills: skills.labels.join(', '),
    requiredSkillsNormalized: skills.normalized,
    jobLocation: placeOf(where),
    ...drawJobTerms(random, employers),
  };
}

function drawProfessional(random: () => number): ProfessionalDraw {
  const currentJobTitle = titleOf(random);
  const skills = drawSkills(random, 3 + Math.floor(random() * 6));
  return {
    firstName: FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!,
    lastName: LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!,
    currentJobTitle,
    skills: skills.labels,
    skillsNormalized: skills.normalized,
  };
}

/** The words of the roles' titles, in both languages, weighted by how common the role is. */
const TITLE_WORDS: readonly string[] = (() => {
  const weights = new Map<string, number>();
  ROLES.forEach((names, rank) => {
    for (const word of names
      .join(' ')
      .toLowerCase()
      .split(/[^a-zà-ÿ]+/)) {
      if (word.length < 3 || word === 'de') continue;
      weights.set(word, (weights.get(word) ?? 0) + 1 / (rank + 1));
    }
  });
  return [...weights.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
})();
const drawTitleWord = zipf(TITLE_WORDS.length, 1.0);

/** Three searches in four are for a word of a title, the fourth for a word of the descriptions (in most jobs). */
function drawQuery(random: () => number): string {
  if (random() < 0.75) return TITLE_WORDS[drawTitleWord(random)]!;
  return DESCRIPTION_WORDS[Math.floor(random() * DESCRIPTION_WORDS.length)]!;
}

const ranks = new Map<string, number>();
LABELS_BY_RANK.forEach((label, rank) => {
  const key = normaliseSkill(label);
  if (!ranks.has(key)) ranks.set(key, rank);
});

export const UNSEEN_MARKET: Market = {
  name: 'unseen',
  describe:
    '218 skill labels (198 skills, 168 labels outside the vocabulary), Zipf s 1, 3-6 a job and 3-8 a professional; 30 roles in French or English; 20 towns; descriptions of 30-60 words from 40',
  drawJob,
  drawProfessional,
  drawQuery,
  drawTownName: (random) => UNSEEN_TOWNS[drawTown(random)]!.town,
  skillRank: (normalized) => ranks.get(normalized) ?? -1,
};
