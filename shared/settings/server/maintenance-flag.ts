import type { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { env } from '../../config/env.js';

/** The key the site's viewer-request function reads (infra/cloudfront/site-viewer-request.js). */
export const MAINTENANCE_KEY = 'maintenance';

let client: CloudFrontKeyValueStoreClient | undefined;

/**
 * Sets the CDN's maintenance switch ('true' / 'false') in the site's KeyValueStore. A write names the
 * store's current ETag; when another write slipped in between, read it again and retry.
 */
export async function setMaintenanceFlag(on: boolean) {
  const arn = env().SITE_KVS_ARN;
  if (!arn) throw new Error('SITE_KVS_ARN is not set: the maintenance switch has no store');
  // Loaded on the first toggle, not with admin-api's module (issue 12). The KeyValueStore API is signed
  // with SigV4A: importing @aws-sdk/signature-v4a registers the signer the client needs.
  const [{ CloudFrontKeyValueStoreClient, ConflictException, DescribeKeyValueStoreCommand, PutKeyCommand }] = await Promise.all([
    import('@aws-sdk/client-cloudfront-keyvaluestore'),
    import('@aws-sdk/signature-v4a'),
  ]);
  client ??= new CloudFrontKeyValueStoreClient({ maxAttempts: 2 });
  for (let attempt = 1; ; attempt++) {
    const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: arn }));
    try {
      await client.send(new PutKeyCommand({ KvsARN: arn, Key: MAINTENANCE_KEY, Value: String(on), IfMatch: ETag }));
      return;
    } catch (error) {
      if (!(error instanceof ConflictException) || attempt >= 3) throw error;
    }
  }
}
