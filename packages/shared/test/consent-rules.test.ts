import { describe, expect, it } from 'vitest';
import { mailNeedsConsent, smsCategoryOn, SMS_CATEGORIES_ON_BY_DEFAULT } from '../src/index.js';

describe('the rules of consent', () => {
  it('sends mail about the account whatever was chosen, any other mail only unless turned off', () => {
    expect(mailNeedsConsent('account')).toBe(false);
    expect(mailNeedsConsent('job_alerts')).toBe(true);
  });

  it('keeps an SMS category to the last choice made, else to its default', () => {
    expect(SMS_CATEGORIES_ON_BY_DEFAULT).toContain('applications');
    expect(smsCategoryOn('applications', undefined)).toBe(true);
    expect(smsCategoryOn('applications', { enabled: false })).toBe(false);
    expect(smsCategoryOn('job_alerts', undefined)).toBe(false);
    expect(smsCategoryOn('job_alerts', { enabled: true })).toBe(true);
  });
});
