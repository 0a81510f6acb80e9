import { describe, expectTypeOf, it } from 'vitest';
import type { Page, PropertyCard, PropertyDetail } from '../../shared/properties/api.js';
import { api } from '../../web/src/lib/api-client.js';

/** Compile-time checks (npm run typecheck fails when one no longer holds); the calls never run. */
const never = false as boolean;

describe('api client types', () => {
  it('types each call from the route table', () => {
    if (never) {
      expectTypeOf(api.get('/properties/{id}', { params: { id: 'p1' } })).resolves.toEqualTypeOf<PropertyDetail>();
      expectTypeOf(api.get('/properties', { query: { type: 'Condo', limit: 12 } })).resolves.toEqualTypeOf<Page<PropertyCard>>();
      // @ts-expect-error a path the table does not have
      void api.get('/propertie/{id}', { params: { id: 'p1' } });
      // @ts-expect-error a path parameter is required
      void api.get('/properties/{id}');
      // @ts-expect-error a query field the route does not take
      void api.get('/properties', { query: { colour: 'red' } });
      // @ts-expect-error a GET route called with another method
      void api.post('/properties/featured');
      // @ts-expect-error a body that does not match the route's schema
      void api.patch('/admin/properties/{id}', { params: { id: 'p1' }, body: { price: 'cher' } });
    }
  });
});
