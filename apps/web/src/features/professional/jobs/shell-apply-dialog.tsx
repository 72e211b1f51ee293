import { SHELL_APPLY, type JobForProfessional, type ShellApplyWords } from '@talent/shared';
import { useMessage } from '../../../i18n/use-message';
import { useTranslation } from '../../../i18n/use-translation';
import { ApplyForm } from './apply-modal';

/** Each plural form of a counted sentence, `{count}` standing for the number, as the shell's script chooses them. */
function pluralForms(t: (key: string, values: { count: string }) => string, key: string) {
  return Object.fromEntries(
    (['one', 'other'] as const).map((form) => [form, t(`${key}_${form}`, { count: '{count}' })]),
  );
}

/**
 * The application a shell offers before the app has come (SHELL_APPLY of @talent/shared): the app's own dialog and
 * apply form, closed, with the words its script says beside it. Only the shells carry it (prerender-entry.tsx): once
 * the app has come, Apply opens the app's own.
 */
export function ShellApplyDialog() {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const words: ShellApplyWords = {
    title: t('jobs.apply.title', { title: '{title}' }),
    sending: t('jobs.apply.submitting'),
    submit: t('jobs.apply.submit'),
    cancel: t('jobs.apply.cancel'),
    close: t('jobs.apply.close'),
    applied: t('jobs.card.applied'),
    sent: msg('applicationSubmitted'),
    failed: msg('applyFailed'),
    offline: msg('connectionFailed'),
    refusals: { alreadyApplied: msg('alreadyApplied'), jobNotOpen: msg('jobNotOpen') },
    remaining: pluralForms(t, 'jobs.apply.remaining'),
    over: pluralForms(t, 'jobs.apply.over'),
  };
  // The app's form as it first draws it: the script answers its buttons and its text.
  const job = { id: 0 } as JobForProfessional;
  return (
    <dialog className="modal" aria-labelledby="shell-apply-title" {...{ [SHELL_APPLY.dialog]: JSON.stringify(words) }}>
      <div className="modal__body">
        <div className="modal__header">
          <h2 id="shell-apply-title" />
          <button type="button" className="modal__close" aria-label={t('jobs.apply.close')}>
            ×
          </button>
        </div>
        <ApplyForm job={job} onSent={() => {}} onApplied={() => {}} onCancel={() => {}} />
      </div>
    </dialog>
  );
}
