import { X } from '../icons';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { Button } from './button';

type DialogProps = {
  title: string;
  description?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Lets the owner close it programmatically (dialog.close() still fires onClose). */
  dialogRef?: Ref<HTMLDialogElement | null>;
  className?: string;
};

/**
 * A native modal <dialog>, opened on mount: the browser makes the page inert (the focus trap), moves
 * focus in, closes on Escape and returns focus to the opener. No dialog library: it would add
 * JavaScript for what the browser does. The owner mounts it to open it and unmounts it from onClose,
 * so each opening starts fresh.
 */
export function Dialog({ title, description, closeLabel, onClose, children, dialogRef, className = '' }: DialogProps) {
  const innerRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = innerRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function setRefs(element: HTMLDialogElement | null) {
    innerRef.current = element;
    if (typeof dialogRef === 'function') dialogRef(element);
    else if (dialogRef) dialogRef.current = element;
  }

  return (
    <dialog
      ref={setRefs}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      // A click whose target is the dialog itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl border-0 bg-white p-0 text-navy-900 shadow-2xl backdrop:bg-navy-950/70 ${className}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-navy-100 px-6 py-4">
        <div>
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          )}
        </div>
        <Button variant="ghost" size="icon" onClick={() => innerRef.current?.close()} aria-label={closeLabel}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
