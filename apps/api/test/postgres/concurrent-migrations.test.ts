import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { createServerDatabase, onTestServer } from '../helpers/test-app.js';

const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

describe('instances starting together on a new database', async () => {
  const server = await createServerDatabase();
  afterAll(() => server.drop());

  it('apply each migration once, the others waiting instead of failing', async () => {
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: server.url, poolSize: 2 })),
    );
    for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
    expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    const applied = await onTestServer<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
      [],
      server.name,
    );
    expect(Number(applied.rows[0]!.n)).toBe(journal.entries.length);
  });
});
