import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProfessionalProfile } from '@talent/shared';
import { Field } from '../../../components/ui/field';
import { FileInput } from '../../../components/ui/file-input';
import { useFileInput } from '../../../components/ui/use-file-input';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { ApiError, errorMessage, unlessOffline } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/use-message';
import { patchProfile, uploadProfileFiles } from '../../../api/professional-profile';
import { serverFieldErrors } from '../../../lib/form-errors';
import { StepActions } from '../../../components/onboarding/step-actions';
import { flashState } from '../../../lib/flash';
import { afterOnboarding } from '../../../session/attempted-location';
import { STEP_ACTIONS_LOOK, type ProfessionalStepProps } from './onboarding-steps';

type Kind = 'cv' | 'profile_photo';

/**
 * Step 3: the CV (PDF) and the photo (PNG or JPEG), checked when chosen and again by the server, sent with a
 * progress bar. "Upload files" saves them and stays; Save & Finish also completes the onboarding and opens
 * the recommended jobs (or the page the new account was going to when it registered, such as a shared job).
 */
export function CvPhotoStep({
  profile,
  profileExists,
  store,
  notify,
  back,
}: ProfessionalStepProps & { profileExists: boolean }) {
  const { t } = useTranslation('professional');
  const msg = useMessage();
  const navigate = useNavigate();
  const [files, setFiles] = useState<Record<Kind, File | null>>({ cv: null, profile_photo: null });
  const [problems, setProblems] = useState<Partial<Record<Kind, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const hasNewFiles = !!(files.cv || files.profile_photo);

  const failure = (err: unknown): string => {
    if (!(err instanceof ApiError) || err.status === 0) return msg(unlessOffline(err, 'profileSaveNetwork'));
    const detail = msg(errorMessage(err.data, err.shown)).replace(/[.\s]+$/, '');
    return msg({ key: 'profileSaveFailedWith', params: { detail } });
  };

  const save = async (finish: boolean) => {
    if (!hasNewFiles && !finish) {
      notify({ kind: 'info', text: msg('noNewFiles') });
      return;
    }
    setBusy(true);
    let saved: ProfessionalProfile;
    try {
      if (hasNewFiles || !profileExists) {
        setProgress(hasNewFiles ? 0 : null);
        saved = await uploadProfileFiles(
          { cv: files.cv, photo: files.profile_photo, finish },
          profileExists,
          hasNewFiles ? setProgress : undefined,
        );
      } else {
        saved = await patchProfile({ onboarding_completed: true });
      }
    } catch (err) {
      const fields = serverFieldErrors(err);
      setProblems({ cv: fields.cv, profile_photo: fields.profile_photo });
      notify({ kind: 'error', text: failure(err) });
      setProgress(null);
      setBusy(false);
      return;
    }
    store(saved);
    setFiles({ cv: null, profile_photo: null });
    setProgress(null);
    setBusy(false);
    if (finish) {
      navigate(afterOnboarding('professional'), {
        state: flashState({ kind: 'success', message: 'profileSaved', expires: true }),
      });
      return;
    }
    notify({ kind: 'success', text: msg('profileSaved') });
  };

  const cvInput = useFileInput('cv', { current: t('onboarding.files.currentCv') });
  const photoInput = useFileInput('profile_photo', {
    current: t('onboarding.files.currentPhoto'),
    previewAlt: t('onboarding.files.photoAlt'),
  });
  /** What the step itself keeps of each input: the chosen file and its problem. */
  const chosen = (kind: Kind) => ({
    file: files[kind],
    onChange: (file: File | null) => setFiles((old) => ({ ...old, [kind]: file })),
    onProblem: (problem: string | null) => setProblems((old) => ({ ...old, [kind]: problem ?? undefined })),
    disabled: busy,
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(true);
      }}
    >
      <p>{t('onboarding.files.intro')}</p>
      <Field label={t('onboarding.files.cv')} hint={t('onboarding.files.cvHint')} error={problems.cv}>
        <FileInput {...cvInput} {...chosen('cv')} preview="document" current={profile?.cv_file} />
      </Field>
      <Field label={t('onboarding.files.photo')} hint={t('onboarding.files.photoHint')} error={problems.profile_photo}>
        <FileInput {...photoInput} {...chosen('profile_photo')} preview="image" current={profile?.profile_photo_file} />
      </Field>
      <UploadProgress fraction={progress} label={t('onboarding.files.progress')} />
      <StepActions look={STEP_ACTIONS_LOOK} backLabel={t('onboarding.back')} onBack={busy ? undefined : back}>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void save(false)}>
          {t('onboarding.files.upload')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('onboarding.saving') : t('onboarding.finish')}
        </button>
      </StepActions>
    </form>
  );
}
