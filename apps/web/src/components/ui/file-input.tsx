import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import './file-input.css';

/** A stored file as the API describes it (a short-lived signed URL). */
export interface StoredFile {
  url: string;
  name: string;
  size: number;
}

export interface FileInputLabels {
  /** The visible button that opens the file picker ("Choose a file"). */
  choose: string;
  /** Beside the button while no new file is chosen ("No file chosen"). */
  none: string;
  /** "Current CV" / "Current photo". */
  current: string;
  /** "Selected: {name}" for the chosen file's caption. */
  selected: (name: string) => string;
  /** Button that drops the chosen file. */
  clear: string;
  /** Alternative text of the image preview. */
  previewAlt?: string;
}

export interface FileInputProps {
  id?: string;
  /** The `accept` attribute: the file picker shows only these types. */
  accept: string;
  file: File | null;
  /** The file already stored, shown until another one is chosen. */
  current?: StoredFile | null;
  preview: 'image' | 'document';
  labels: FileInputLabels;
  /** Checks a chosen file; a returned message refuses it (the input is cleared). */
  check?: (file: File) => string | null;
  onChange: (file: File | null) => void;
  /** Called with a refusal message, or null when a file was accepted or cleared. */
  onProblem?: (message: string | null) => void;
  formatSize: (bytes: number) => string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** An object URL for a chosen image, released when the file changes or the preview goes away. */
function useObjectUrl(file: File | null, wanted: boolean): string | null {
  const url = useMemo(() => (file && wanted ? URL.createObjectURL(file) : null), [file, wanted]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * A native file input (the platform's picker, keyboard and screen reader support) with a preview: a thumbnail
 * for an image, name and size for a document, and a link to the file already stored. The input is visually
 * replaced by a button-like label in the page's language (the native one speaks the browser's). A file is
 * checked when chosen.
 */
export function FileInput({
  id,
  accept,
  file,
  current,
  preview,
  labels,
  check,
  onChange,
  onProblem,
  formatSize,
  disabled,
  ...aria
}: FileInputProps) {
  const ownId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = id ?? `${ownId}-input`;
  const imageUrl = useObjectUrl(file, preview === 'image');

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    const problem = chosen && check ? check(chosen) : null;
    if (problem) {
      e.target.value = '';
      onChange(null);
      onProblem?.(problem);
      return;
    }
    onChange(chosen);
    onProblem?.(null);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    onProblem?.(null);
    inputRef.current?.focus();
  };

  const shownImage = imageUrl ?? (preview === 'image' ? current?.url : undefined);
  return (
    <div className="file-input">
      <div className="file-input__picker">
        <input
          ref={inputRef}
          id={inputId}
          className="file-input__native"
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={choose}
          {...aria}
        />
        <label htmlFor={inputId} className="btn btn--secondary file-input__button">
          {labels.choose}
        </label>
        {!file && <span className="file-input__none">{labels.none}</span>}
      </div>
      {(file || current) && (
        <div className="file-input__preview">
          {shownImage && (
            <img className="file-input__thumb" src={shownImage} alt={labels.previewAlt ?? ''} width={96} height={96} />
          )}
          <div className="file-input__caption">
            {file ? (
              <>
                <span className="file-input__name">{labels.selected(file.name)}</span>
                <span className="file-input__size">{formatSize(file.size)}</span>
                <button type="button" className="btn btn--ghost file-input__clear" onClick={clear} disabled={disabled}>
                  {labels.clear}
                </button>
              </>
            ) : (
              current && (
                <>
                  <span className="file-input__name">{labels.current}</span>
                  <a href={current.url} target="_blank" rel="noopener noreferrer">
                    {current.name}
                  </a>
                  <span className="file-input__size">{formatSize(current.size)}</span>
                </>
              )
            )}
          </div>
        </div>
      )}
    </div>
  );
}
