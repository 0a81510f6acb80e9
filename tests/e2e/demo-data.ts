import type { APIRequestContext } from '@playwright/test';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import type { Page as ResultPage, PropertyCard, PropertyDetail } from '../../shared/properties/api.js';
import { expect } from './fixtures.js';

/**
 * Tests name the demo property they need (infra/local/seed/data) rather than taking whichever comes
 * first: what they check is then always there, and a seed change that removes it fails loudly
 * instead of silently skipping an assertion. Found through the public API, by its title.
 */
export async function demoProperty(request: APIRequestContext, key: string): Promise<PropertyDetail> {
  const seeded = demoProperties.find((property) => property.key === key);
  if (!seeded) throw new Error(`No demo property "${key}" in infra/local/seed/data/properties.ts`);
  expect(seeded.isActive, `demo property "${key}" is public`).toBe(true);
  const list = await request.get(`/api/properties?${new URLSearchParams({ q: seeded.title, limit: '48' })}`);
  expect(list.ok()).toBe(true);
  const matches = ((await list.json()) as ResultPage<PropertyCard>).items.filter((card) => card.title === seeded.title);
  expect(matches, `the API lists demo property "${key}" once`).toHaveLength(1);
  const detail = await request.get(`/api/properties/${matches[0]!.id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as PropertyDetail;
}
