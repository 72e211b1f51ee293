import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('WEB_CONCURRENCY, the number of API processes', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/talent' };

  it('is one per core on a PostgreSQL server, and one on the embedded database', () => {
    expect(loadConfig(postgres).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
  });

  it('refuses more than one process on the embedded database, and anything but a whole number from 1', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: must be 1 on the embedded database, which one process opens; set DATABASE_URL to run more',
    );
    for (const value of ['0', 'two', '1.5', '-1']) {
      expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
