import { Mail, MessageSquare, Phone } from '../../../components/icons';
import { useId, useRef, useState } from 'react';
import type { AdminLead } from '../../../../../shared/leads/api';
import { buttonClass } from '../../../components/ui/button-styles';
import { mailtoHref, telHref } from '../../../lib/contact-links';
import { frLeads } from '../i18n/fr';

const t = frLeads;

/**
 * 'Contacter': a disclosure with the lead's e-mail (mailto) and phone (tel) links. Tab reaches the
 * links, Escape closes it and gives focus back to the button, leaving it closes it.
 */
export function ContactMenu({ lead }: { lead: Pick<AdminLead, 'name' | 'email' | 'phone'> }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass({ variant: 'subtle', size: 'sm' })}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.contactLabel(lead.name)}
        onClick={() => setOpen((o) => !o)}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t.contact}
      </button>
      {open && (
        <ul id={panelId} className="absolute left-0 z-10 mt-1 min-w-56 rounded-lg border border-navy-100 bg-white p-1 shadow-lg">
          {lead.email && (
            <li>
              <a href={mailtoHref(lead.email)} className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-navy-900 hover:bg-navy-50">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {t.writeTo(lead.email)}
              </a>
            </li>
          )}
          {lead.phone && (
            <li>
              <a href={telHref(lead.phone)} className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-navy-900 hover:bg-navy-50">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {t.call(lead.phone)}
              </a>
            </li>
          )}
          {!lead.email && !lead.phone && <li className="px-3 py-2 text-sm text-slate-600">{t.noContact}</li>}
        </ul>
      )}
    </div>
  );
}
