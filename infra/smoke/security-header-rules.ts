import { securityHeaders, type SecurityHeaderOptions } from '../security-headers.js';

/** A Content-Security-Policy as its directives (names lower-cased) and their source tokens. */
export function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...tokens] = part.trim().split(/\s+/).filter(Boolean);
    // The first of a repeated directive is the one browsers apply.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), tokens);
  }
  return directives;
}

/** Content-Security-Policy from content-security-policy: how the report names headers. */
export const headerLabel = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * What any answer of the site must carry, whatever the deployment: a CSP with default-src and no inline
 * script, HSTS over https, nosniff, no framing, a referrer policy. Returns the problems, none when fine.
 */
export function baselineProblems(headers: Headers, https: boolean): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy');
  const directives = csp ? parseCsp(csp) : undefined;
  if (!directives) problems.push('no Content-Security-Policy');
  else {
    if (!directives.has('default-src')) problems.push('Content-Security-Policy has no default-src');
    for (const name of ['script-src', 'script-src-elem']) {
      // Without script-src, scripts fall back to default-src.
      const tokens = directives.get(name) ?? (name === 'script-src' ? directives.get('default-src') : undefined) ?? [];
      if (tokens.some((token) => token.toLowerCase() === "'unsafe-inline'")) problems.push(`Content-Security-Policy allows 'unsafe-inline' in ${name}`);
    }
  }
  if (https) {
    const hsts = headers.get('strict-transport-security');
    const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(hsts ?? '')?.[1] ?? 0);
    if (!hsts) problems.push('no Strict-Transport-Security on an https site');
    else if (!(maxAge > 0)) problems.push(`Strict-Transport-Security without a positive max-age: "${hsts}"`);
  }
  const nosniff = headers.get('x-content-type-options');
  if (nosniff?.trim().toLowerCase() !== 'nosniff') problems.push(`X-Content-Type-Options is ${nosniff === null ? 'missing' : `"${nosniff}"`}, not nosniff`);
  const frameOptions = headers.get('x-frame-options');
  if (frameOptions?.trim().toUpperCase() !== 'DENY' && !directives?.has('frame-ancestors')) {
    problems.push(`framing allowed: X-Frame-Options is ${frameOptions === null ? 'missing' : `"${frameOptions}"`} and the CSP has no frame-ancestors`);
  }
  const referrer = headers.get('referrer-policy');
  if (!referrer) problems.push('no Referrer-Policy');
  else if (/\bunsafe-url\b/i.test(referrer)) problems.push(`Referrer-Policy "${referrer}" leaks full URLs`);
  return problems;
}

const normalise = (value: string) =>
  value
    .toLowerCase()
    .split(/\s*;\s*/)
    .map((part) => part.replace(/\s*,\s*/g, ',').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .sort()
    .join('; ');

/**
 * What infra/security-headers.ts defines, as the deployment would send it. Two made-up deployments
 * (different connect and scheduling origins) tell the fixed parts from the per-deployment ones: a header
 * or CSP directive equal in both must be sent as is, the others must be present with their common tokens.
 */
function expectedHeaders(https: boolean) {
  const a: SecurityHeaderOptions = { connectOrigins: ['https://connect-a.invalid'], schedulingOrigin: 'https://scheduling-a.invalid', https };
  const b: SecurityHeaderOptions = { connectOrigins: ['https://connect-b.invalid', 'https://connect-c.invalid'], schedulingOrigin: 'https://scheduling-b.invalid', https };
  return { a: securityHeaders(a), b: securityHeaders(b) };
}

function cspDrift(actual: string, a: string, b: string): string[] {
  const problems: string[] = [];
  const live = parseCsp(actual);
  const first = parseCsp(a);
  const second = parseCsp(b);
  for (const [name, tokensA] of first) {
    const tokens = live.get(name);
    if (!tokens) {
      problems.push(`Content-Security-Policy lacks ${name}`);
      continue;
    }
    const tokensB = second.get(name) ?? [];
    const fixed = tokensA.length === tokensB.length && tokensA.every((token) => tokensB.includes(token));
    const required = tokensA.filter((token) => tokensB.includes(token));
    const missing = required.filter((token) => !tokens.includes(token));
    if (missing.length) problems.push(`Content-Security-Policy ${name} lacks ${missing.join(' ')}`);
    const extra = fixed ? tokens.filter((token) => !tokensA.includes(token)) : [];
    if (extra.length) problems.push(`Content-Security-Policy ${name} also allows ${extra.join(' ')}`);
  }
  for (const name of live.keys()) {
    if (!first.has(name)) problems.push(`Content-Security-Policy has ${name}, which infra/security-headers.ts does not define`);
  }
  return problems;
}

/** How the answer's security headers differ from what infra/security-headers.ts says the site sends. */
export function driftProblems(headers: Headers, https: boolean): string[] {
  const { a, b } = expectedHeaders(https);
  const problems: string[] = [];
  for (const [name, valueA] of Object.entries(a)) {
    const actual = headers.get(name);
    if (actual === null) {
      problems.push(`no ${headerLabel(name)}`);
      continue;
    }
    if (name === 'content-security-policy') problems.push(...cspDrift(actual, valueA, b[name]!));
    else if (valueA === b[name] && normalise(actual) !== normalise(valueA)) problems.push(`${headerLabel(name)} is "${actual}", expected "${valueA}"`);
  }
  return problems;
}
