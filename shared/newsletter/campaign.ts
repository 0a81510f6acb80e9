import * as z from 'zod/mini';
import { adminPageFields, unknownParameter } from '../list-query.js';

/**
 * Newsletter campaigns (issue 26, item 4): Abonnés → 'Campagnes'. A campaign is written as a draft
 * (subject, the blog editor's HTML, listings and articles to feature), previewed, tested on its author,
 * then sent once to every active subscriber: a fan-out puts the recipients on a queue in chunks, a
 * sender drains it at the SES account's rate, and each delivery is claimed before it is sent, so a
 * retry never mails anyone twice.
 */
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_LIMITS = { subject: 150, bodyChars: 100_000, listings: 6, posts: 4 } as const;

export const CAMPAIGN_MESSAGES = {
  subjectRequired: 'Le sujet est obligatoire.',
  subjectTooLong: `Le sujet ne peut dépasser ${CAMPAIGN_LIMITS.subject} caractères.`,
  bodyRequired: 'Le contenu de la campagne est obligatoire.',
  bodyTooLong: 'Le contenu est trop long.',
  tooManyListings: `Choisissez au plus ${CAMPAIGN_LIMITS.listings} propriétés.`,
  tooManyPosts: `Choisissez au plus ${CAMPAIGN_LIMITS.posts} articles.`,
  notFound: 'Campagne introuvable.',
  notDraft: 'Cette campagne est déjà partie : elle ne peut plus être modifiée ni envoyée de nouveau.',
  changed: 'Cette campagne a été modifiée entre-temps : rechargez-la puis recommencez.',
  noRecipients: 'Aucun abonné actif : la campagne n’aurait aucun destinataire.',
  unknownListing: 'Une des propriétés choisies n’existe plus ou n’est pas publiée.',
  unknownPost: 'Un des articles choisis n’existe plus ou n’est pas publié.',
  noSenderAddress: 'Votre compte n’a pas d’adresse courriel : le test ne peut pas être envoyé.',
} as const;

const ids = (max: number, message: string) =>
  z._default(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(max, message)), []);

/** A draft as the editor saves it; the HTML is sanitized by the server like an article's before it is stored. */
export const campaignDraftBodySchema = z.strictObject(
  {
    subject: z.string({ error: CAMPAIGN_MESSAGES.subjectRequired }).check(
      z.trim(),
      z.minLength(1, CAMPAIGN_MESSAGES.subjectRequired),
      z.maxLength(CAMPAIGN_LIMITS.subject, CAMPAIGN_MESSAGES.subjectTooLong),
    ),
    bodyHtml: z.string({ error: CAMPAIGN_MESSAGES.bodyRequired }).check(
      z.refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, CAMPAIGN_MESSAGES.bodyRequired),
      z.maxLength(CAMPAIGN_LIMITS.bodyChars, CAMPAIGN_MESSAGES.bodyTooLong),
    ),
    listingIds: ids(CAMPAIGN_LIMITS.listings, CAMPAIGN_MESSAGES.tooManyListings),
    postIds: ids(CAMPAIGN_LIMITS.posts, CAMPAIGN_MESSAGES.tooManyPosts),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Champ inconnu : ${issue.keys.join(', ')}.` : undefined) },
);
export type CampaignDraftBody = z.input<typeof campaignDraftBodySchema>;

export const adminCampaignsQuerySchema = z.strictObject({ ...adminPageFields(20) }, { error: unknownParameter });

/** The stored campaign (shared/db/entities/campaign.ts). */
export const campaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  listingIds: z.array(z.string()),
  postIds: z.array(z.string()),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  /** Who pressed 'Envoyer' and when; null for a draft. */
  sentBy: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  /** Recipients put on the queue so far; final once fanoutDone. */
  recipients: z.number(),
  fanoutDone: z.boolean(),
  /** Where the fan-out resumes after a failure (the active-subscriber index's cursor). */
  fanoutCursor: z.nullable(z.string()),
  /** The content as sent (JSON of CampaignContent), fixed when sending starts: every recipient reads the same. */
  content: z.nullable(z.string()),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A featured listing or article, as the mail shows it (fixed when sending starts). */
export type CampaignItem = { kind: 'listing' | 'post'; title: string; detail: string; url: string; imageUrl: string | null };
export type CampaignContent = { subject: string; bodyHtml: string; items: CampaignItem[] };

/** One delivery: a recipient's claim, taken before its mail is sent (shared/db/entities/campaign-delivery.ts). */
export const DELIVERY_STATUSES = ['sending', 'sent', 'failed', 'skipped'] as const;
export const campaignDeliverySchema = z.object({
  campaignId: z.string(),
  subscriberId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  claimedAt: z.string(),
  messageId: z.optional(z.string()),
  /** SES's error name for a failed one (never the address). */
  error: z.optional(z.string()),
});
export type CampaignDelivery = z.infer<typeof campaignDeliverySchema>;

/** What a campaign's page shows: progress and what came back (counter items, never a count of deliveries). */
export type CampaignProgress = {
  recipients: number;
  sent: number;
  failed: number;
  /** Unsubscribed or deleted between the fan-out and their turn: not mailed. */
  skipped: number;
  remaining: number;
  bounced: number;
  complaints: number;
  unsubscribed: number;
};

export type AdminCampaign = Omit<Campaign, 'fanoutCursor' | 'content'> & { progress: CampaignProgress };
export type AdminCampaignSummary = Pick<Campaign, 'id' | 'subject' | 'status' | 'createdAt' | 'updatedAt' | 'startedAt' | 'finishedAt' | 'recipients'>;
export type CampaignPreview = { subject: string; html: string; text: string };
export type CampaignTestResult = { sentTo: string };

/** The counters of one campaign (scope, bucket = the campaign id, name). */
export const CAMPAIGN_COUNTER_SCOPE = 'campaign';
export const CAMPAIGN_COUNTERS = ['sent', 'failed', 'skipped', 'bounced', 'complaints', 'unsubscribed'] as const;
export type CampaignCounter = (typeof CAMPAIGN_COUNTERS)[number];

export function campaignProgress(recipients: number, counters: Record<string, number>): CampaignProgress {
  const count = (name: CampaignCounter) => Math.max(0, counters[name] ?? 0);
  const [sent, failed, skipped] = [count('sent'), count('failed'), count('skipped')];
  return {
    recipients,
    sent,
    failed,
    skipped,
    remaining: Math.max(0, recipients - sent - failed - skipped),
    bounced: count('bounced'),
    complaints: count('complaints'),
    unsubscribed: count('unsubscribed'),
  };
}

/** Sending is over once every recipient put on the queue has an outcome and the fan-out has ended. */
export const campaignFinished = (campaign: Pick<Campaign, 'fanoutDone' | 'recipients'>, progress: CampaignProgress) =>
  campaign.fanoutDone && progress.remaining === 0;
