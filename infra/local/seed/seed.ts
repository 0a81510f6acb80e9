import { createHash } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { agentRepository } from '../../../shared/agents/server/repository.js';
import { agentSchema } from '../../../shared/agents/schema.js';
import { blogRepository } from '../../../shared/blog/server/repository.js';
import { savePost } from '../../../shared/blog/server/save-post.js';
import { blogCategorySchema, blogPostSchema } from '../../../shared/blog/schema.js';
import { propertyRepository } from '../../../shared/properties/server/repository.js';
import { propertySchema } from '../../../shared/properties/schema.js';
import { settingsRepository } from '../../../shared/settings/server/repository.js';
import { siteClaimsRepository } from '../../../shared/settings/server/claims.js';
import { ensureDashboardCounters } from '../../../shared/dashboard/server/service.js';
import { statsRepository } from '../../../shared/stats/server/repository.js';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/settings/schema.js';
import { testimonialRepository } from '../../../shared/testimonials/server/repository.js';
import { testimonialSchema } from '../../../shared/testimonials/schema.js';
import { demoAgents } from './data/agents.js';
import { demoCategories, demoPosts } from './data/blog.js';
import { demoProperties } from './data/properties.js';
import { demoSiteClaims, demoSiteContacts, demoSiteIdentity } from './data/site.js';
import { demoTestimonials } from './data/testimonials.js';
import { seedDemoAppointments } from './appointments.js';
import { seedDemoLeads } from './leads.js';
import { seedDemoSubscribers } from './subscribers.js';
import { seedDemoTracking } from './tracking.js';
import sharp from 'sharp';
import { lazily } from '../../../shared/format.js';
import { renderPhoto } from '../../../shared/media/server/process.js';
import { photoUrl, renditionKey, RENDITION_WIDTHS } from '../../../shared/media/renditions.js';
import { HERO_WIDTHS } from '../../../web/src/features/home/hero-images.js';
import { renderBlogCover, renderBrokerPortrait, renderHeroImage, renderPropertyPhoto } from './photos.js';
import { demoMediaCache } from './media-cache.js';

