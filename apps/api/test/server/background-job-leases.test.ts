import { describe, expect, it } from 'vitest';
import { MINUTE_MS, SECOND_MS } from '@talent/shared';
import { leaseMsOf } from '../../src/background-jobs.js';
import { takeJobLease } from '../../src/db/job-leases.js';
import { createTestApp } from '../helpers/test-app.js';

describe("background jobs' leases", async () => {
  const { ctx } = await createTestApp();

  it('give a job to one of the processes asking at once, and to another once the lease has run out', async () => {
    const holders = ['a:1', 'a:2', 'b:1', 'b:2', 'c:1'];
    const taken = await Promise.all(holders.map((holder) => takeJobLease(ctx.db, 'send-mail', holder, 300)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    // Another job's lease is a lease of its own.
    expect(await takeJobLease(ctx.db, 'job-alerts', 'b:1', 300)).toBe(true);
    const first = holders[taken.indexOf(true)]!;
    const other = holders.find((h) => h !== first)!;
    expect(await takeJobLease(ctx.db, 'send-mail', other, 300)).toBe(false);
    expect(await takeJobLease(ctx.db, 'send-mail', first, 300)).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect(await takeJobLease(ctx.db, 'send-mail', other, 300)).toBe(true);
  });

  it("last a little less than the job's period, so that its holder's next tick finds it free", () => {
    expect(leaseMsOf(5 * SECOND_MS)).toBe(4.5 * SECOND_MS);
    expect(leaseMsOf(15 * MINUTE_MS)).toBe(15 * MINUTE_MS - SECOND_MS);
  });
});
