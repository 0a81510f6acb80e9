import { ExternalLink, LogOut, Menu, PanelLeftClose, PanelLeftOpen, UserCog, X } from '../../components/icons';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { BrandMark } from '../../components/brand-logo';
import { PageLoading } from '../../components/page-loading';
import { NoIndex } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { frAdmin } from '../../i18n/fr-admin';
import { useSession } from '../../lib/session';
import { adminNavItems } from './admin-nav';
import { useLiveUpdates } from './use-live-updates';

const COLLAPSED_KEY = 'admin-sidebar-collapsed';

/**
 * The route guard (spec §2): a spinner while the session is being learnt, /auth for a visitor, the
 * home page for a signed-in non-admin. The server decides who is an admin (GET /api/me) and refuses
 * every admin API call anyway: this only spares a non-admin a screen of errors.
 */
export function AdminLayout() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedOut') return <Navigate to="/auth" replace />;
  if (!session.user.isAdmin) return <Navigate to="/" replace />;
  return <AdminShell />;
}

function AdminShell() {
  const session = useSession();
  const liveStatus = useLiveUpdates();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Storage is read after render (the page must also render on the server).
  useEffect(() => setCollapsed(localStorage.getItem(COLLAPSED_KEY) === 'true'), []);
  const toggleCollapsed = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (menuOpen && !dialog.open) dialog.showModal();
    if (!menuOpen && dialog.open) dialog.close();
  }, [menuOpen]);
  // A navigation from the small-screen menu closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signOut = async () => {
    if (await session.signOut()) await navigate('/', { replace: true });
  };
  const user = session.status === 'signedIn' ? session.user : null;
  const userName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';

  const nav = (compact: boolean) => (
    <nav aria-label={frAdmin.nav.label} className="flex-1 overflow-y-auto">
      <ul className="space-y-1">
        {adminNavItems.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              title={compact ? label : undefined}
              aria-label={compact ? label : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium transition-colors ${
                  isActive ? 'bg-gold-400 text-navy-950' : 'text-navy-100 hover:bg-navy-800 hover:text-white'
                } ${compact ? 'justify-center' : ''}`
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {!compact && <span>{label}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );

  const footer = (compact: boolean) => (
    <div className="space-y-1 border-t border-navy-800 pt-3">
      <p role="status" title={compact ? frAdmin.live.status[liveStatus] : undefined} className={`flex items-center gap-2 px-3 text-sm text-navy-200 ${compact ? 'justify-center' : ''}`}>
        <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${liveStatus === 'live' ? 'bg-green-400' : liveStatus === 'offline' ? 'bg-red-400' : 'bg-gold-400'}`} />
        <span className={compact ? 'sr-only' : undefined}>{frAdmin.live.status[liveStatus]}</span>
      </p>
      {!compact && userName && <p className="truncate px-3 text-sm text-navy-200">{frAdmin.signedInAs(userName)}</p>}
      {/* The admin's own settings (two-factor sign-in): here with the account, not among the spec's ten entries. */}
      <NavLink
        to="/admin/account"
        title={compact ? frAdmin.account : undefined}
        aria-label={compact ? frAdmin.account : undefined}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-gold-400 text-navy-950' : 'text-navy-100 hover:bg-navy-800 hover:text-white'} ${compact ? 'justify-center' : ''}`
        }
      >
        <UserCog aria-hidden="true" className="size-5 shrink-0" />
        {!compact && frAdmin.account}
      </NavLink>
      <Link
        to="/"
        title={compact ? frAdmin.backToSite : undefined}
        aria-label={compact ? frAdmin.backToSite : undefined}
        className={`flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-navy-100 hover:bg-navy-800 hover:text-white ${compact ? 'justify-center' : ''}`}
      >
        <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
        {!compact && frAdmin.backToSite}
      </Link>
      <button
        type="button"
        onClick={signOut}
        title={compact ? frAdmin.signOut : undefined}
        aria-label={compact ? frAdmin.signOut : undefined}
        className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-navy-100 hover:bg-navy-800 hover:text-white ${compact ? 'justify-center' : ''}`}
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        {!compact && frAdmin.signOut}
      </button>
    </div>
  );

  return (
    <div className="min-h-dvh bg-navy-50 lg:flex">
      <NoIndex />
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold-400 motion-reduce:animate-none" />
      )}

      {/* Large screens: the collapsible sidebar. */}
      <aside
        className={`dark-surface sticky top-0 hidden h-dvh shrink-0 flex-col gap-4 bg-navy-950 p-3 text-white transition-[width] motion-reduce:transition-none lg:flex ${
          collapsed ? 'w-18' : 'w-64'
        }`}
      >
        <div className={`flex items-center gap-2 ${collapsed ? 'flex-col' : 'justify-between'}`}>
          <Link to="/admin" className="flex items-center gap-2 rounded-md px-1 font-semibold">
            <BrandMark className="size-8" />
            {!collapsed && <span>{frAdmin.heading}</span>}
          </Link>
          <Button
            variant="ghost-dark"
            size="icon"
            onClick={toggleCollapsed}
            aria-expanded={!collapsed}
            aria-label={collapsed ? frAdmin.expand : frAdmin.collapse}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
          </Button>
        </div>
        {nav(collapsed)}
        {footer(collapsed)}
      </aside>

      {/* Small screens: a top bar and the same entries in a modal menu. */}
      <header className="dark-surface sticky top-0 z-40 flex h-14 items-center justify-between bg-navy-950 px-4 text-white lg:hidden">
        <Link to="/admin" className="flex items-center gap-2 rounded-md font-semibold">
          <BrandMark className="size-7" />
          <span>{frAdmin.heading}</span>
        </Link>
        <Button variant="ghost-dark" size="icon" onClick={() => setMenuOpen(true)} aria-label={frAdmin.openMenu} aria-haspopup="dialog" aria-expanded={menuOpen}>
          <Menu aria-hidden="true" className="size-6" />
        </Button>
      </header>
      <dialog
        ref={dialogRef}
        aria-label={frAdmin.nav.label}
        onClose={() => setMenuOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setMenuOpen(false);
        }}
        className="dark-surface fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-navy-950 p-0 text-white backdrop:bg-navy-950/60 lg:hidden"
      >
        <div className="flex min-h-full flex-col gap-4 p-3">
          <div className="flex items-center justify-between">
            <span className="px-1 font-semibold">{frAdmin.heading}</span>
            <Button variant="ghost-dark" size="icon" onClick={() => setMenuOpen(false)} aria-label={frAdmin.closeMenu}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
          {nav(false)}
          {footer(false)}
        </div>
      </dialog>

      <main id="contenu" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}
