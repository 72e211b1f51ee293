import { useState } from 'react';
import { StrokeIcon } from '../ui/stroke-icon';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage, type Message } from '../../i18n/use-message';
import { ApiError, apiDownload, errorMessage } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** Where a person's data is asked for, and the name it is saved under when the server gives none. */
const DATA_EXPORT_PATH = '/api/me/export/';
const DATA_EXPORT_FALLBACK_NAME = 'congo-talent-data.zip';

/** A failure's message; null when the device is offline (this action's own sentence says so). */
/** An arrow down into a tray: the header's bar shows only this on screens that hold no room for the words. */
export function DownloadIcon() {
  return (
    <StrokeIcon size={22}>
      <path d="M12 4v11m-5-5 5 5 5-5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

type State = { kind: 'idle' | 'busy' | 'saved' } | { kind: 'failed'; message: Message | null };

/** Why the file did not come: offline, the server out of reach, or the server's own reason (429: too many asks). */
function failureOf(err: unknown): Message | null {
  if (!navigator.onLine) return null;
  if (!(err instanceof ApiError) || err.status === 0) return 'connectionFailed';
  return errorMessage(err.data, 'serverError');
}

/**
 * "Download my data": everything the site holds about the signed-in person, as one ZIP file, fetched with the
 * session (a plain link would not carry the token) and then saved under the server's name for it. While it comes
 * (a CV makes it long on a slow link) the button says so; the outcome is announced. `className` styles the button
 * for where it stands (the header's bar, its menu, a page); `icon` shows the icon alone, the words kept as the
 * button's name and its tooltip.
 */
export function DataExport({ className = 'btn btn--secondary', icon = false }: { className?: string; icon?: boolean }) {
  const { t } = useTranslation('common');
  const message = useMessage();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = state.kind === 'busy';

  const download = async () => {
    if (busy) return;
    if (!navigator.onLine) return setState({ kind: 'failed', message: null });
    setState({ kind: 'busy' });
    try {
      const { blob, filename } = await apiDownload(DATA_EXPORT_PATH);
      saveFile(blob, filename ?? DATA_EXPORT_FALLBACK_NAME);
      setState({ kind: 'saved' });
    } catch (err) {
      setState({ kind: 'failed', message: failureOf(err) });
    }
  };

  return (
    <div className="data-export">
      <button
        type="button"
        className={className}
        onClick={() => void download()}
        // Not disabled while busy, which would take the focus away from it: a second press does nothing.
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        title={icon ? t('dataExport.action') : undefined}
      >
        {icon && <DownloadIcon />}
        {/* Beside the icon (the header's bar, which has no room for them) the words are the button's name only. */}
        <span className={icon ? 'visually-hidden' : undefined}>
          {busy ? t('dataExport.busy') : t('dataExport.action')}
        </span>
      </button>
      {/* Always in place, so that what is put into it is announced. */}
      <p role="status" className="visually-hidden">
        {busy ? t('dataExport.busy') : state.kind === 'saved' ? t('dataExport.saved') : ''}
      </p>
      {state.kind === 'failed' && (
        <div role="alert" className="banner banner--error data-export__error">
          <p>{state.message ? message(state.message) : t('dataExport.offline')}</p>
          <button
            type="button"
            className="data-export__dismiss"
            onClick={() => setState({ kind: 'idle' })}
            aria-label={t('dismiss')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
