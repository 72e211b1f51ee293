import { useTranslation } from './use-translation';
import { messageKeyOf } from '@talent/shared';

/**
 * Shows a message from the shared catalogue (or as sent by the API) in the current language; an unknown
 * text (a server's own sentence) is shown as it came.
 */
export function useMessage() {
  const { t } = useTranslation('msg');
  return (text: string, values?: Record<string, string | number>) => {
    const key = messageKeyOf(text);
    return key ? t(key, values) : text;
  };
}
