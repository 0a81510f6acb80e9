import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** What s3rver emits on each write (its S3 notification record). */
type S3rverEvent = { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size?: number } } }[] };
export type ObjectCreated = { bucket: string; key: string; size: number; reason: 'PutObject' | 'PostObject' };

/** Browser uploads (presigned POST) come from the site's origin; the signed policy, not the origin, authorizes. */
const POST_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * s3rver on loopback with the credentials it expects (docs/architecture.md, local runtime). `browserUploads` buckets accept
 * cross-origin POSTs; `onObjectCreated` hears every new object, as S3's EventBridge notifications would.
 */
export async function startS3(port: number, directory: string, buckets: string[], options: { browserUploads?: string[]; onObjectCreated?: (object: ObjectCreated) => void } = {}) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: options.browserUploads?.includes(name) ? [POST_CORS] : [] })),
  });
  // s3rver is a Koa app (an EventEmitter), though its typings do not say so.
  (server as unknown as NodeJS.EventEmitter).on('event', (event: S3rverEvent) => {
    for (const record of event.Records) {
      const reason = { 'ObjectCreated:Put': 'PutObject', 'ObjectCreated:Post': 'PostObject' }[record.eventName] as ObjectCreated['reason'] | undefined;
      if (!reason) continue;
      options.onObjectCreated?.({ bucket: record.s3.bucket.name, key: record.s3.object.key, size: Number(record.s3.object.size ?? 0), reason });
    }
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
