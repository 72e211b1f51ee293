import { SECTORS, type Sector } from './constants.js';
import { locationKey } from './drc-locations.js';

/**
 * The words an employer may type for each known sector, in English and in French, folded (lower case, no accents,
 * words of letters and digits): what the free "industry" field is matched against, to file a company under a sector.
 */
export const SECTOR_WORDS: Record<Sector, readonly string[]> = {
  banking: [
    'banking',
    'bank',
    'banks',
    'banque',
    'banques',
    'bancaire',
    'finance',
    'financial',
    'microfinance',
    'insurance',
    'assurance',
    'assurances',
  ],
  hospitality: [
    'hospitality',
    'hotel',
    'hotels',
    'hotellerie',
    'tourism',
    'tourisme',
    'restaurant',
    'restauration',
    'catering',
  ],
  construction: [
    'construction',
    'btp',
    'batiment',
    'building',
    'civil engineering',
    'genie civil',
    'travaux publics',
    'public works',
  ],
  it: [
    'it',
    'informatique',
    'technology',
    'technologies',
    'tech',
    'software',
    'logiciel',
    'logiciels',
    'telecom',
    'telecoms',
    'telecommunications',
    'numerique',
    'digital',
  ],
  logistics: [
    'logistics',
    'logistique',
    'transport',
    'transports',
    'supply chain',
    'freight',
    'fret',
    'shipping',
    'entreposage',
    'warehousing',
  ],
  mining: ['mining', 'mine', 'mines', 'minier', 'miniere', 'minerals', 'extraction'],
};

/** A word typed only in part ("Logis") still names its sector once it is this long. */
export const SECTOR_PREFIX_MIN = 4;

/**
 * The known sector an industry as typed belongs to, or null: the first of its words (or pairs of words) that is one
 * of a sector's words, or, at least four letters long, the start of one (a half-typed "Logis" is logistics).
 * Case, accents and punctuation do not matter.
 */
export function sectorOf(industry: string | null | undefined): Sector | null {
  if (!industry) return null;
  const words = locationKey(industry).split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
    for (const sector of SECTORS) {
      const known = SECTOR_WORDS[sector];
      if (known.includes(words[i]!) || (pair && known.includes(pair))) return sector;
    }
    if (words[i]!.length >= SECTOR_PREFIX_MIN) {
      for (const sector of SECTORS) {
        if (SECTOR_WORDS[sector].some((word) => word.startsWith(words[i]!))) return sector;
      }
    }
  }
  return null;
}
