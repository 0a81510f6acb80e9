import { LayoutGrid, List, type LucideIcon } from './icons';

export type GridOrList = 'grid' | 'list';

type ViewToggleProps<V extends GridOrList> = {
  /** The group's name, e.g. 'Affichage'. */
  label: string;
  labels: Record<V, string>;
  view: V;
  onChange: (view: V) => void;
};

const ICONS: Record<GridOrList, LucideIcon> = { grid: LayoutGrid, list: List };

/** Grid or list: two pressed/unpressed buttons in a labelled group (listings, admin properties, brokers). */
export function ViewToggle<V extends GridOrList>({ label, labels, view, onChange }: ViewToggleProps<V>) {
  return (
    <div role="group" aria-label={label} className="inline-flex self-start rounded-lg bg-navy-50 p-1 ring-1 ring-navy-100">
      {(Object.keys(labels) as V[]).map((value) => {
        const Icon: LucideIcon = ICONS[value];
        return (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onChange(value)}
            className={`inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors ${
              view === value ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-white'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {labels[value]}
          </button>
        );
      })}
    </div>
  );
}
