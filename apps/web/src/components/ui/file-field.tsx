import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MB, MSG } from '@talent/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useMessage } from '../../i18n/use-message';
import './file-field.css';

export interface UploadRule {
  maxBytes: number;
  types: readonly string[];
}

/**
 * The first problem with a chosen file, as a shared message, or null. The browser's declared type is only a
 * first check for a quick answer: the server sniffs the bytes.
 */
export function checkFile(file: File, rule: UploadRule, typeMessage: string): { text: string; values?: Record<string, number> } | null {
  if (!rule.types.includes(file.type)) return { text: typeMessage };
  if (file.size === 0) return { text: MSG.emptyFile };
  if (file.size > rule.maxBytes) return { text: MSG.fileTooLargeWith, values: { limit: rule.maxBytes / MB } };
  return null;
}

function sizeLabel(bytes: number, language: string): string {
  const kb = bytes / 1024;
  const fmt = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return kb < 1024 ? `${fmt.format(kb)} KB` : `${fmt.format(kb / 1024)} MB`;
}

/**
 * A native file input (keyboard and screen-reader friendly everywhere) with its label, hint, error, a preview
 * of the chosen or current image, the chosen document's name and size, and the upload's progress.
 */
export function FileField({ label, hint, accept, kind, file, onChange, current, progress, error }: {
  label: string;
  hint?: string;
  accept: string;
  kind: 'image' | 'document';
  file: File | null;
  onChange: (file: File | null) => void;
  /** What is stored already (a signed URL and a name), shown until a new file is chosen. */
  current?: { url: string; name: string } | null;
  /** 0..1 while uploading, null otherwise. */
  progress?: number | null;
  error?: string;
}) {
  const { t, language } = useTranslation('common');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The preview belongs to the file it was made for, so a reset by the parent hides it without an effect.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewRef = useRef(preview);
  useEffect(() => {
    previewRef.current = preview;
  }, [preview]);
  useEffect(() => () => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current.url);
  }, []);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.files?.[0] ?? null;
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(next && kind === 'image' ? { file: next, url: URL.createObjectURL(next) } : null);
    onChange(next);
  };
  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
    onChange(null);
    inputRef.current?.focus();
  };

  const shownImage = kind === 'image' ? (file && preview?.file === file ? preview.url : !file ? current?.url : null) : null;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const percent = progress == null ? null : Math.round(progress * 100);

  return (
    <div className="field file-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      {hint && <span id={`${id}-hint`} className="field__hint">{hint}</span>}
      <div className="file-field__row">
        {shownImage && <img className="file-field__preview" src={shownImage} alt={t('ui.preview', { name: file?.name ?? current?.name ?? label })} />}
        <div className="file-field__control">
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="file"
            accept={accept}
            onChange={choose}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={percent !== null}
          />
          {file ? (
            <p className="file-field__name">
              {file.name} ({sizeLabel(file.size, language)})
              <button type="button" className="btn btn--ghost file-field__remove" onClick={remove} disabled={percent !== null}>
                {t('ui.removeFile')}
              </button>
            </p>
          ) : current ? (
            <p className="file-field__name">
              <a href={current.url} target="_blank" rel="noreferrer">{t('ui.currentFile', { name: current.name })}</a>
            </p>
          ) : null}
        </div>
      </div>
      {percent !== null && (
        <div className="file-field__progress">
          <progress id={`${id}-progress`} max={100} value={percent} aria-label={label} />
          <span aria-live="polite">{t('ui.uploading', { percent })}</span>
        </div>
      )}
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </div>
  );
}

/** The chosen file's problem in the reader's language, for the caller's error slot. */
export function useFileCheck() {
  const message = useMessage();
  return (file: File | null, rule: UploadRule, typeMessage: string): string | undefined => {
    if (!file) return undefined;
    const problem = checkFile(file, rule, typeMessage);
    return problem ? message(problem.text, problem.values) : undefined;
  };
}
