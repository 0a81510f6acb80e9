import { LogOut, Phone, ShieldCheck, X } from './icons';
import { useEffect, useId, useRef } from 'react';
import { NavLink } from 'react-router';
import { fr } from '../i18n/fr';
import { formatNumber } from '../lib/format';
import { useSession } from '../lib/session';
import { telHref, useSiteIdentity } from '../lib/site-info';
import { useSiteStats } from '../lib/site-stats';
import { adminNavItem, publicNavItems } from './nav-items';
import { Button } from './ui/button';
import { ButtonLink } from './ui/button-link';

type SideMenuProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A native <dialog>. Before the app runs (or without JavaScript) it is a popover: the header's button
 * opens it with `popovertarget`, and the browser closes it on Escape or a click outside. Once the app runs,
 * it is a modal: the browser makes the page behind it inert (focus stays inside), moves focus in on open,
 * closes on Escape and gives focus back to the menu button on close.
 */
export function SideMenu({ id, open, onOpenChange }: SideMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onClose = () => onOpenChange(false);
  const titleId = useId();
  const statsTitleId = useId();
  const helpTitleId = useId();
  const adminTitleId = useId();
  const { phone } = useSiteIdentity();
  const session = useSession();
  // The server says who is an admin (GET /api/me); the entry and the block only reflect it.
  const isAdmin = session.status === 'signedIn' && session.user.isAdmin;
  const signOut = () => {
    onClose();
    void session.signOut();
  };
  const signOutButton = (
    <Button variant="dark-outline" size="md" block onClick={signOut} className="mt-3">
      <LogOut aria-hidden="true" className="size-4" />
      {fr.sideMenu.signOut}
    </Button>
  );
  const items = isAdmin ? [...publicNavItems, adminNavItem] : publicNavItems;
  // Real counts from the site counter, asked for when the menu first opens (never during a server render).
  const stats = useSiteStats(open);
  const liveStats = [
    { value: stats.data?.activeProperties, label: fr.sideMenu.stats.activeListings, name: 'activeProperties' },
    { value: stats.data?.activeAgents, label: fr.sideMenu.stats.activeAgents, name: 'activeAgents' },
  ];

  // Opened as a popover before the app ran: it stays open, as the modal the app's code expects.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog?.matches(':popover-open')) return;
    dialog.hidePopover();
    onOpenChange(true);
  }, [onOpenChange]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id={id}
      popover="auto"
      aria-labelledby={titleId}
      onClose={onClose}
      // A click whose target is the dialog itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="dark-surface fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full overflow-y-auto border-0 bg-navy-950 p-0 text-white shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-navy-950/60 open:translate-x-0 starting:open:translate-x-full motion-reduce:transition-none"
    >
      <div className="flex min-h-full flex-col gap-8 p-6">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {fr.sideMenu.title}
          </h2>
          <Button
            variant="ghost-dark"
            size="icon"
            popoverTarget={id}
            popoverTargetAction="hide"
            onClick={onClose}
            aria-label={fr.sideMenu.close}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>

        <nav aria-label={fr.sideMenu.navigationLabel}>
          <ul className="space-y-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium transition-colors ${
                      isActive ? 'bg-gold-400 text-navy-950' : 'text-navy-100 hover:bg-navy-800 hover:text-white'
                    }`
                  }
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {isAdmin && (
          <section aria-labelledby={adminTitleId} className="rounded-xl border border-gold-400/40 bg-navy-900 p-4">
            <h3 id={adminTitleId} className="flex items-center gap-2 font-semibold text-gold-300">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {fr.sideMenu.adminAccountTitle}
            </h3>
            <p className="mt-1 text-sm text-navy-200">{fr.sideMenu.adminAccountText}</p>
            <ButtonLink to="/admin" onClick={onClose} size="md" block className="mt-3">
              {fr.sideMenu.adminPanel}
            </ButtonLink>
            {signOutButton}
          </section>
        )}

        <section aria-labelledby={statsTitleId}>
          <h3 id={statsTitleId} className="mb-3 text-xs font-semibold uppercase tracking-widest text-gold-300">
            {fr.sideMenu.liveStatsTitle}
          </h3>
          {stats.isError ? (
            <p className="text-sm text-navy-200">{fr.sideMenu.stats.unavailable}</p>
          ) : (
            <ul className="space-y-2" aria-busy={stats.isPending}>
              {liveStats.map(({ value, label, name }) => (
                <li key={name} data-stat={name} className="flex items-center gap-3 rounded-lg bg-navy-900 px-3 py-2 text-sm">
                  <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-emerald-400" />
                  <span>
                    {/* A dash until the count arrives: the menu is in the page (closed) before anyone asks for it. */}
                    <strong className="font-semibold text-white">{value === undefined ? '–' : formatNumber(value)}</strong>{' '}
                    <span className="text-navy-200">{label}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={helpTitleId} className="mt-auto rounded-xl border border-gold-400/40 bg-navy-900 p-4">
          <h3 id={helpTitleId} className="font-semibold text-gold-300">
            {fr.sideMenu.helpTitle}
          </h3>
          <p className="mt-1 text-sm text-navy-200">{fr.sideMenu.helpText}</p>
          {phone && (
            <a href={telHref(phone)} aria-label={fr.sideMenu.callLabel(phone)} className="mt-3 flex items-center gap-2 rounded-md font-semibold text-white hover:text-gold-300">
              <Phone aria-hidden="true" className="size-4" />
              {phone}
            </a>
          )}
          <ButtonLink to="/contact" onClick={onClose} size="md" block className="mt-4">
            {fr.sideMenu.contactButton}
          </ButtonLink>
        </section>

        {session.status === 'signedIn' && !isAdmin && signOutButton}
      </div>
    </dialog>
  );
}
