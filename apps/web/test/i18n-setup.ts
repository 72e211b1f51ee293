import i18n from '../src/i18n';
import enProfessional from '../src/i18n/locales/en/professional';
import frProfessional from '../src/i18n/locales/fr/professional';

/** Makes the professional pages' translations available without the lazy import. */
export async function withProfessionalTranslations(language: 'en' | 'fr' = 'en') {
  i18n.addResources('en', 'professional', enProfessional);
  i18n.addResources('fr', 'professional', frProfessional);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
