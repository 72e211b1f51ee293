import { SKILL_CONCEPTS } from '@talent/shared';

/**
 * Job words in English and in French, so that a search finds an ad whichever of the two languages it is written in
 * (`comptable` finds "Accountant", `driver` finds "Chauffeur poids lourd"). Each row pairs English words with the
 * French words that mean the same, folded as the index holds them (lower case, no accents), French feminine forms
 * included. A word may sit in several rows (`conducteur` is a driver and an operator).
 */
type Row = readonly [english: readonly string[], french: readonly string[]];

const JOB_TITLES: readonly Row[] = [
  [['accountant'], ['comptable']],
  [['accounting'], ['comptabilite']],
  [['driver'], ['chauffeur', 'conducteur', 'conductrice']],
  [
    ['truck', 'lorry'],
    ['camion', 'poids'],
  ],
  [['operator'], ['operateur', 'operatrice', 'conducteur', 'conductrice']],
  [
    ['nurse', 'nursing'],
    ['infirmier', 'infirmiere', 'soins'],
  ],
  [
    ['doctor', 'physician'],
    ['medecin', 'docteur'],
  ],
  [['pharmacist'], ['pharmacien', 'pharmacienne']],
  [['teacher'], ['enseignant', 'enseignante', 'professeur', 'instituteur', 'institutrice']],
  [['trainer'], ['formateur', 'formatrice']],
  [
    ['engineer', 'engineering'],
    ['ingenieur', 'ingenieure', 'ingenierie'],
  ],
  [['developer'], ['developpeur', 'developpeuse']],
  [['software'], ['logiciel', 'logiciels']],
  [['network'], ['reseau', 'reseaux']],
  [
    ['computer', 'computing'],
    ['informatique', 'informaticien', 'informaticienne', 'ordinateur'],
  ],
  [['data'], ['donnees']],
  [['electrician'], ['electricien', 'electricienne']],
  [
    ['electrical', 'electricity'],
    ['electricite', 'electrique'],
  ],
  [['mechanic'], ['mecanicien', 'mecanicienne']],
  [['technician'], ['technicien', 'technicienne']],
  [['plumber'], ['plombier']],
  [['welder'], ['soudeur', 'soudeuse']],
  [
    ['carpenter', 'joiner'],
    ['menuisier', 'charpentier'],
  ],
  [['mason', 'bricklayer'], ['macon']],
  [['painter'], ['peintre']],
  [
    ['builder', 'construction'],
    ['batiment', 'construction'],
  ],
  [
    ['worker', 'labourer', 'laborer'],
    ['ouvrier', 'ouvriere', 'manoeuvre'],
  ],
  [
    ['foreman', 'supervisor'],
    ['contremaitre', 'superviseur', 'superviseure', 'chef'],
  ],
  [['manager'], ['gestionnaire', 'responsable', 'directeur', 'directrice', 'chef']],
  [['director'], ['directeur', 'directrice']],
  [['assistant'], ['assistant', 'assistante', 'adjoint', 'adjointe']],
  [['secretary'], ['secretaire']],
  [['receptionist'], ['receptionniste']],
  [
    ['cashier', 'teller'],
    ['caissier', 'caissiere', 'guichetier', 'guichetiere'],
  ],
  [
    ['banker', 'bank'],
    ['banquier', 'banquiere', 'banque'],
  ],
  [['auditor'], ['auditeur', 'auditrice']],
  [['analyst'], ['analyste']],
  [['economist'], ['economiste']],
  [
    ['lawyer', 'legal'],
    ['avocat', 'avocate', 'juriste', 'juridique'],
  ],
  [['translator'], ['traducteur', 'traductrice']],
  [['interpreter'], ['interprete']],
  [
    ['salesperson', 'sales', 'seller'],
    ['vendeur', 'vendeuse', 'commercial', 'commerciale', 'ventes'],
  ],
  [
    ['advisor', 'adviser', 'consultant'],
    ['conseiller', 'conseillere', 'consultant', 'consultante'],
  ],
  [
    ['cook', 'chef'],
    ['cuisinier', 'cuisiniere'],
  ],
  [
    ['waiter', 'waitress'],
    ['serveur', 'serveuse'],
  ],
  [['baker'], ['boulanger', 'boulangere']],
  [
    ['cleaner', 'cleaning'],
    ['nettoyage', 'nettoyeur', 'nettoyeuse', 'menage'],
  ],
  [['maintenance'], ['entretien', 'maintenance']],
  [
    ['guard', 'security'],
    ['gardien', 'gardienne', 'vigile', 'securite'],
  ],
  [
    ['tailor', 'seamstress'],
    ['tailleur', 'couturier', 'couturiere'],
  ],
  [
    ['storekeeper', 'warehouse'],
    ['magasinier', 'magasiniere', 'entrepot'],
  ],
  [
    ['logistician', 'logistics'],
    ['logisticien', 'logisticienne', 'logistique'],
  ],
  [
    ['delivery', 'courier'],
    ['livreur', 'livreuse', 'livraison', 'coursier'],
  ],
  [['customs'], ['douane', 'douanier', 'douaniere']],
  [['agronomist'], ['agronome']],
  [
    ['farmer', 'agriculture', 'agricultural'],
    ['agriculteur', 'agricultrice', 'agricole', 'agriculture'],
  ],
  [['geologist'], ['geologue']],
  [
    ['miner', 'mining'],
    ['mineur', 'minier', 'miniere', 'mines'],
  ],
  [
    ['intern', 'internship'],
    ['stagiaire', 'stage'],
  ],
  [['human'], ['humaines', 'humain']],
  [['resources'], ['ressources']],
  [['health'], ['sante']],
  [['hotel'], ['hotel', 'hotellerie']],
];

/** Single-word skills whose English and French names differ (`Accounting` and `Comptabilité`). */
function skillRows(): Row[] {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return SKILL_CONCEPTS.flatMap(({ en, fr }) => {
    const [english, french] = [fold(en), fold(fr)];
    return /^[a-z]+$/.test(english) && /^[a-z]+$/.test(french) && english !== french ? [[[english], [french]]] : [];
  });
}

/** Each word's words in the other language. */
const TRANSLATIONS: ReadonlyMap<string, readonly string[]> = (() => {
  const translations = new Map<string, Set<string>>();
  const add = (word: string, others: readonly string[]) => {
    const known = translations.get(word) ?? new Set<string>();
    for (const other of others) if (other !== word) known.add(other);
    translations.set(word, known);
  };
  for (const [english, french] of [...JOB_TITLES, ...skillRows()]) {
    for (const word of english) add(word, french);
    for (const word of french) add(word, english);
  }
  return new Map([...translations].map(([word, others]) => [word, [...others].sort()]));
})();

/**
 * A typed prefix of at least this many letters also stands for the vocabulary's words it begins (`compta` is
 * `comptable` and `comptabilite`); shorter ones begin too many unrelated words.
 */
const TRANSLATED_PREFIX_MIN = 5;

/** A plural's singular, as the vocabulary holds words (`comptables`, `reseaux`). */
const singular = (word: string) => (word.length > 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word);

/**
 * The words in the other language of a search word (folded as `searchWords` gives it): those of the vocabulary's
 * word it is, of its singular, or, when it is long enough, of every word it begins.
 */
export function translationsOf(word: string): string[] {
  const found = new Set<string>();
  for (const [known, others] of TRANSLATIONS) {
    const matches =
      known === word || known === singular(word) || (word.length >= TRANSLATED_PREFIX_MIN && known.startsWith(word));
    if (matches) for (const other of others) found.add(other);
  }
  found.delete(word);
  return [...found].sort();
}
