// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatList } from '../src/lib/format';

/** 29 November 2026, 06:36 on the device's clock, whatever its time zone. */
const MOMENT = new Date(2026, 10, 29, 6, 36, 10);

describe('dates as the app writes them', () => {
  it('write a date one way in English and one way in French, from a day or a timestamp', () => {
    expect(formatDate('2026-11-29', 'en')).toBe('29 Nov 2026');
    expect(formatDate(MOMENT.toISOString(), 'en')).toBe('29 Nov 2026');
    expect(formatDate('2026-11-29', 'fr')).toBe('29 nov. 2026');
  });

  it('write a date with its time as the date, then hours and minutes', () => {
    expect(formatDateTime(MOMENT.toISOString(), 'en')).toBe('29 Nov 2026, 06:36');
    expect(formatDateTime(MOMENT.getTime(), 'en')).toBe('29 Nov 2026, 06:36');
    expect(formatDateTime(MOMENT.toISOString(), 'fr')).toMatch(/^29 nov\. 2026,? (à )?06:36$/);
  });

  it('are written by lib/format only: no part of the app picks its own locale or format', () => {
    const sources = fileURLToPath(new URL('../src/', import.meta.url));
    const own = readdirSync(sources, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && name !== join('lib', 'format.ts'))
      .filter((name) =>
        /toLocale(Date|Time)?String|Intl\.DateTimeFormat/.test(readFileSync(join(sources, name), 'utf8')),
      );
    expect(own).toEqual([]);
  });
});

describe('lists of words', () => {
  it('join the words with no comma left hanging', () => {
    expect(formatList(['Driving', 'Logistics', 'Heavy vehicles'], 'en')).toBe('Driving, Logistics and Heavy vehicles');
    expect(formatList(['Conduite', 'Logistique'], 'fr')).toBe('Conduite et Logistique');
    expect(formatList(['Driving'], 'en')).toBe('Driving');
  });
});
