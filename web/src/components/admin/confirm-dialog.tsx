import { useRef } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { frAdmin } from '../../i18n/fr-admin';
import { errorMessage } from '../../lib/http-errors';
import { notify } from '../../lib/toast';

type ConfirmDialogProps = {
  title: string;
  /** The question, e.g. the spec's 'Êtes-vous sûr de vouloir supprimer ce courtier ?'. */
  question: string;
  confirmLabel: string;
  busy?: boolean;
  /** Red confirm button for deletions. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A confirmation before an admin action; focus starts on 'Annuler', Escape cancels. */
export function ConfirmDialog({ title, question, confirmLabel, busy = false, destructive = false, onConfirm, onClose }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <Dialog title={title} description={question} closeLabel={frAdmin.common.close} onClose={onClose} dialogRef={dialogRef} className="max-w-md">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="subtle" size="md" onClick={() => dialogRef.current?.close()} autoFocus>
          {frAdmin.common.cancel}
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-white transition-colors disabled:cursor-wait disabled:opacity-70 ${
            destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-navy-900 hover:bg-navy-800'
          }`}
        >
          {busy ? frAdmin.common.pending : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

type DeleteDialogProps = {
  title: string;
  question: string;
  /** 'Supprimer' in the area's words. */
  confirmLabel: string;
  /** The deletion (a mutation's mutateAsync) and whether it runs. */
  onDelete: () => Promise<unknown>;
  busy: boolean;
  /** The toasts: done, and the title of a failure (its server message as description). */
  toasts: { deleted: string; failed: string };
  onClose: () => void;
};

/**
 * Asks before deleting one item, deletes it, says how it went in a toast, then closes. A refusal stays 8 s:
 * its description is the server's reason (a broker still primary on listed properties names them).
 */
export function DeleteDialog({ title, question, confirmLabel, onDelete, busy, toasts, onClose }: DeleteDialogProps) {
  const confirm = () =>
    onDelete().then(
      () => notify.success(toasts.deleted),
      (error: unknown) => notify.error(toasts.failed, { description: errorMessage(error), duration: 8000 }),
    ).finally(onClose);
  return <ConfirmDialog title={title} question={question} confirmLabel={confirmLabel} destructive busy={busy} onConfirm={() => void confirm()} onClose={onClose} />;
}
