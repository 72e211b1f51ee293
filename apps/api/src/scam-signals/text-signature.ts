/**
 * A MinHash signature of a text's five-word shingles: two texts share about as many of its values as the share of
 * shingles they have in common (their Jaccard similarity), so a description copied from another job is found by the
 * values the two signatures share, through a GIN index, without comparing texts.
 */
export const SIGNATURE_SIZE = 32;
const SHINGLE_WORDS = 5;
/** Fewer shingles than this say too little to call a text copied (a two-line description). */
export const MIN_SHINGLES = 12;

/** The text's words, lower case and without accents, as the comparison reads them. */
function words(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** FNV-1a, 32 bits, started from a seed: one cheap hash function per position of the signature. */
function hash(value: string, seed: number): number {
  let h = (0x811c9dc5 ^ Math.imul(seed + 1, 0x9e3779b1)) >>> 0;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // A final mix, so that shingles differing in their last letter spread over the whole range.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/**
 * The signature, or null for a text too short to judge. Each value carries its position in its low five bits, so
 * that two signatures overlap only where the same position holds the same minimum.
 */
export function textSignature(text: string): number[] | null {
  const w = words(text);
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= w.length; i++) shingles.add(w.slice(i, i + SHINGLE_WORDS).join(' '));
  if (shingles.size < MIN_SHINGLES) return null;
  const signature: number[] = [];
  for (let seed = 0; seed < SIGNATURE_SIZE; seed++) {
    let min = 0xffffffff;
    for (const shingle of shingles) min = Math.min(min, hash(shingle, seed));
    // As a signed 32-bit integer (PostgreSQL's integer), position in the low bits.
    signature.push((min & ~31) | seed | 0);
  }
  return signature;
}

/** The estimated share of shingles two texts have in common (0 to 1). */
export function similarity(a: number[], b: number[]): number {
  let same = 0;
  for (let i = 0; i < SIGNATURE_SIZE; i++) if (a[i] === b[i]) same += 1;
  return same / SIGNATURE_SIZE;
}
