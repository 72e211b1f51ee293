import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { builtInCountryNames, countryList, dialCode, isCountryCode } from '../src/countries.js';
import { isoCountryNames, toCountryCode } from '../src/country-names.js';

describe('the country list', () => {
  const english = countryList('en', builtInCountryNames('en')!);

  it('holds only ISO 3166-1 countries that can be dialled, DR Congo among them', () => {
    expect(english.length).toBeGreaterThan(200);
    for (const { code } of english) expect(countries.isValid(code), code).toBe(true);
    expect(english).toContainEqual({ code: 'CD', name: 'Congo - Kinshasa', phoneCode: '+243' });
    expect(isCountryCode('AC')).toBe(false);
    expect(isCountryCode('TA')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(dialCode('FR')).toBe('+33');
  });

  it('names every country in French too, sorted in French', () => {
    const french = countryList('fr', builtInCountryNames('fr')!);
    expect(french.every((c) => c.name !== c.code)).toBe(true);
    expect(french.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    const names = french.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('takes its names from a locale file where the runtime has none', () => {
    const list = countryList('en', isoCountryNames('en', en));
    expect(list.find((c) => c.code === 'CD')?.name).toBe('Democratic Republic of the Congo');
    expect(list.every((c) => c.name !== c.code)).toBe(true);
  });

  it('reads a country from its code or its English name', () => {
    expect(toCountryCode('cd')).toBe('CD');
    expect(toCountryCode('Germany')).toBe('DE');
    expect(toCountryCode('Atlantis')).toBeUndefined();
  });
});
