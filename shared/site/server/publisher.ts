import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod/mini';

/**
 * The site bucket and its CDN, as the page renderer writes them. Pages are cached by CloudFront until
 * invalidated (a change invalidates its paths); browsers revalidate every time.
 */
const siteEnv = z.object({
  SITE_BUCKET: z.string().check(z.minLength(1)),
  /** The CloudFront distribution in front of the bucket; absent where no CDN caches the pages (the local gateway). */
  SITE_DISTRIBUTION_ID: z.optional(z.string().check(z.minLength(1))),
  /** The public site's origin: canonical URLs and links of the pages. */
  SITE_ORIGIN: z.url(),
  /** The HTTP API's own endpoint, which the renderer reads (no CDN cache between it and the table). */
  SITE_API_ORIGIN: z.url(),
});

/** Where the renderer reads and what origin its pages name. */
export function siteOrigins() {
  const { SITE_ORIGIN: origin, SITE_API_ORIGIN: apiOrigin } = siteEnv.parse(process.env);
  return { origin, apiOrigin };
}

const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=31536000, must-revalidate';

// The SDKs and one client each per container (docs/architecture.md rule 7), loaded on the first call (issue 12: lean cold imports).
let s3Loading: Promise<typeof import('@aws-sdk/client-s3') & { s3: S3Client }> | undefined;
const s3Sdk = () =>
  (s3Loading ??= import('@aws-sdk/client-s3').then((sdk) => ({ ...sdk, s3: new sdk.S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }) })));
let cloudfrontLoading: Promise<typeof import('@aws-sdk/client-cloudfront') & { cloudfront: CloudFrontClient }> | undefined;
const cloudfrontSdk = () => (cloudfrontLoading ??= import('@aws-sdk/client-cloudfront').then((sdk) => ({ ...sdk, cloudfront: new sdk.CloudFrontClient({}) })));

export function siteBucketStore() {
  const { SITE_BUCKET: bucket, SITE_DISTRIBUTION_ID: distributionId } = siteEnv.parse(process.env);
  return {
    async read(key: string): Promise<string | null> {
      const { s3, GetObjectCommand, NoSuchKey } = await s3Sdk();
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await object.Body?.transformToString('utf-8')) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async exists(key: string): Promise<boolean> {
      const { s3, HeadObjectCommand, NotFound } = await s3Sdk();
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    async write(key: string, body: string, contentType: string) {
      const { s3, PutObjectCommand } = await s3Sdk();
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PAGE_CACHE_CONTROL }));
    },
    async remove(key: string) {
      const { s3, DeleteObjectCommand } = await s3Sdk();
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async invalidate(paths: string[]) {
      if (!distributionId || paths.length === 0) return;
      const { cloudfront, CreateInvalidationCommand } = await cloudfrontSdk();
      await cloudfront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: { CallerReference: `${Date.now()}-${paths.join(',').length}`, Paths: { Quantity: paths.length, Items: paths } },
        }),
      );
    },
  };
}
