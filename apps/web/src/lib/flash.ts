import type { AnyUserType } from '@talent/shared';
import type { Message } from '../i18n/use-message';

/** A message for the page a navigation lands on, carried in the navigation state as `flash`. */
export interface FlashMessage {
  kind: 'success' | 'error' | 'info';
  /** A message of the shared catalogue (MSG) by its key, or a server's (lib/field-messages.ts), shown in the reader's language. */
  message: Message;
  /** Fills {{role}} with the user type's name in the reader's language. */
  role?: AnyUserType;
  /** A form's message banner (onboarding's last step): it goes after MESSAGE_BANNER_MS, as the form's own do. */
  expires?: boolean;
}

/** The navigation state that carries a flash message: `navigate(to, { state: flashState(...) })`. */
export function flashState(flash: FlashMessage) {
  return { flash };
}

export function readFlash(state: unknown): FlashMessage | undefined {
  const flash = (state as { flash?: FlashMessage } | null)?.flash;
  return flash && (typeof flash.message === 'string' || (typeof flash.message === 'object' && flash.message !== null))
    ? flash
    : undefined;
}
