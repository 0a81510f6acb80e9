import { describe, expect, it } from 'vitest';
import { apiGatewayClaims } from '../../infra/local/gateway.js';
import { contentSecurityPolicy, securityHeaders } from '../../infra/security-headers.js';
import { groupsOf } from '../../shared/http/claims.js';

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
    expect(contentSecurityPolicy(aws)).toContain("script-src 'self';");
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
