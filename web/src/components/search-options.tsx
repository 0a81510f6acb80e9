import { budgetRangesOf } from '../../../shared/properties/budget';
import { PROPERTY_TYPE_LABELS, typeLabel } from '../../../shared/properties/labels';
import type { PropertyType } from '../../../shared/properties/schema';
import { frComponents } from '../i18n/fr-components';

/** "Any" option value: select items never carry an empty value (public-site.md §5). */
export const ANY_OPTION = 'all';
const ALL_TYPES = Object.keys(PROPERTY_TYPE_LABELS) as PropertyType[];

/** The options of a property-type select (hero search, listing filters), "any type" first. */
export function PropertyTypeOptions({ types = ALL_TYPES }: { types?: readonly PropertyType[] }) {
  return (
    <>
      <option value={ANY_OPTION}>{frComponents.searchFilters.anyType}</option>
      {types.map((type) => (
        <option key={type} value={type}>
          {typeLabel(type)}
        </option>
      ))}
    </>
  );
}

/** The options of a budget select: the hero's price ranges (monthly rents for rentals), "any budget" first. */
export function BudgetOptions({ transaction }: { transaction?: 'sale' | 'rent' }) {
  return (
    <>
      <option value={ANY_OPTION}>{frComponents.searchFilters.anyBudget}</option>
      {Object.entries(budgetRangesOf(transaction)).map(([value, { label }]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
