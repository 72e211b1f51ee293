/** Small helpers shared by the harness; nothing here talks to the server. */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/** Milliseconds on a monotonic clock, so that a wall-clock jump cannot distort a measured time. */
export const now = () => performance.now();

/** Resolves with the promise's value, or with `fallback` once `ms` have passed: no wait of the harness is open-ended. */
export async function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function percentile(values: number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
