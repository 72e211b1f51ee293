import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * An accessible modal on the native <dialog>: focus is trapped and restored by the browser, Escape closes
 * it, and the page behind is inert.
 */
export function Modal({
  open,
  title,
  onClose,
  closeLabel,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Several dialogs may live on one page: each title has its own id.
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {open && (
        <div className="modal__body">
          <div className="modal__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
