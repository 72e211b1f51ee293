import { SMS_CATEGORIES_ON_BY_DEFAULT, type EmailCategory, type SmsCategory } from './constants.js';

/**
 * Who may be written to, and about what: the rules of consent, in one place. What the person chose is stored as it
 * was made (`email_opt_outs`, `sms_settings`, each with its time and way); these rules read it. The queries that
 * pick recipients in SQL say the same in SQL, built from these (the API's messaging module).
 */

/**
 * Mail about the account itself (a code, a link to reset a password, a security notice) goes whatever the person
 * chose; mail of any other category goes unless they turned it off, on the settings page or by a mail's link.
 */
export function mailNeedsConsent(category: EmailCategory | 'account'): category is EmailCategory {
  return category !== 'account';
}

/** An SMS category is on by the person's last choice (the page, or an SMS STOP or START), else by its default. */
export function smsCategoryOn(category: SmsCategory, choice: { enabled: boolean } | undefined): boolean {
  return choice ? choice.enabled : SMS_CATEGORIES_ON_BY_DEFAULT.includes(category);
}
