import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';

/** What s3rver emits on each write (its S3 notification record). */
type S3rverEvent = { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size?: number } } }[] };
export type ObjectCreated = { bucket: string; key: string; size: number; reason: 'PutObject' | 'PostObject' };

/** The part of s3rver's file store (its `store`, untyped) that a write goes through. */
type ObjectToStore = { bucket: string; key: string; content: Buffer | NodeJS.ReadableStream; metadata: Record<string, string> };
type FileStore = {
  getResourcePath(bucket: string, key: string, type: 'object'): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: ObjectToStore): Promise<{ size: number; md5: string }>;
};

/**
 * S3 replaces an object at once: a reader gets the old one or the new one. s3rver truncates the file and writes
 * it in place, and answers the PUT before the bytes are on disk, so a page read while it was rendered again came
 * back cut short. Its store writes here into a file of its own first, then renames it over the object.
 */
function writeObjectsAtOnce(store: FileStore) {
  store.putObject = async (object) => {
    const chunks: Buffer[] = [];
    if (Buffer.isBuffer(object.content)) chunks.push(object.content);
    else for await (const chunk of object.content) chunks.push(Buffer.from(chunk as Uint8Array));
    const body = Buffer.concat(chunks);
    const md5 = createHash('md5').update(body).digest('hex');
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: body.length, md5 };
  };
}

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
  writeObjectsAtOnce((server as unknown as { store: FileStore }).store);
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
