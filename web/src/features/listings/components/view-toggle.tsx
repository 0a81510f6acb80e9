import { LayoutGrid, List, type LucideIcon } from 'lucide-react';
import { frListings } from '../i18n/fr';
import type { ListingView } from '../hooks/use-listing-params';

export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  return (
    <div role="group" aria-label={frListings.viewLabel} className="inline-flex rounded-lg bg-navy-50 p-1 ring-1 ring-navy-100">
      <ToggleButton icon={LayoutGrid} label={frListings.gridView} pressed={view === 'grid'} onClick={() => onChange('grid')} />
      <ToggleButton icon={List} label={frListings.listView} pressed={view === 'list'} onClick={() => onChange('list')} />
    </div>
  );
}

function ToggleButton({ icon: Icon, label, pressed, onClick }: { icon: LucideIcon; label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors ${
        pressed ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-white'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
