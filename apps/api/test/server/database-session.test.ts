import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../../src/db/rows.js';
import { createTestApp } from '../helpers/test-app.js';

describe('a database session', async () => {
  const { ctx } = await createTestApp();

  it("has room for a large search's bitmaps on every connection", async () => {
    // Several at once, so that the pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        executeRows<{ bytes: string }>(
          ctx.db,
          sql`select pg_size_bytes(current_setting('work_mem'))::text as bytes, pg_sleep(0.05)`,
        ),
      ),
    );
    for (const [row] of answers) expect(Number(row!.bytes)).toBeGreaterThanOrEqual(16 * 1024 * 1024);
  });
});
