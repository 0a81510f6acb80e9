// The site behaviour's fallback origin (CloudFront origin group): S3 has no object for the path (a
// deleted property, a mistyped address), so the visitor gets the SPA shell with a 404 status and the
// SPA's not-found page renders. The shell is read from the site bucket (what the last deploy wrote).
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';

const s3 = new S3Client({});
/** A deploy replaces the shell; a warm container takes the new one within a minute. */
const SHELL_TTL_MS = 60_000;
let shell;
let loadedAt = 0;

export const handler = async () => {
  if (!shell || Date.now() - loadedAt > SHELL_TTL_MS) {
    const object = await s3.send(new GetObjectCommand({ Bucket: process.env.SITE_BUCKET, Key: 'app-shell.html' }));
    shell = await object.Body.transformToString();
    loadedAt = Date.now();
  }
  return { statusCode: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, body: shell };
};
