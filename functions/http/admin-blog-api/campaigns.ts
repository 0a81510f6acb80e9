import { accepted, created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { campaignRepository } from '../../../shared/newsletter/server/campaign-repository.js';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  previewCampaign,
  sendCampaign,
  testCampaign,
  updateCampaign,
} from '../../../shared/newsletter/server/campaigns.js';

export const campaignOperations = {
  listCampaigns: async ({ query }) => ok(await campaignRepository.list(query)),
  createCampaign: async ({ body, actor }) => created(await createCampaign(body, actor)),
  getCampaign: async ({ params }) => ok(await getCampaign(params.id)),
  updateCampaign: async ({ params, body }) => ok(await updateCampaign(params.id, body)),
  deleteCampaign: async ({ params }) => {
    await deleteCampaign(params.id);
    return noContent();
  },
  previewCampaign: async ({ params }) => ok(await previewCampaign(params.id)),
  testCampaign: async ({ params, actor }) => ok(await testCampaign(params.id, actor)),
  sendCampaign: async ({ params, actor }) => accepted(await sendCampaign(params.id, actor)),
} satisfies Partial<OperationsOf<'admin-blog-api'>>;
