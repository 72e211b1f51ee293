import type { MessageKey } from '@talent/shared';
import i18n, { type TranslationValues } from './index';
import { useTranslation } from './use-translation';

/**
 * A message to show: a key of the shared catalogue (MSG), with the values of its {{placeholders}} when it has some;
 * or a `text` shown as it is, because it has no key (a server's sentence whose code this client does not know) or
 * is already in the language shown. Never an English sentence to be looked up (docs/decisions/018).
 */
export type Message = MessageKey | { key: MessageKey; params?: TranslationValues } | { text: string };

/** A message in the language shown, its values filled in (`values` adds to, or overrides, the message's own). */
export function messageText(message: Message, values?: TranslationValues): string {
  if (typeof message === 'string') return i18n.t(message, values, 'msg');
  if ('text' in message) return message.text;
  return i18n.t(message.key, { ...message.params, ...values }, 'msg');
}

/**
 * Whether `value` is a key of the message catalogue, as loaded in the language shown (the French one has every key of
 * the shared English one, test/french-catalogue.test.ts). Read there rather than in the shared catalogue, whose
 * English sentences a French reader's first download would otherwise carry too.
 */
export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && i18n.knows('msg', value);

/**
 * The message of a form control, as react-hook-form holds it: a schema's message is a key of MSG (the shared
 * schemas name their messages by key), the API's field errors are already in the language shown
 * (lib/field-messages.ts, found by their codes).
 */
export const formMessage = (message: string): Message => (isMessageKey(message) ? message : { text: message });

/** Shows a message in the current language, and again when the language changes. */
export function useMessage() {
  useTranslation('msg');
  return (message: Message, values?: TranslationValues) => messageText(message, values);
}

/** The message of a form control in the current language (see formMessage), or undefined when it has none. */
export function useFormMessage() {
  const message = useMessage();
  return (text: string | undefined) => (text ? message(formMessage(text)) : undefined);
}

/** A name of a message for logs and Error.message: its key, or its text when it has none. */
export const messageName = (message: Message): string =>
  typeof message === 'string' ? message : 'key' in message ? message.key : message.text;

/** The message of a caught error: the one it carries for the reader (`shown`), else its own text as it is. */
export function messageOf(err: unknown): Message {
  if (err && typeof err === 'object' && 'shown' in err) return (err as { shown: Message }).shown;
  return { text: err instanceof Error ? err.message : String(err) };
}

/**
 * A message to hold as a form control's error (react-hook-form holds a string): a key as it is, shown by formMessage
 * in the language of the moment; one with values or a text, in the language shown now.
 */
export const asFormMessage = (message: Message): string =>
  typeof message === 'string' ? message : messageText(message);
