import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../src/i18n';
import { jobCountText, showJobsText, totalText } from '../../src/features/professional/search/result-count';
import { withProfessionalTranslations } from '../i18n-setup';

beforeAll(() => withProfessionalTranslations('en'));
const t = (key: string, values?: Record<string, string | number>) => i18n.t(key, values, 'professional');

describe('the count of a search', () => {
  it('says how many jobs, in the singular and plural, with grouped digits', () => {
    expect(jobCountText(t, 'en', 0, true)).toBe('0 jobs');
    expect(jobCountText(t, 'en', 1, true)).toBe('1 job');
    expect(jobCountText(t, 'en', 24, true)).toBe('24 jobs');
    expect(jobCountText(t, 'en', 1000, true)).toBe('1,000 jobs');
  });

  it('says "1,000+ jobs" when the API gives the total as a lower bound', () => {
    expect(jobCountText(t, 'en', 1000, false)).toBe('1,000+ jobs');
    expect(showJobsText(t, 'en', 1000, false)).toBe('Show 1,000+ jobs');
    expect(showJobsText(t, 'en', 1, true)).toBe('Show 1 job');
    expect(totalText(1000, false, 'en')).toBe('1,000+');
  });

  it('uses French numbers and words in French', async () => {
    await withProfessionalTranslations('fr');
    try {
      // French groups digits with a narrow no-break space.
      expect(jobCountText(t, 'fr', 1000, false)).toBe('1\u202f000+ offres');
      expect(jobCountText(t, 'fr', 1, true)).toBe('1 offre');
      expect(jobCountText(t, 'fr', 2500, true)).toBe('2\u202f500 offres');
      expect(showJobsText(t, 'fr', 24, true)).toBe('Voir 24 offres');
    } finally {
      await withProfessionalTranslations('en');
    }
  });
});
