import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { executeRows } from './rows.js';
import { backgroundJobLeases } from './schema.js';

/**
 * Takes the lease of background job `name` for `leaseMs` unless another holder's lease is still running: true when
 * this holder may run the job now. One statement, so that of the processes asking at once exactly one gets it.
 */
export async function takeJobLease(db: Db, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const until = sql`now() + ${leaseMs} * interval '1 millisecond'`;
  const taken = await executeRows<{ name: string }>(
    db,
    sql`insert into ${backgroundJobLeases} (name, holder, leased_until) values (${name}, ${holder}, ${until})
      on conflict (name) do update set holder = excluded.holder, leased_until = excluded.leased_until
      where ${backgroundJobLeases.leasedUntil} <= now()
      returning name`,
  );
  return taken.length > 0;
}
