import { Trash2 } from '../../../components/icons';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { frAdminProperties } from '../i18n/fr';

const t = frAdminProperties.detail;

type Props = { deleting: boolean; onConfirm: () => void; onClose: () => void };

/** Spec §5: 'Êtes-vous sûr de vouloir supprimer cette propriété ?' before a property is deleted. */
export function DeletePropertyDialog({ deleting, onConfirm, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <Dialog title={t.confirmTitle} description={t.confirmText} closeLabel={t.close} onClose={onClose} dialogRef={dialogRef} className="max-w-md">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="subtle" size="md" onClick={() => dialogRef.current?.close()} autoFocus>
          {t.cancel}
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={deleting}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {deleting ? t.deleting : t.confirm}
        </button>
      </div>
    </Dialog>
  );
}
