import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from '../../shared/site/head-script.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGatewayClaims, startGateway, type HttpLambda } from '../../infra/local/gateway.js';
import { contentSecurityPolicy, securityHeaders } from '../../infra/security-headers.js';
import { groupsOf } from '../../shared/http/claims.js';
import type { HttpEvent } from '../../shared/http/server/handler.js';
import { FUNCTIONS, ROUTES, type HttpFunctionName } from '../../shared/http/routes.js';

describe('apiGatewayClaims', () => {
  it('hands the claims over as the HTTP API JWT authorizer does: strings only, arrays as "[a b]"', () => {
    const claims = apiGatewayClaims({ sub: 'u1', 'cognito:groups': ['admin', 'editors'], exp: 1763824612, token_use: 'access' });
    expect(claims).toEqual({ sub: 'u1', 'cognito:groups': '[admin editors]', exp: '1763824612', token_use: 'access' });
    expect(groupsOf(claims)).toEqual(['admin', 'editors']);
  });
});

describe('security headers', () => {
  const local = { connectOrigins: [], schedulingOrigin: 'http://127.0.0.1:4321', https: false };
  const aws = { connectOrigins: ['https://cognito-idp.ca-central-1.amazonaws.com'], schedulingOrigin: 'https://calendly.com', https: true };

  it('differ between AWS and the local gateway only where the origins or the scheme differ', () => {
    const strip = (csp: string) => csp.replace(/ https:\/\/cognito-idp[^;\s]+/, '').replace(/frame-src [^;\s]+/, 'frame-src X').replace('; upgrade-insecure-requests', '');
    expect(strip(contentSecurityPolicy(aws))).toBe(strip(contentSecurityPolicy(local)));
    // Same-origin code and one inline script, the head script, allowed by its hash (no 'unsafe-inline').
    expect(contentSecurityPolicy(aws)).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}';`);
    expect(contentSecurityPolicy(aws)).toContain('frame-src https://calendly.com');
    expect(contentSecurityPolicy(aws)).toMatch(/upgrade-insecure-requests$/);
    expect(contentSecurityPolicy(local)).not.toContain('upgrade-insecure-requests');
  });

  it('send HSTS over https only, and the same other headers everywhere', () => {
    const { 'content-security-policy': _a, 'strict-transport-security': hsts, ...awsRest } = securityHeaders(aws);
    const { 'content-security-policy': _b, ...localRest } = securityHeaders(local);
    expect(hsts).toBe('max-age=63072000; includeSubDomains');
    expect(localRest).toEqual(awsRest);
    expect(localRest).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });
});

describe('local gateway answers', () => {
  const headers = securityHeaders({ connectOrigins: [], schedulingOrigin: 'http://127.0.0.1:4321', https: false });
  const received: HttpEvent[] = [];
  const handler: HttpLambda = async (event) => {
    received.push(event);
    // A function's own header must not weaken the policy (CloudFront overrides it too).
    return { statusCode: 200, headers: { 'content-type': 'application/json', 'Content-Security-Policy': "default-src *" }, body: '{}' };
  };
  let server: http.Server;
  let base: string;
  let dist: string;
  const pathOf = (path: string) => path.replace(/\{\w+\+?\}/g, 'x1');
  const getRoute = (auth: 'public' | 'signed-in') => ROUTES.find((r) => r.method === 'GET' && (auth === 'public' ? r.auth === 'public' : r.auth !== 'public'))!;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    server = await startGateway({
      port: 0,
      handlers: Object.fromEntries(FUNCTIONS.map((fn) => [fn, handler])) as Record<HttpFunctionName, HttpLambda>,
      verifyAccessToken: async (token) => {
        if (token !== 'good') throw new Error('bad token');
        return { sub: 'u1', 'cognito:groups': ['admin'], exp: 1763824612, auth_time: 1763820000, token_use: 'access' };
      },
      securityHeaders: headers,
      webDist: dist,
      getMedia: async (key) => (key === 'properties/p/1.webp' ? { body: new Uint8Array([1, 2, 3]), contentType: 'image/webp' } : null),
      site: { kvs: { get: async () => 'false' }, getPage: async (key) => (key === 'listings' ? { body: new TextEncoder().encode('<!doctype html><title>Propriétés</title>'), contentType: 'text/html; charset=utf-8' } : null) },
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['a prerendered page', '/listings', 200],
    ['a path no page answers (the shell, 404)', '/annonces', 404],
    ['an asset', '/assets/index-abc.js', 200],
    ['a media object', '/media/properties/p/1.webp', 200],
    ['an object that is not a served rendition (an original)', '/media/uploads/3f0c2a9e-5b7d-4c1e-9a8b-0d6e2f4a1b3c', 404],
    ['a missing media object', '/media/none.webp', 404],
    ['a public API answer', pathOf(getRoute('public').path), 200],
    ['an API refusal', pathOf(getRoute('signed-in').path), 401],
  ])('sends the security headers of CloudFront on %s', async (_what, path, status) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(headers)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('hands a signed-in route the claims as the JWT authorizer does', async () => {
    received.length = 0;
    const response = await fetch(`${base}${pathOf(getRoute('signed-in').path)}`, { headers: { authorization: 'Bearer good' } });
    expect(response.status).toBe(200);
    expect(received[0]?.requestContext.authorizer?.jwt?.claims).toEqual({
      sub: 'u1',
      'cognito:groups': '[admin]',
      exp: '1763824612',
      auth_time: '1763820000',
      token_use: 'access',
    });
  });
});
