import { forwardRef, useEffect, useState, type SelectHTMLAttributes } from 'react';
import { countryList, registerCountryNames, type CountryEntry } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';

const loadedLocales = new Map<string, Promise<void>>();
function loadNames(language: string): Promise<void> {
  let loading = loadedLocales.get(language);
  if (!loading) {
    loading = (language === 'fr'
      ? import('i18n-iso-countries/langs/fr.json')
      : import('i18n-iso-countries/langs/en.json')
    ).then((m) => registerCountryNames(m.default));
    loadedLocales.set(language, loading);
  }
  return loading;
}

/**
 * The country list (name and dialling code) in the reader's language. A native select: it is searchable by
 * typing, works with every screen reader, and costs nothing on a cheap phone. The names load with the page
 * that needs them.
 */
export const CountrySelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { /** First, empty choice ("Choose a country"). */ placeholder?: string }
>(
  function CountrySelect({ placeholder, ...props }, ref) {
    const { language } = useTranslation('common');
    const [countries, setCountries] = useState<CountryEntry[] | null>(null);
    useEffect(() => {
      let current = true;
      void loadNames(language).then(() => current && setCountries(countryList(language)));
      return () => {
        current = false;
      };
    }, [language]);
    return (
      <select ref={ref} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {!countries && (placeholder === undefined || props.value) && (
          <option value={typeof props.value === 'string' ? props.value : ''}>…</option>
        )}
        {countries?.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name} ({c.phoneCode})
          </option>
        ))}
      </select>
    );
  },
);

export { dialCode } from '@talent/shared';
