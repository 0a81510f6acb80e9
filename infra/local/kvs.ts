import { createHash } from 'node:crypto';
import dns from 'node:dns';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The ARN the local stack gives the site's key value store (any well-formed ARN does: the stand-in has one store). */
export const LOCAL_SITE_KVS_ARN = 'arn:aws:cloudfront::000000000000:key-value-store/00000000-0000-4000-8000-000000000000';

/**
 * The SDK sends KeyValueStore calls to `<account id>.<endpoint host>` (its endpoint rules prefix the
 * ARN's account), so the local endpoint is `http://localhost:<port>` and `<account>.localhost` must
 * reach loopback, as browsers resolve every *.localhost name (RFC 6761); this machine's resolver does not.
 */
let resolvesLocalhostSubdomains = false;
function resolveLocalhostSubdomains() {
  if (resolvesLocalhostSubdomains) return;
  resolvesLocalhostSubdomains = true;
  const lookup = dns.lookup;
  dns.lookup = function (this: unknown, hostname: string, ...rest: unknown[]) {
    const target = typeof hostname === 'string' && hostname.endsWith('.localhost') ? '127.0.0.1' : hostname;
    return (lookup as (...args: unknown[]) => void).call(this, target, ...rest);
  } as typeof dns.lookup;
}

type Store = { created: number; modified: number; items: Record<string, string> };

/**
 * Stand-in of the CloudFront KeyValueStore API, speaking what @aws-sdk/client-cloudfront-keyvaluestore
 * sends for DescribeKeyValueStore, GetKey and PutKey (REST-JSON, ETag / If-Match), on loopback. The
 * SDK reaches it through AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE; the gateway reads it in process
 * (`get`), as CloudFront's function runtime reads the deployed store.
 */
export async function startKeyValueStore(options: { arn: string; file?: string }) {
  const store: Store = options.file && existsSync(options.file)
    ? (JSON.parse(readFileSync(options.file, 'utf8')) as Store)
    : { created: Date.now() / 1000, modified: Date.now() / 1000, items: {} };
  const etag = () => createHash('sha256').update(JSON.stringify(store.items)).digest('hex').slice(0, 16);
  const totalSize = () => Object.entries(store.items).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
  const save = () => options.file && writeFileSync(options.file, JSON.stringify(store, null, 2));

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, type: string, message: string) =>
    send(res, status, { Message: message }, { 'x-amzn-errortype': type });

  let unavailable = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://kvs');
      // Tests make the service unavailable (PUT /_local/unavailable with true or false) to see what the app does then.
      if (url.pathname === '/_local/unavailable' && req.method === 'PUT') {
        unavailable = Buffer.concat(chunks).toString('utf8').trim() === 'true';
        return send(res, 200, { unavailable });
      }
      if (unavailable) return error(res, 503, 'InternalServerException', 'Service unavailable (local test switch)');
      const m = /^\/key-value-stores\/([^/]+)(?:\/keys\/(.+))?$/.exec(url.pathname);
      if (!m) return error(res, 404, 'ResourceNotFoundException', 'Unknown operation');
      const arn = decodeURIComponent(m[1]!);
      if (arn !== options.arn) return error(res, 404, 'ResourceNotFoundException', `No key value store ${arn}`);
      const key = m[2] === undefined ? undefined : decodeURIComponent(m[2]);
      if (key === undefined && req.method === 'GET') {
        return send(
          res,
          200,
          { ItemCount: Object.keys(store.items).length, TotalSizeInBytes: totalSize(), KvsARN: arn, Created: store.created, LastModified: store.modified, Status: 'READY' },
          { etag: etag() },
        );
      }
      if (key !== undefined && req.method === 'GET') {
        if (!(key in store.items)) return error(res, 404, 'ResourceNotFoundException', `No key ${key}`);
        return send(res, 200, { Key: key, Value: store.items[key], ItemCount: Object.keys(store.items).length, TotalSizeInBytes: totalSize() });
      }
      if (key !== undefined && req.method === 'PUT') {
        // Like the service: a write names the ETag it read, so two writers cannot overwrite each other unseen.
        if (req.headers['if-match'] !== etag()) return error(res, 409, 'ConflictException', 'The ETag does not match the current store');
        const { Value } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { Value?: unknown };
        if (typeof Value !== 'string') return error(res, 400, 'ValidationException', 'Value is required');
        store.items[key] = Value;
        store.modified = Date.now() / 1000;
        save();
        return send(res, 200, { ItemCount: Object.keys(store.items).length, TotalSizeInBytes: totalSize() }, { etag: etag() });
      }
      error(res, 405, 'ValidationException', 'Unsupported operation');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A free loopback port: nothing outside this machine may flip the switch.
    server.listen(0, '127.0.0.1', () => resolve());
  });
  resolveLocalhostSubdomains();
  const endpoint = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    /** What CloudFront's `kvs.get` does: the value, or a rejection for a missing key. */
    get: async (key: string) => {
      if (!(key in store.items)) throw new Error(`The key ${key} does not exist`);
      return store.items[key]!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
