/**
 * A list cut into consecutive slices of at most `size` items: a statement for each slice keeps a statement written
 * for many people (hundreds of applicants) within PostgreSQL's 65,535 parameters.
 */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  return slices;
}
