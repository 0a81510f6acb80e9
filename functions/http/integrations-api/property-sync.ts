import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { saveAndTestListingFeed, syncNow } from '../../../shared/properties/server/sync-admin.js';

const noStore = { 'cache-control': 'private, no-store' };

export const propertySyncOperations = {
  saveAndTestListingFeed: async ({ body, actor }) => ok(await saveAndTestListingFeed(body, actor), noStore),
  // A failed run is a 502 (UpstreamError): the feed, a third party, failed, not the request.
  syncListings: async ({ actor }) => ok({ summary: await syncNow(actor) }, noStore),
} satisfies Partial<OperationsOf<'integrations-api'>>;
