import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../src/i18n';
import { withProfessionalTranslations } from './i18n-setup';

describe('a counted sentence', () => {
  beforeAll(async () => {
    await withProfessionalTranslations('fr');
  });

  it('writes its count as the reader’s language writes numbers, its form chosen by the number', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('professional:jobs.apply.remaining', { count: 1000 })).toBe('1\u202f000 caractères restants');
    expect(i18n.t('professional:jobs.apply.remaining', { count: 1 })).toBe('1 caractère restant');
    await i18n.changeLanguage('en');
    expect(i18n.t('professional:jobs.apply.remaining', { count: 1000 })).toBe('1,000 characters remaining');
    expect(i18n.t('professional:jobs.apply.remaining', { count: 1 })).toBe('1 character remaining');
  });
});
