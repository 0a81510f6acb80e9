import {
  CAMPAIGN_LIMITS,
  adminCampaignsQuerySchema,
  campaignDraftBodySchema,
  type AdminCampaign,
  type AdminCampaignSummary,
  type CampaignPreview,
  type CampaignTestResult,
} from '../../newsletter/campaign.js';
import type { Page } from '../paging.js';
import { returns, route } from '../route.js';

/** A draft's body: the HTML and a little JSON around it. */
const DRAFT_BODY_BYTES = CAMPAIGN_LIMITS.bodyChars * 4 + 16 * 1024;

/**
 * Abonnés → 'Campagnes' (issue 26, item 4). On admin-blog-api: a campaign's HTML is sanitized by the
 * article's sanitizer, which only that function bundles.
 */
export const campaignRoutes = {
  /** Newest first, paged. */
  listCampaigns: route({ method: 'GET', path: '/api/admin/campaigns', fn: 'admin-blog-api', reply: returns<Page<AdminCampaignSummary>>(), auth: 'admin', query: adminCampaignsQuerySchema }),
  /** A new draft (HTML sanitized; the listings and articles must exist and be published). */
  createCampaign: route({ method: 'POST', path: '/api/admin/campaigns', fn: 'admin-blog-api', reply: returns<AdminCampaign>(), auth: 'admin', body: campaignDraftBodySchema, maxBodyBytes: DRAFT_BODY_BYTES }),
  /** One campaign with its progress (sent, remaining, failed) and what came back (bounces, complaints, unsubscribes). */
  getCampaign: route({ method: 'GET', path: '/api/admin/campaigns/{id}', fn: 'admin-blog-api', reply: returns<AdminCampaign>(), auth: 'admin' }),
  /** Replaces a draft; a campaign already sending or sent is a 409. */
  updateCampaign: route({ method: 'PUT', path: '/api/admin/campaigns/{id}', fn: 'admin-blog-api', reply: returns<AdminCampaign>(), auth: 'admin', body: campaignDraftBodySchema, maxBodyBytes: DRAFT_BODY_BYTES }),
  /** Deletes a draft; a campaign already sending or sent is a 409 (its record stays). */
  deleteCampaign: route({ method: 'DELETE', path: '/api/admin/campaigns/{id}', fn: 'admin-blog-api', reply: returns<void>(), auth: 'admin' }),
  /** The mail as a subscriber will read it (subject, HTML, text), with a sample unsubscribe link. */
  previewCampaign: route({ method: 'GET', path: '/api/admin/campaigns/{id}/preview', fn: 'admin-blog-api', reply: returns<CampaignPreview>(), auth: 'admin' }),
  /** Sends the mail, marked as a test, to the signed-in admin's own address only. */
  testCampaign: route({ method: 'POST', path: '/api/admin/campaigns/{id}/test', fn: 'admin-blog-api', reply: returns<CampaignTestResult>(), auth: 'admin' }),
  /** Starts sending a draft to every active subscriber (202: the fan-out and the sender run by events). */
  sendCampaign: route({ method: 'POST', path: '/api/admin/campaigns/{id}/send', fn: 'admin-blog-api', reply: returns<AdminCampaign>(), auth: 'admin' }),
};
