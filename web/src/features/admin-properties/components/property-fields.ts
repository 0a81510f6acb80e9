import { AMENITIES, ENERGY_CLASSES, PROPERTY_STATUSES, PROPERTY_TYPES, SALE_CONTEXTS, TRANSACTION_TYPES } from '../../../../../shared/properties/schema';
import { PROPERTY_STATUS_LABELS, PROPERTY_TYPE_LABELS, SALE_CONTEXT_LABELS, TRANSACTION_LABELS } from '../../../../../shared/properties/labels';
import { frAdminProperties } from '../i18n/fr';

const t = frAdminProperties.form;

/**
 * How a field is entered: the form builds the control, the schema checks the value. `lines`: a list of
 * texts, one per line; `choices`: a list of the options, as checkboxes.
 */
export type FieldKind = 'text' | 'textarea' | 'url' | 'integer' | 'decimal' | 'money' | 'select' | 'boolean' | 'lines' | 'choices';

export type FieldDef = {
  name: keyof typeof t.fields;
  kind: FieldKind;
  required?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Grid span on wide screens. */
  wide?: boolean;
};

const typeOptions = PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }));
const statusOptions = PROPERTY_STATUSES.map((value) => ({ value, label: PROPERTY_STATUS_LABELS[value] }));
const transactionOptions = TRANSACTION_TYPES.map((value) => ({ value, label: TRANSACTION_LABELS[value] }));
const saleContextOptions = SALE_CONTEXTS.map((value) => ({ value, label: SALE_CONTEXT_LABELS[value] }));
const energyOptions = ENERGY_CLASSES.map((value) => ({ value, label: value }));

/** Every editable field of the property entity, by form section (id, dates and views are the server's). */
export const FIELD_SECTIONS: ReadonlyArray<{ title: string; hint?: string; fields: FieldDef[]; positionPicker?: true }> = [
  {
    title: t.sections.main,
    fields: [
      { name: 'title', kind: 'text', required: true, wide: true },
      { name: 'transactionType', kind: 'select', required: true, options: transactionOptions },
      { name: 'price', kind: 'money', required: true },
      { name: 'location', kind: 'text', required: true },
      { name: 'propertyType', kind: 'select', required: true, options: typeOptions },
      { name: 'status', kind: 'select', required: true, options: statusOptions },
      { name: 'saleContext', kind: 'select', options: saleContextOptions },
      { name: 'mlsNumber', kind: 'text' },
      { name: 'virtualTourUrl', kind: 'url' },
      { name: 'description', kind: 'textarea', wide: true },
    ],
  },
  {
    title: t.sections.position,
    hint: t.positionHint,
    positionPicker: true,
    fields: [
      { name: 'postalCode', kind: 'text' },
      { name: 'latitude', kind: 'decimal' },
      { name: 'longitude', kind: 'decimal' },
    ],
  },
  {
    title: t.sections.details,
    fields: [
      { name: 'bedrooms', kind: 'integer' },
      { name: 'bathrooms', kind: 'decimal' },
      { name: 'areaSqft', kind: 'decimal' },
      { name: 'surfaceArea', kind: 'decimal' },
      { name: 'roomsCount', kind: 'integer' },
      { name: 'yearBuilt', kind: 'integer' },
      { name: 'garageSpaces', kind: 'integer' },
      { name: 'parkingSpaces', kind: 'integer' },
      { name: 'totalFloors', kind: 'integer' },
      { name: 'fireplacePresent', kind: 'boolean' },
      { name: 'basementType', kind: 'text' },
      { name: 'rating', kind: 'decimal' },
      { name: 'daysOnMarket', kind: 'integer' },
      { name: 'features', kind: 'lines', wide: true },
      { name: 'amenities', kind: 'choices', wide: true, options: AMENITIES.map((value) => ({ value, label: value })) },
    ],
  },
  {
    title: t.sections.energy,
    fields: [
      { name: 'dpeEnergyClass', kind: 'select', options: energyOptions },
      { name: 'dpeGesClass', kind: 'select', options: energyOptions },
      { name: 'energyEfficiencyRating', kind: 'decimal' },
      { name: 'carbonFootprint', kind: 'decimal' },
      { name: 'heatingType', kind: 'text' },
      { name: 'heatingFuel', kind: 'text' },
      { name: 'airConditioning', kind: 'text' },
    ],
  },
  {
    title: t.sections.costs,
    fields: [
      { name: 'propertyTaxesAnnual', kind: 'decimal' },
      { name: 'hoaFees', kind: 'decimal' },
      { name: 'maintenanceFees', kind: 'decimal' },
      { name: 'insuranceAnnual', kind: 'decimal' },
      { name: 'closingCostsEstimate', kind: 'decimal' },
    ],
  },
  {
    title: t.sections.scores,
    fields: [
      { name: 'walkScore', kind: 'integer' },
      { name: 'transitScore', kind: 'integer' },
      { name: 'bikeScore', kind: 'integer' },
    ],
  },
];
