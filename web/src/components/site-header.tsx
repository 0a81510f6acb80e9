import { Menu } from 'lucide-react';
import { useState } from 'react';
import { fr } from '../i18n/fr';
import { BrandLogo } from './brand-logo';
import { SideMenu } from './side-menu';

const SIDE_MENU_ID = 'menu-lateral';

export function SiteHeader({ isAdmin = false }: { isAdmin?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="dark-surface sticky top-0 z-40 bg-navy-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={() => setMenuOpen(true)}
          className="inline-flex items-center gap-2 rounded-lg border border-gold-400/70 px-3 py-2 text-sm font-semibold text-gold-300 transition-colors hover:bg-navy-800"
        >
          <Menu aria-hidden="true" className="size-5" />
          {fr.sideMenu.open}
        </button>
      </div>
      <SideMenu id={SIDE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} isAdmin={isAdmin} />
    </header>
  );
}
