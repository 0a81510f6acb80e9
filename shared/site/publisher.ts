import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';

/**
 * The site bucket and its CDN, as the page renderer writes them. Pages are cached by CloudFront until
 * invalidated (a change invalidates its paths); browsers revalidate every time.
 */
const siteEnv = z.object({
  SITE_BUCKET: z.string().min(1),
  /** The CloudFront distribution in front of the bucket; absent where no CDN caches the pages (the local gateway). */
  SITE_DISTRIBUTION_ID: z.string().min(1).optional(),
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

const s3 = new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
const cloudfront = new CloudFrontClient({});

export function siteBucketStore() {
  const { SITE_BUCKET: bucket, SITE_DISTRIBUTION_ID: distributionId } = siteEnv.parse(process.env);
  return {
    async read(key: string): Promise<string | null> {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return (await object.Body?.transformToString('utf-8')) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async exists(key: string): Promise<boolean> {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    async write(key: string, body: string, contentType: string) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PAGE_CACHE_CONTROL }));
    },
    async remove(key: string) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async invalidate(paths: string[]) {
      if (!distributionId || paths.length === 0) return;
      await cloudfront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: { CallerReference: `${Date.now()}-${paths.join(',').length}`, Paths: { Quantity: paths.length, Items: paths } },
        }),
      );
    },
  };
}
