import { useId } from 'react';
import './upload-progress.css';

/**
 * The progress of an upload: a labelled <progress> that screen readers read as a percentage, and the
 * percentage in text for everyone.
 */
export function UploadProgress({ fraction, label }: { fraction: number | null; label: string }) {
  const id = useId();
  if (fraction === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="upload-progress">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">{percent}%</span>
      </label>
      <progress id={id} max={100} value={percent} />
    </div>
  );
}
