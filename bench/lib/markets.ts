// The benchmarks' markets by name (`--market`): the standard one by default, so that figures stay comparable with
// every earlier run.
import { STANDARD_MARKET, type Market } from './market.js';
import { UNSEEN_MARKET } from './market-unseen.js';

const MARKETS: readonly Market[] = [STANDARD_MARKET, UNSEEN_MARKET];

export function marketNamed(name: string | undefined): Market {
  const market = MARKETS.find((m) => m.name === (name ?? STANDARD_MARKET.name));
  if (!market) throw new Error(`--market: unknown ${name}; known: ${MARKETS.map((m) => m.name).join(', ')}`);
  return market;
}