/** Stable UUID from a demo key: re-seeding overwrites the same items instead of adding copies. */
export function demoId(kind: string, key: string) {
  const h = createHash('sha1').update(`brokerage-demo:${kind}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

type Media = { s3: S3Client; bucket: string };

/** Uploads once: photos are rendered only when the object is missing, and only once per machine (demoMediaCache). */
async function ensureObject(media: Media, key: string, render: () => Promise<Buffer>) {
  const exists = await media.s3.send(new HeadObjectCommand({ Bucket: media.bucket, Key: key })).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const body = await demoMediaCache.get(key, render);
    await media.s3.send(new PutObjectCommand({ Bucket: media.bucket, Key: key, Body: body, ContentType: 'image/webp', CacheControl: 'public, max-age=31536000' }));
  }
  return `/media/${key}`;
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/**
 * Idempotent French demo data: agents, properties with photos, blog, testimonials, settings. Every
 * item is parsed with its area's schema and written through its repository, so the seed derives its
 * index keys exactly as the API does.
 */
export async function seedDemoData(options: Media & { adminUserId: string; now?: Date }) {
  const now = options.now ?? new Date();
  const media: Media = options;
  // A table filled before the site counter existed gets it counted once; the writes below then move it.
  await statsRepository.ensureCounter();
  await ensureDashboardCounters();

  // Each hero background with the smaller copies its srcset names (a phone loads the 960 one).
  await inBatches([0, 1, 2, 3], 2, async (i) => {
    const original = lazily(() => renderHeroImage(i));
    await ensureObject(media, `site/hero-${i + 1}.webp`, original);
    for (const width of HERO_WIDTHS.filter((w) => w < 1920)) {
      await ensureObject(media, `site/hero-${i + 1}-${width}.webp`, async () => sharp(await original()).resize({ width }).webp({ quality: 68 }).toBuffer());
    }
  });

  const agentIds = new Map<string, string>();
  await inBatches(demoAgents, 4, async ({ key, ...agent }) => {
    const id = demoId('agent', key);
    agentIds.set(key, id);
    const imageUrl = await ensureObject(media, `agents/${id}.webp`, () => renderBrokerPortrait({ seed: key, name: agent.name }));
    // Parsed with the entity schema: demo data obeys the same contract as admin input.
    await agentRepository.save(agentSchema.parse({ ...agent, id, imageUrl, createdAt: daysAgo(now, 400) }));
  });

  const propertyIds = new Map<string, string>();
  await inBatches(demoProperties, 3, async ({ key, ageDays, photoCount, agentKeys, priceCut, ...property }) => {
    const id = demoId('property', key);
    propertyIds.set(key, id);
    const photosUrls: string[] = [];
    for (let index = 0; index < photoCount; index++) {
      // Through the upload pipeline's renditions, as an admin's photo would be: pages then carry its srcset.
      const mediaId = demoId('photo', `${key}/${index}`);
      const renditions = lazily(async () => {
        const outcome = await renderPhoto(await renderPropertyPhoto({ seed: key, type: property.propertyType, index }), 'image/webp');
        if (!outcome.ok) throw new Error(`Demo photo ${key}/${index}: ${outcome.error}`);
        return outcome.renditions;
      });
      for (const width of RENDITION_WIDTHS) {
        await ensureObject(media, renditionKey(mediaId, width), async () => (await renditions()).find((r) => r.width === width)!.body);
      }
      photosUrls.push(photoUrl(mediaId));
    }
    const links = agentKeys.map((k) => {
      const agentId = agentIds.get(k);
      if (!agentId) throw new Error(`Demo property ${key} names unknown broker ${k}`);
      return agentId;
    });
    const createdAt = daysAgo(now, ageDays);
    const priceHistory = priceCut ? [{ at: createdAt, price: priceCut.from }, { at: daysAgo(now, priceCut.daysAgo), price: property.price }] : [];
    await propertyRepository.saveWithAgents(
      propertySchema.parse({ ...property, id, createdAt, imageUrl: photosUrls[0], photosUrls, priceHistory }),
      links,
    );
  });

  const categoryNames = new Map<string, string>();
  for (const { key, ...category } of demoCategories) {
    categoryNames.set(key, category.name);
    await blogRepository.saveCategory(blogCategorySchema.parse({ ...category, id: demoId('category', key), createdAt: daysAgo(now, 200) }));
  }

  await inBatches(demoPosts, 3, async ({ key, ageDays, categoryKey, ...post }) => {
    const id = demoId('post', key);
    const category = categoryNames.get(categoryKey);
    if (!category) throw new Error(`Demo post ${key} names unknown category ${categoryKey}`);
    const featuredImageUrl = await ensureObject(media, `blog/${id}.webp`, () => renderBlogCover({ seed: key, title: post.title }));
    const createdAt = daysAgo(now, ageDays);
    await savePost(
      blogPostSchema.parse({
        ...post,
        id,
        category,
        featuredImageUrl,
        authorId: options.adminUserId,
        createdAt,
        publishedAt: post.isPublished ? createdAt : undefined,
      }),
    );
  });

  await inBatches(demoTestimonials, 6, async ({ ageDays, ...testimonial }) => {
    await testimonialRepository.save(
      testimonialSchema.parse({ ...testimonial, id: demoId('testimonial', testimonial.name), createdAt: daysAgo(now, ageDays) }),
    );
  });

  if (!(await settingsRepository.hasSiteSettings())) await settingsRepository.putSiteSettings({ ...DEFAULT_SITE_SETTINGS, ...demoSiteIdentity, ...demoSiteContacts });
  await siteClaimsRepository.createIfAbsent(demoSiteClaims);

  // Leads first: the demo visit requests link to them.
  const context = { now, adminUserId: options.adminUserId, agentIds, propertyIds };
  const more = [await seedDemoLeads(context), await seedDemoAppointments(context), await seedDemoSubscribers(context), await seedDemoTracking(context)].filter(Boolean);
  return [`${demoAgents.length} courtiers, ${demoProperties.length} propriétés, ${demoPosts.length} articles, ${demoTestimonials.length} témoignages`, ...more].join(', ');
}
