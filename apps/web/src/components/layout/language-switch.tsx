import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGES, type Language } from '@talent/shared';

/** Switches between English and French; the choice is remembered in local storage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = i18n.language;
  return (
    <span className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={current} onChange={(e) => void i18n.changeLanguage(e.target.value as Language)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
