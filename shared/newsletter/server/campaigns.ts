import { randomUUID } from 'node:crypto';
import { CampaignSendRequestedV1 } from '../../../events/campaign-send-requested.v1.js';
import { outboxItem } from '../../../events/publish.js';
import type { Actor } from '../../audit/schema.js';
import { sanitizeArticleHtml } from '../../blog/server/sanitize.js';
import { blogRepository } from '../../blog/server/repository.js';
import { env } from '../../config/env.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { formatListingPrice } from '../../format.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { typeLabel } from '../../properties/labels.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { settingsRepository } from '../../settings/server/repository.js';
import {
  CAMPAIGN_MESSAGES,
  campaignProgress,
  campaignDraftBodySchema,
  type AdminCampaign,
  type Campaign,
  type CampaignContent,
  type CampaignDraftBody,
  type CampaignItem,
  type CampaignPreview,
} from '../campaign.js';
import { campaignMail } from '../campaign-mail.js';
import { newsletterLinks } from '../mail.js';
import { campaignRepository } from './campaign-repository.js';
import { subscriberRepository } from './repository.js';

type Draft = ReturnType<typeof campaignDraftBodySchema.parse>;

const siteOrigin = () => {
  const origin = env().SITE_ORIGIN;
  if (!origin) throw new Error('SITE_ORIGIN is not set: a campaign links to the site');
  return origin.replace(/\/+$/, '');
};
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/** The featured listings and articles as the mail shows them; a missing or unpublished one is the admin's 400. */
async function featuredItems(draft: Pick<Campaign, 'listingIds' | 'postIds'>, origin: string): Promise<CampaignItem[]> {
  const [listings, posts] = await Promise.all([
    Promise.all(draft.listingIds.map((id) => propertyRepository.get(id))),
    Promise.all(draft.postIds.map((id) => blogRepository.getPost(id))),
  ]);
  if (listings.some((p) => !p || !p.isActive)) throw new ValidationError(CAMPAIGN_MESSAGES.unknownListing);
  if (posts.some((p) => !p || !p.isPublished)) throw new ValidationError(CAMPAIGN_MESSAGES.unknownPost);
  return [
    ...listings.map((p) => ({
      kind: 'listing' as const,
      title: p!.title,
      detail: [formatListingPrice(p!.price, p!.transactionType), typeLabel(p!.propertyType), p!.location].join(' · '),
      url: `${origin}/property/${encodeURIComponent(p!.id)}`,
      imageUrl: p!.imageUrl ?? p!.photosUrls[0] ? absolute(origin, (p!.imageUrl ?? p!.photosUrls[0])!) : null,
    })),
    ...posts.map((p) => ({
      kind: 'post' as const,
      title: p!.title,
      detail: p!.excerpt,
      url: `${origin}/blog/${encodeURIComponent(p!.slug)}`,
      imageUrl: p!.featuredImageUrl ? absolute(origin, p!.featuredImageUrl) : null,
    })),
  ];
}

const contentOf = async (campaign: Campaign, origin: string): Promise<CampaignContent> =>
  campaign.content ? (JSON.parse(campaign.content) as CampaignContent) : { subject: campaign.subject, bodyHtml: campaign.bodyHtml, items: await featuredItems(campaign, origin) };

async function current(id: string): Promise<Campaign> {
  const campaign = await campaignRepository.get(id);
  if (!campaign) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
  return campaign;
}

async function currentDraft(id: string): Promise<Campaign> {
  const campaign = await current(id);
  if (campaign.status !== 'draft') throw new ConflictError(CAMPAIGN_MESSAGES.notDraft);
  return campaign;
}

/** The draft's fields once checked: the HTML sanitized like an article's, the featured items existing and published. */
async function checkedDraft(body: CampaignDraftBody): Promise<Draft> {
  const draft = campaignDraftBodySchema.parse(body);
  const clean = { ...draft, bodyHtml: sanitizeArticleHtml(draft.bodyHtml), listingIds: [...new Set(draft.listingIds)], postIds: [...new Set(draft.postIds)] };
  await featuredItems(clean, siteOrigin());
  return clean;
}

