import http from 'node:http';
import { say } from './log.js';

/**
 * The Lambda Invoke API (POST /2015-03-31/functions/<name>/invocations) for the functions cognito-local
 * triggers, on its own loopback port: the site's origin never exposes it. A handler error is answered
 * the way Lambda does (200 with X-Amz-Function-Error: Unhandled and { errorMessage, errorType }).
 */
export function startLambdaInvokeServer(port: number, functions: Record<string, (event: unknown) => Promise<unknown>>) {
  const server = http.createServer(async (req, res) => {
    const name = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(new URL(req.url ?? '/', 'http://local').pathname)?.[1];
    const run = name ? functions[decodeURIComponent(name)] : undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !run) {
      res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' });
      return res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name ?? ''}` }));
    }
    try {
      const result = await run(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorMessage: (error as Error).message, errorType: (error as Error).name }));
    }
  });
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      say('lambda', `Cognito triggers invoked on http://127.0.0.1:${port}`);
      resolve(server);
    });
  });
}
