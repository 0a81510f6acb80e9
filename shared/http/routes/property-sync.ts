import type { SyncSummary } from '../../properties/api.js';
import type { IntegrationView } from '../../settings/integrations.js';
import { integrationValuesSchema } from '../../settings/schema.js';
import { returns, route } from '../route.js';

/** Property-listing CRM actions: save-and-test, synchronise (integrations-api: it may read the keys). */
export const propertySyncRoutes = {
  /** 'Sauvegarder et tester': checks the typed key and agent id against the feed, then saves them; 400 and nothing saved when the check fails. */
  saveAndTestListingFeed: route({ method: 'PUT', path: '/api/admin/integrations/realhubListings/test-and-save', fn: 'integrations-api', reply: returns<IntegrationView>(), auth: 'admin', body: integrationValuesSchema }),
  /**
   * 'Synchroniser': imports the feed now, for 20 s at most; `{ summary: { inserted, updated, deactivated, unchanged, skipped,
   * withheld, complete, remaining } }` (`complete: false`: stopped at the deadline, nothing deactivated), 502 when the run fails.
   */
  syncListings: route({ method: 'POST', path: '/api/admin/integrations/realhubListings/sync', fn: 'integrations-api', reply: returns<{ summary: SyncSummary }>(), auth: 'admin' }),
};
