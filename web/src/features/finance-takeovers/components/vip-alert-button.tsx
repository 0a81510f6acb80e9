import { BellRing } from '../../../components/icons';
import { useState } from 'react';
import { AlertForm } from '../../../components/alert-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { frFinance as t } from '../i18n/fr';
import { island } from '../../../islands/island';

/** 'S'inscrire à l'Alerte VIP': opens a native modal dialog with an alert on repossessions (double opt-in, like every alert). */
const VIP_CRITERIA = { saleContext: 'reprise_finance' } as const;

export function VipAlertButton({ label, variant = 'gold' }: { label: string; variant?: 'gold' | 'navy' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size="xl" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <BellRing aria-hidden="true" className="size-5" />
        {label}
      </Button>
      {open && (
        <Dialog
          title={t.dialog.title}
          description={t.dialog.description}
          closeLabel={t.dialog.close}
          onClose={() => setOpen(false)}
          // Opened from centred, navy sections: the dialog is a light surface of its own (alignment, focus ring).
          className="max-w-lg text-left [--focus-ring:var(--color-navy-700)]"
        >
          <AlertForm source="alerte-vip" criteria={VIP_CRITERIA} disclosure={false} submitLabel={t.dialog.title} />
        </Dialog>
      )}
    </>
  );
}

export const VipAlertButtonIsland = island('finance', 'VipAlertButton', VipAlertButton);
