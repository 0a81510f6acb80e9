import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { saveAndTestListingFeed, syncNow } from '../../../shared/properties/server/sync-admin.js';

const noStore = { 'cache-control': 'private, no-store' };

export const propertySyncOperations = {
  saveAndTestListingFeed: async ({ body, actor }) => ok(await saveAndTestListingFeed(body, actor), noStore),
  syncListings: async ({ actor }) => {
    const outcome = await syncNow(actor);
    // The feed (a third party) failed, not the request: 502 with the spec's message and the reason.
    if (!outcome.ok) return { status: 502, body: { error: { code: 'UPSTREAM', message: outcome.message } }, headers: noStore };
    return ok({ summary: outcome.summary }, noStore);
  },
} satisfies Partial<OperationsOf<'integrations-api'>>;
