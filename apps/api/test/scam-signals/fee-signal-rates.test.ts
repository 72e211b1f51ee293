import { describe, expect, it } from 'vitest';
import { textSignals } from '../../src/scam-signals/text-signals.js';
import {
  FEE_WORDINGS,
  HELD_OUT_FEE_WORDINGS,
  HELD_OUT_ORDINARY_TEXTS,
  ORDINARY_TEXTS,
} from '../helpers/fee-wordings.js';

const asksFee = (text: string) => textSignals([text]).some((s) => s.code === 'fee_request');
const percent = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;

/** How many fee wordings the signal finds and how many ordinary texts it flags, printed on one line. */
function measure(name: string, fees: string[], ordinary: string[]) {
  const missed = fees.filter((text) => !asksFee(text));
  const flagged = ordinary.filter(asksFee);
  const found = fees.length - missed.length;
  console.log(
    `${name}: ${found}/${fees.length} fee wordings found (${percent(found, fees.length)}), ` +
      `${flagged.length}/${ordinary.length} ordinary texts flagged (${percent(flagged.length, ordinary.length)})`,
  );
  return { detection: found / fees.length, falseAlarms: flagged.length / ordinary.length, missed, flagged };
}

describe('the fee signal on a set of wordings', () => {
  it('has enough wordings of each kind to measure', () => {
    expect(FEE_WORDINGS.length).toBeGreaterThanOrEqual(40);
    expect(ORDINARY_TEXTS.length).toBeGreaterThanOrEqual(40);
    expect(HELD_OUT_FEE_WORDINGS.length).toBeGreaterThanOrEqual(15);
    expect(HELD_OUT_ORDINARY_TEXTS.length).toBeGreaterThanOrEqual(15);
  });

  it('finds fees however they are worded, and rarely flags an ordinary text (tuning set)', () => {
    const { detection, falseAlarms, missed, flagged } = measure('fee signal', FEE_WORDINGS, ORDINARY_TEXTS);
    expect(detection, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.95);
    expect(falseAlarms, `flagged: ${flagged.join(' | ')}`).toBeLessThanOrEqual(0.05);
  });

  it('does nearly as well on wordings it was not tuned on (held-out set)', () => {
    const { detection, falseAlarms, missed, flagged } = measure(
      'fee signal, held out',
      HELD_OUT_FEE_WORDINGS,
      HELD_OUT_ORDINARY_TEXTS,
    );
    expect(detection, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.85);
    expect(falseAlarms, `flagged: ${flagged.join(' | ')}`).toBeLessThanOrEqual(0.1);
  });
});
