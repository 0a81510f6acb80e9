import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from '../shared/site/head-script.js';

/**
 * The security headers of every answer (page, asset, media, API), defined once: CloudFront's response
 * headers policy is built from these (infra/constructs/spa-site.ts) and the local gateway sends the same
 * (infra/local/gateway.ts), so a Content-Security-Policy violation shows up in the Playwright tests.
 */
export type SecurityHeaderOptions = {
  /** Origins the browser may call besides its own (Cognito in AWS; locally a same-origin proxy). */
  connectOrigins: string[];
  /** Origin of the scheduling widget shown in an iframe. */
  schedulingOrigin: string;
  /**
   * The basemap's one host, Amazon Location Maps in AWS (`https://maps.geo.<region>.amazonaws.com`: style,
   * tiles, glyphs and sprites, all fetched); none locally, where the gateway serves the basemap itself.
   */
  mapsOrigin?: string;
  /** Over https only: HSTS and `upgrade-insecure-requests` (the local gateway is plain http://localhost). */
  https: boolean;
};

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 3600;

/**
 * Amazon Location Maps v2's host in a region: the style descriptor, tiles, glyphs and sprites all come from it
 * (https://docs.aws.amazon.com/location/latest/APIReference/API_geomaps_GetStyleDescriptor.html).
 */
export const amazonLocationMapsOrigin = (region: string) => `https://maps.geo.${region}.amazonaws.com`;

/** The one inline script of the pages (the consent banner's gate, run before the first paint), allowed by its hash. */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

/**
 * CSP for the React SPA: same-origin code, API and media, and the head script (consent, early forms) by its
 * hash; Cognito for sign-in; the scheduling widget in an iframe; the map's basemap host. The map's workers
 * are a same-origin script (MapLibre's worker file, built as an asset): no worker-src, so workers fall back
 * to script-src 'self' and a `blob:` worker is refused.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  // One exact origin: no wildcard, no path (a CDK token for the region is fine: it resolves to letters and dashes).
  if (options.mapsOrigin !== undefined && !/^https:\/\/[^/*\s;]+$/.test(options.mapsOrigin)) {
    throw new Error(`The map host must be one exact https origin (no wildcard, no path): ${options.mapsOrigin}`);
  }
  return [
    "default-src 'self'",
    `script-src 'self' ${HEAD_SCRIPT_HASH}`,
    // Radix/sonner set inline styles at runtime, and index.html inlines the stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...options.connectOrigins, ...(options.mapsOrigin ? [options.mapsOrigin] : [])].join(' '),
    `frame-src ${options.schedulingOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The same headers as a flat map, for a server that sets them itself. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    ...(options.https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
