import { Menu } from './icons';
import { useState } from 'react';
import { fr } from '../i18n/fr';
import { BrandLogo } from './brand-logo';
import { Button } from './ui/button';
import { SideMenu } from './side-menu';
import { island } from '../islands/island';

const SIDE_MENU_ID = 'menu-lateral';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="dark-surface sticky top-0 z-40 bg-navy-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <Button
          variant="gold-outline"
          size="sm"
          className="text-sm"
          aria-haspopup="dialog"
          // Without the app, the popover's own state is exposed (the browser does it for popovertarget).
          aria-expanded={menuOpen || undefined}
          aria-controls={SIDE_MENU_ID}
          // Works before the app runs; once it does, the click opens the menu as a modal instead.
          popoverTarget={SIDE_MENU_ID}
          onClick={(event) => {
            event.preventDefault();
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-5" />
          {fr.sideMenu.open}
        </Button>
      </div>
      <SideMenu id={SIDE_MENU_ID} open={menuOpen} onOpenChange={setMenuOpen} />
    </header>
  );
}

export const SiteHeaderIsland = island('layout', 'SiteHeader', SiteHeader);