async function toAdminCampaign(campaign: Campaign): Promise<AdminCampaign> {
  const { fanoutCursor: _c, content: _content, ...rest } = campaign;
  const counters = campaign.status === 'draft' ? {} : await campaignRepository.counters(campaign.id);
  return { ...rest, progress: campaignProgress(campaign.recipients, counters) };
}

export async function getCampaign(id: string): Promise<AdminCampaign> {
  return toAdminCampaign(await current(id));
}

export async function createCampaign(body: CampaignDraftBody, actor: Actor, now = new Date()): Promise<AdminCampaign> {
  const draft = await checkedDraft(body);
  const at = now.toISOString();
  const campaign: Campaign = {
    id: randomUUID(),
    ...draft,
    status: 'draft',
    createdAt: at,
    updatedAt: at,
    createdBy: actor.email ?? actor.id,
    sentBy: null,
    startedAt: null,
    finishedAt: null,
    recipients: 0,
    fanoutDone: false,
    fanoutCursor: null,
    content: null,
  };
  await campaignRepository.create(campaign);
  return toAdminCampaign(campaign);
}

export async function updateCampaign(id: string, body: CampaignDraftBody, now = new Date()): Promise<AdminCampaign> {
  const before = await currentDraft(id);
  const draft = await checkedDraft(body);
  const after: Campaign = { ...before, ...draft, updatedAt: now.toISOString() };
  if (!(await campaignRepository.replaceDraft(before, after))) throw new ConflictError(CAMPAIGN_MESSAGES.changed);
  return toAdminCampaign(after);
}

export async function deleteCampaign(id: string): Promise<void> {
  const draft = await currentDraft(id);
  if (!(await campaignRepository.deleteDraft(draft))) throw new ConflictError(CAMPAIGN_MESSAGES.changed);
}

/** Links of the preview and the test: the real page, without a subscriber's token. */
const sampleLinks = (origin: string) => newsletterLinks(origin, 'exemple');

export async function previewCampaign(id: string): Promise<CampaignPreview> {
  const origin = siteOrigin();
  const [campaign, identity] = await Promise.all([current(id), settingsRepository.getSiteSettings()]);
  const mail = campaignMail(await contentOf(campaign, origin), 'apercu@example.com', sampleLinks(origin), identity);
  return { subject: mail.subject, html: mail.html!, text: mail.text! };
}

/** The mail, marked as a test, to the signed-in admin only. */
export async function testCampaign(id: string, actor: Actor, sender: MailSender = mailSender): Promise<{ sentTo: string }> {
  if (!actor.email) throw new ValidationError(CAMPAIGN_MESSAGES.noSenderAddress);
  const origin = siteOrigin();
  const [campaign, identity] = await Promise.all([current(id), settingsRepository.getSiteSettings()]);
  await sender.send(campaignMail(await contentOf(campaign, origin), actor.email, sampleLinks(origin), identity, { test: true }));
  return { sentTo: actor.email };
}

/**
 * Starts sending: the content is fixed (every recipient reads the same, whatever is edited later) and the
 * campaign moves to 'sending' with its CampaignSendRequested event, in one transaction. The fan-out and
 * the sender take it from there (shared/newsletter/server/campaign-delivery.ts).
 */
export async function sendCampaign(id: string, actor: Actor, now = new Date()): Promise<AdminCampaign> {
  const draft = await currentDraft(id);
  const { active } = await subscriberRepository.stats(now);
  if (active < 1) throw new ValidationError(CAMPAIGN_MESSAGES.noRecipients);
  const content: CampaignContent = { subject: draft.subject, bodyHtml: draft.bodyHtml, items: await featuredItems(draft, siteOrigin()) };
  const at = now.toISOString();
  const change = { content: JSON.stringify(content), sentBy: actor.email ?? actor.id, startedAt: at, updatedAt: at };
  await campaignRepository.startSending(draft, change, outboxItem(CampaignSendRequestedV1, { campaignId: id }, now));
  return toAdminCampaign({ ...draft, ...change, status: 'sending' });
}
