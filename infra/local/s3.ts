import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/** s3rver on loopback with the credentials it expects (handbook §4). */
export async function startS3(port: number, directory: string, buckets: string[]) {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
