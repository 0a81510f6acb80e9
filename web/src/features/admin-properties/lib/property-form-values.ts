import type { AdminPropertyDetail } from '../api/admin-property-types';
import type { PhotoItem } from '../components/photos-field';
import { PROPERTY_INPUT_KEYS, type PropertyFormInput } from './property-form-schema';

/** Photos the property already has, main photo (imageUrl) first. */
export function initialPhotos(property?: AdminPropertyDetail): PhotoItem[] {
  if (!property) return [];
  const urls = [...property.photosUrls];
  if (property.imageUrl) {
    const at = urls.indexOf(property.imageUrl);
    if (at > 0) urls.splice(at, 1);
    if (at !== 0) urls.unshift(property.imageUrl);
  }
  return urls.map((url, index) => ({ key: `stored-${index}-${url}`, url, status: 'done' }));
}

/** The form's values: empty for a new property, the stored ones for an edit. */
export function defaultValues(property?: AdminPropertyDetail): PropertyFormInput {
  if (!property) {
    return {
      title: '',
      description: '',
      price: 0,
      location: '',
      propertyType: 'maison',
      status: 'disponible',
      transactionType: 'sale',
      photosUrls: [],
      bedrooms: 0,
      bathrooms: 0,
      isActive: true,
      isFeatured: false,
      agents: [],
    };
  }
  const fields: Record<string, unknown> = {};
  for (const key of PROPERTY_INPUT_KEYS) if (key !== 'agents' && property[key] !== undefined && property[key] !== null) fields[key] = property[key];
  return { ...(fields as PropertyFormInput), agents: property.agents.map((agent) => ({ agentId: agent.id, isPrimary: agent.isPrimary })) };
}
