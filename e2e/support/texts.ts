import type { Page } from '@playwright/test';
import { MSG, type MessageKey } from '@talent/shared';
import enAdmin from '../../apps/web/src/i18n/locales/en/admin';
import frAdmin from '../../apps/web/src/i18n/locales/fr/admin';
import enAuth from '../../apps/web/src/i18n/locales/en/auth';
import frAuth from '../../apps/web/src/i18n/locales/fr/auth';
import enAccount from '../../apps/web/src/i18n/locales/en/account';
import frAccount from '../../apps/web/src/i18n/locales/fr/account';
import enCommon from '../../apps/web/src/i18n/locales/en/common';
import enConversation from '../../apps/web/src/i18n/locales/en/conversation';
import frConversation from '../../apps/web/src/i18n/locales/fr/conversation';
import frCommon from '../../apps/web/src/i18n/locales/fr/common';
import enEmployer from '../../apps/web/src/i18n/locales/en/employer';
import frEmployer from '../../apps/web/src/i18n/locales/fr/employer';
import enProfessional from '../../apps/web/src/i18n/locales/en/professional';
import frProfessional from '../../apps/web/src/i18n/locales/fr/professional';
import frMsg from '../../apps/web/src/i18n/locales/fr/msg';

/**
 * The interface's own strings in one language, so that a journey reads the same words as its user, in English
 * or in French, and a changed translation cannot silently break (or silently pass) it.
 */
export function textsFor(language: 'en' | 'fr') {
  const fr = language === 'fr';
  return {
    employer: fr ? frEmployer : enEmployer,
    professional: fr ? frProfessional : enProfessional,
    admin: fr ? frAdmin : enAdmin,
    auth: fr ? frAuth : enAuth,
    account: fr ? frAccount : enAccount,
    common: fr ? frCommon : enCommon,
    conversation: fr ? frConversation : enConversation,
    msg: (key: MessageKey) => (fr ? frMsg[key] : MSG[key]),
  };
}

/** Fills {{name}} placeholders the way the app does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by the start of its label (labels of required fields end with " *"; "Nom" must not find "Prénom"). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}`));
}
