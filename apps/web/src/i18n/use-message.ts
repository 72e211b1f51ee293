import { useTranslation } from './use-translation';
import { matchMessage } from '@talent/shared';

/**
 * Shows a message from the shared catalogue (or a general one as sent by the API, a `detail`) in the current
 * language; an unknown text (a server's own sentence) is shown as it came. A filled-in text keeps its values in
 * translation. The API's field errors come already in the current language, found by their codes
 * (lib/field-messages.ts), and are shown as they are.
 */
export function useMessage() {
  const { t } = useTranslation('msg');
  return (text: string, values?: Record<string, string | number>) => {
    const known = matchMessage(text);
    return known ? t(known.key, { ...known.values, ...values }) : text;
  };
}
