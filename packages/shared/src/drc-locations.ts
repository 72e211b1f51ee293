/**
 * The provinces of the DR Congo with their main towns, so that a search for a province finds the jobs posted in
 * its towns (`Haut-Katanga` finds Lubumbashi and Likasi), and so that the location field can suggest them.
 */
export const DRC_PROVINCES: readonly { name: string; towns: readonly string[] }[] = [
  { name: 'Kinshasa', towns: ['Kinshasa'] },
  { name: 'Kongo-Central', towns: ['Matadi', 'Boma', 'Muanda', 'Mbanza-Ngungu'] },
  { name: 'Kwango', towns: ['Kenge'] },
  { name: 'Kwilu', towns: ['Bandundu', 'Kikwit'] },
  { name: 'Mai-Ndombe', towns: ['Inongo'] },
  { name: 'Kasaï', towns: ['Tshikapa'] },
  { name: 'Kasaï-Central', towns: ['Kananga'] },
  { name: 'Kasaï-Oriental', towns: ['Mbuji-Mayi'] },
  { name: 'Lomami', towns: ['Kabinda', 'Mwene-Ditu'] },
  { name: 'Sankuru', towns: ['Lusambo'] },
  { name: 'Maniema', towns: ['Kindu'] },
  { name: 'Sud-Kivu', towns: ['Bukavu', 'Uvira'] },
  { name: 'Nord-Kivu', towns: ['Goma', 'Butembo', 'Beni'] },
  { name: 'Ituri', towns: ['Bunia'] },
  { name: 'Haut-Uele', towns: ['Isiro'] },
  { name: 'Tshopo', towns: ['Kisangani'] },
  { name: 'Bas-Uele', towns: ['Buta'] },
  { name: 'Nord-Ubangi', towns: ['Gbadolite'] },
  { name: 'Mongala', towns: ['Lisala'] },
  { name: 'Sud-Ubangi', towns: ['Gemena'] },
  { name: 'Équateur', towns: ['Mbandaka'] },
  { name: 'Tshuapa', towns: ['Boende'] },
  { name: 'Tanganyika', towns: ['Kalemie'] },
  { name: 'Haut-Lomami', towns: ['Kamina'] },
  { name: 'Lualaba', towns: ['Kolwezi'] },
  { name: 'Haut-Katanga', towns: ['Lubumbashi', 'Likasi', 'Kipushi'] },
];

/**
 * A place name as the location search compares it: lower case, no accents, words separated by single spaces
 * (`Mbuji-Mayi`, `mbuji mayi` and `MBUJI MAYI` are all `mbuji mayi`). The database keeps the same form of each
 * job's location, so both sides must change together.
 */
export function locationKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The place keys a location search stands for: the place itself, and a province's towns. */
export function locationKeysFor(location: string): string[] {
  const key = locationKey(location);
  if (key === '') return [];
  const province = DRC_PROVINCES.find((p) => locationKey(p.name) === key);
  return [...new Set([key, ...(province?.towns.map(locationKey) ?? [])])];
}
