// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { JOB_FILTER_NAMES, jobFilter } from '@talent/shared';
import enCommon from '../../src/i18n/locales/en/common';
import enProfessional from '../../src/i18n/locales/en/professional';
import frCommon from '../../src/i18n/locales/fr/common';
import frProfessional from '../../src/i18n/locales/fr/professional';

const catalogues = {
  en: { common: enCommon, professional: enProfessional },
  fr: { common: frCommon, professional: frProfessional },
};

/** The text of a key (`professional` unless it names its namespace, `common:…`), or of its plural forms. */
function textsOf(language: keyof typeof catalogues, key: string): unknown[] {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['professional', key];
  const lookup = (dotted: string) =>
    dotted
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        catalogues[language][namespace as 'common' | 'professional'],
      );
  const plain = lookup(path!);
  return plain === undefined ? [lookup(`${path}_one`), lookup(`${path}_other`)] : [plain];
}

/** Every key a filter's registry entry names, with each value's key for a choice list. */
function keysOf(name: (typeof JOB_FILTER_NAMES)[number]): string[] {
  const { labels, values } = jobFilter(name);
  const { values: valuesKey, ...own } = labels;
  const perValue = valuesKey ? (values ?? []).map((value) => `${valuesKey}.${value}`) : [];
  return [...Object.values(own), ...perValue];
}

describe('the filter registry', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`has, in ${language}, a text for every label of every filter`, () => {
      const missing = JOB_FILTER_NAMES.flatMap((name) =>
        keysOf(name)
          .filter((key) => textsOf(language, key).some((text) => typeof text !== 'string' || text === ''))
          .map((key) => `${name}: ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('says the date posted one way: posted_within_days, which alerts keep (posted_within is retired)', () => {
    expect(JOB_FILTER_NAMES).toContain('posted_within_days');
    expect(JOB_FILTER_NAMES).not.toContain('posted_within');
    expect(jobFilter('posted_within_days')).toMatchObject({ alerts: true, values: [1, 3, 7, 30] });
  });

  it('names the labels its panel and chips use', () => {
    for (const name of JOB_FILTER_NAMES) {
      const { kind, labels, panel, chip } = jobFilter(name);
      expect(labels.field, name).toBeTruthy();
      if (kind === 'choices') expect(labels.values, name).toBeTruthy();
      if (panel) expect(labels.panel, name).toBeTruthy();
      if (panel?.control === 'select' || panel?.control === 'sector') expect(labels.any, name).toBeTruthy();
      if (chip.param) expect(labels.chip, name).toBeTruthy();
    }
  });
});
