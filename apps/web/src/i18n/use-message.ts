import { useTranslation } from './use-translation';
import { matchMessage } from '@talent/shared';

/**
 * Shows a message from the shared catalogue (or as sent by the API) in the current language; an unknown
 * text (a server's own sentence) is shown as it came. A filled-in text keeps its values in translation.
 */
export function useMessage() {
  const { t } = useTranslation('msg');
  return (text: string, values?: Record<string, string | number>) => {
    const known = matchMessage(text);
    return known ? t(known.key, { ...known.values, ...values }) : text;
  };
}
