import { forwardRef, type SelectHTMLAttributes } from 'react';
import { builtInCountryNames, countryList, type CountryEntry } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';

const lists = new Map<string, CountryEntry[] | Promise<void>>();

/** Browsers without Intl.DisplayNames get the names as a file, downloaded for them alone. */
async function loadNames(language: string) {
  const [{ isoCountryNames }, locale] = await Promise.all([
    import('@talent/shared/country-names'),
    language === 'fr' ? import('i18n-iso-countries/langs/fr.json') : import('i18n-iso-countries/langs/en.json'),
  ]);
  return isoCountryNames(language, locale.default);
}

/**
 * The list in one language, with the browser's own country names where it has them; otherwise suspending
 * until the names have loaded. The select then mounts with every option in place, so a value set by a form
 * library on mount (an uncontrolled field) is never lost.
 */
function useCountries(language: string): CountryEntry[] {
  const state = lists.get(language);
  if (Array.isArray(state)) return state;
  if (state) throw state;
  const builtIn = builtInCountryNames(language);
  if (builtIn) {
    const list = countryList(language, builtIn);
    lists.set(language, list);
    return list;
  }
  const loading = loadNames(language).then((names) => void lists.set(language, countryList(language, names)));
  lists.set(language, loading);
  throw loading;
}

/**
 * The country list (name and dialling code) in the reader's language. A native select: it is searchable by
 * typing, works with every screen reader, and costs nothing on a cheap phone. Where names must be loaded,
 * they load with the page that needs them (render it inside <Suspense>, as every page is).
 */
export const CountrySelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { /** First, empty choice ("Choose a country"). */ placeholder?: string }
>(function CountrySelect({ placeholder, ...props }, ref) {
  const { language } = useTranslation('common');
  const countries = useCountries(language);
  return (
    <select ref={ref} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name} ({c.phoneCode})
        </option>
      ))}
    </select>
  );
});
