import { readFileSync } from 'node:fs';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '../../shared/http/server/handler.js';

/** An event captured from API Gateway behind CloudFront (tests/unit/fixtures), sent to platform-api's health route. */
const healthEvent = (headers: Record<string, string>): HttpEvent => {
  const event = JSON.parse(readFileSync(new URL('./fixtures/apigw-v2-admin-get-lead.json', import.meta.url), 'utf8')) as HttpEvent;
  return { ...event, routeKey: 'GET /api/health', rawPath: '/api/health', pathParameters: {}, headers: { ...headers }, requestContext: { ...event.requestContext, authorizer: undefined } };
};
const context = { functionName: 'platform-api', awsRequestId: 'test', invokedFunctionArn: 'arn:aws:lambda:ca-central-1:123456789012:function:x', memoryLimitInMB: '512', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

/** The handler as a function built with ORIGIN_VERIFY set (the secret is read when the module loads). */
async function platformApi(originVerify: string | undefined) {
  vi.resetModules();
  if (originVerify === undefined) vi.stubEnv('ORIGIN_VERIFY', '');
  else vi.stubEnv('ORIGIN_VERIFY', originVerify);
  return (await import('../../functions/http/platform-api.js')).handler;
}

afterEach(() => vi.unstubAllEnvs());

describe('the API behind CloudFront only (issue 24: x-viewer-address is trusted from CloudFront only)', () => {
  it('refuses a call without the origin secret, or with a wrong one, before any route runs (403)', async () => {
    const handler = await platformApi('s3cr3t-current');
    const attempts: Record<string, string>[] = [{}, { 'x-origin-verify': 's3cr3t-curren' }, { 'x-origin-verify': 'S3CR3T-CURRENT' }, { 'x-viewer-address': '203.0.113.9' }];
    for (const headers of attempts) {
      const result = (await handler(healthEvent(headers), context)) as { statusCode: number; body: string };
      expect(result.statusCode, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(result.body).error.message).toBe('Accès direct refusé : passez par le site.');
    }
  });

  it('answers what CloudFront sends: the current secret, and the previous one while a rotation reaches every edge', async () => {
    const handler = await platformApi('s3cr3t-new,s3cr3t-old');
    for (const secret of ['s3cr3t-new', 's3cr3t-old']) {
      expect(await handler(healthEvent({ 'x-origin-verify': secret }), context), secret).toMatchObject({ statusCode: 200 });
    }
  });

  it('checks nothing where no secret is configured (the local stack: its gateway plays CloudFront)', async () => {
    const handler = await platformApi(undefined);
    expect(await handler(healthEvent({}), context)).toMatchObject({ statusCode: 200 });
  });
});
