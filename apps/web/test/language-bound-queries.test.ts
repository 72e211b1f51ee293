import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../src/i18n';
import { queryClient } from '../src/lib/query';
import { JOBS_KEY } from '../src/api/queries/jobs-key';
import { APPLICATIONS_KEY } from '../src/api/queries/applications';

describe('the lists, whose jobs the server writes in the reader’s language', () => {
  afterAll(() => queryClient.clear());

  it('are read again when the language changes, and only then', async () => {
    await i18n.changeLanguage('en');
    const keys = { jobs: [...JOBS_KEY, 'all'], applications: APPLICATIONS_KEY, profile: ['profile'] };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { read: true });
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)!.isInvalidated;

    await i18n.changeLanguage('en');
    expect(invalidated(keys.jobs)).toBe(false);

    await i18n.changeLanguage('fr');
    expect(invalidated(keys.jobs)).toBe(true);
    expect(invalidated(keys.applications)).toBe(true);
    expect(invalidated(keys.profile)).toBe(false);
    await i18n.changeLanguage('en');
  });
});
