import type { StoredAccount } from './backends.js';
import type { Ledger } from './ledger.js';

export interface Verdict {
  /** Acknowledged registrations with no account. */
  lostRegistrations: number;
  /** Acknowledged profile values with a lower (or no) stored value. */
  lostProfileUpdates: number;
  /** Rows that only half a transaction could have left: an account without its profile, or names that disagree. */
  torn: number;
  accountsStored: number;
  examples: string[];
}

const counterOf = (value: string | null) => {
  const match = value === null ? null : /^v(\d+)$/.exec(value);
  return match ? Number(match[1]) : undefined;
};

/**
 * Compares what was acknowledged with what is stored. A stored profile value may be above the last
 * acknowledged one (a later update committed but its answer was lost to the fault), never below it.
 */
export function verify(ledger: Ledger, stored: StoredAccount[]): Verdict {
  const byEmail = new Map(stored.map((row) => [row.email, row]));
  const verdict: Verdict = {
    lostRegistrations: 0,
    lostProfileUpdates: 0,
    torn: 0,
    accountsStored: stored.length,
    examples: [],
  };
  const example = (text: string) => {
    if (verdict.examples.length < 5) verdict.examples.push(text);
  };

  for (const email of ledger.registrations) {
    if (!byEmail.has(email)) {
      verdict.lostRegistrations += 1;
      example(`registration of ${email} acknowledged but not stored`);
    }
  }
  for (const row of stored) {
    if (!row.has_profile) {
      verdict.torn += 1;
      example(`${row.email} has no profile row (registration is one transaction)`);
    }
  }
  for (const [email, { acked, sent }] of ledger.profiles) {
    const row = byEmail.get(email);
    if (!row) continue; // already counted as a lost registration if it was acknowledged
    const name = counterOf(row.last_name);
    const title = counterOf(row.current_job_title);
    if (acked > 0 && (title === undefined || title < acked)) {
      verdict.lostProfileUpdates += 1;
      example(`${email}: v${acked} acknowledged, stored ${row.current_job_title ?? 'nothing'}`);
    } else if (title !== name || (title ?? 0) > sent) {
      verdict.torn += 1;
      example(
        `${email}: last_name ${row.last_name} / current_job_title ${row.current_job_title} (sent up to v${sent})`,
      );
    }
  }
  return verdict;
}
