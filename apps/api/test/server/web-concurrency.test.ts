import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultApiProcesses, loadConfig } from '../../src/config.js';

describe('WEB_CONCURRENCY, the number of API processes', () => {
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/talent' };

  it('is half the cores beside a PostgreSQL server on this machine, one per core beside another, one on the embedded database', () => {
    expect(loadConfig(postgres).WEB_CONCURRENCY).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(loadConfig({ DATABASE_URL: 'postgres://talent@db.internal:5432/talent' }).WEB_CONCURRENCY).toBe(
      availableParallelism(),
    );
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
  });

  it('counts a loopback host or a socket as this machine', () => {
    for (const url of [
      'postgres://postgres@127.0.0.1:5432/talent',
      'postgres://postgres@localhost/talent',
      'postgres://postgres@[::1]:5432/talent',
      'postgresql:///talent?host=/var/run/postgresql',
      'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/talent',
    ]) {
      expect(defaultApiProcesses(url, 2), url).toBe(1);
      expect(defaultApiProcesses(url, 8), url).toBe(4);
    }
    for (const url of ['postgres://talent@10.0.0.5:5432/talent', 'postgres://talent@db.example.cd/talent']) {
      expect(defaultApiProcesses(url, 2), url).toBe(2);
      expect(defaultApiProcesses(url, 8), url).toBe(8);
    }
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
