import { X } from '../../../components/icons';
import { useId } from 'react';
import { typeLabel } from '../../../../../shared/properties/labels';
import type { SearchFilterKey, SearchFilters } from '../../../../../shared/search/parse-query';
import { CHIP_KEYS } from '../hooks/use-search-params';
import { frSearch } from '../i18n/fr';

/** The label of each filter understood; undefined when that filter is not set. */
function chipLabel(key: SearchFilterKey, f: SearchFilters): string | undefined {
  const c = frSearch.chips;
  switch (key) {
    case 'location':
      return f.location ? c.location(f.location) : undefined;
    case 'types':
      return f.types?.length ? c.types(f.types.map(typeLabel)) : undefined;
    case 'bedrooms':
      return f.bedrooms ? c.bedrooms(f.bedrooms) : undefined;
    case 'bathrooms':
      return f.bathrooms ? c.bathrooms(f.bathrooms) : undefined;
    case 'budget':
      return f.minPrice !== undefined || f.maxPrice !== undefined ? c.budget(f.minPrice, f.maxPrice) : undefined;
    default:
      return f[key] ? c[key] : undefined;
  }
}

export const chipsOf = (filters: SearchFilters) =>
  CHIP_KEYS.flatMap((key) => {
    const label = chipLabel(key, filters);
    return label ? [{ key, label }] : [];
  });

type FilterChipsProps = {
  filters: SearchFilters;
  unparsed: string[];
  removedCount: number;
  onRemove: (key: SearchFilterKey) => void;
  onRestore: () => void;
};

/** What the sentence was turned into, one removable chip per filter, and what it could not use. */
export function FilterChips({ filters, unparsed, removedCount, onRemove, onRestore }: FilterChipsProps) {
  const titleId = useId();
  const chips = chipsOf(filters);
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h2 id={titleId} className="text-lg font-semibold text-navy-900">
        {frSearch.understoodTitle}
      </h2>
      {chips.length === 0 ? (
        <p className="mt-2 text-slate-700">{frSearch.nothingUnderstood}</p>
      ) : (
        <ul aria-label={frSearch.understoodTitle} className="mt-3 flex flex-wrap gap-2">
          {chips.map(({ key, label }) => (
            <li key={key} data-chip={key} className="inline-flex items-center gap-1 rounded-full bg-navy-900 py-1 pr-1 pl-3 text-sm font-medium text-white [--focus-ring:var(--color-gold-300)]">
              {label}
              <button
                type="button"
                onClick={() => onRemove(key)}
                aria-label={frSearch.removeChip(label)}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-navy-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {unparsed.length > 0 && <p className="mt-3 text-sm text-slate-700">{frSearch.unparsed(unparsed)}</p>}
      {removedCount > 0 && (
        <button type="button" onClick={onRestore} className="mt-3 rounded-sm text-sm font-semibold text-navy-700 underline underline-offset-4">
          {frSearch.restoreAll}
        </button>
      )}
    </section>
  );
}
