import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MapApiKey } from '../../infra/constructs/map-key.js';
import { contentSecurityPolicy } from '../../infra/security-headers.js';
import { parseStageConfig } from '../../infra/stage-config.js';

function synth(siteOrigins: string[], style: 'Standard' | 'Monochrome' = 'Standard') {
  const stack = new Stack(new App(), 'MapKeyTest', { env: { account: '123456789012', region: 'ca-central-1' } });
  const mapKey = new MapApiKey(stack, 'MapKey', { stage: 'prod', region: 'ca-central-1', siteOrigins, style });
  return { stack, mapKey, template: Template.fromStack(stack) };
}

describe('the map API key (infra/constructs/map-key.ts)', () => {
  it("answers the site's domains only: one Referer pattern per origin, no wildcard host", () => {
    const { template } = synth(['https://courtage-quebec.ca', 'https://www.courtage-quebec.ca']);
    template.hasResourceProperties('AWS::Location::APIKey', {
      KeyName: 'brokerage-prod-maps',
      Restrictions: { AllowReferers: ['https://courtage-quebec.ca/*', 'https://www.courtage-quebec.ca/*'] },
    });
  });

  it('gives the web an Amazon Location Maps v2 style descriptor URL of the stage style, with the key', () => {
    const { stack, mapKey } = synth(['https://courtage-quebec.ca'], 'Monochrome');
    const url = stack.resolve(mapKey.styleUrl) as { 'Fn::Join': [string, unknown[]] };
    const [first, key, last] = url['Fn::Join'][1] as [string, unknown, string];
    expect(first).toBe('https://maps.geo.ca-central-1.amazonaws.com/v2/styles/Monochrome/descriptor?key=');
    expect(JSON.stringify(key)).toMatch(/"Fn::GetAtt":\["MapKeyReadKey[0-9A-F]+","Key"\]/);
    expect(last).toBe('&color-scheme=Light');
    expect(mapKey.origin).toBe('https://maps.geo.ca-central-1.amazonaws.com');
  });

  it('the stage config picks the style (Standard by default) and refuses others', () => {
    const base = { mailFromDomain: 'courtage-quebec.ca', opsEmail: 'ops@courtage-quebec.ca' };
    expect(parseStageConfig('prod', base).mapStyle).toBe('Standard');
    expect(parseStageConfig('prod', { ...base, mapStyle: 'Monochrome' }).mapStyle).toBe('Monochrome');
    expect(() => parseStageConfig('prod', { ...base, mapStyle: 'Satellite' })).toThrow(/mapStyle/);
  });
});

describe('the CSP names the map host exactly', () => {
  const options = { connectOrigins: [], schedulingOrigin: 'https://calendly.com', https: true };

  it('adds the one map origin to connect-src, and nothing else changes', () => {
    const withMap = contentSecurityPolicy({ ...options, mapsOrigin: 'https://maps.geo.ca-central-1.amazonaws.com' });
    expect(withMap).toContain("connect-src 'self' https://maps.geo.ca-central-1.amazonaws.com;");
    expect(withMap.replace(' https://maps.geo.ca-central-1.amazonaws.com', '')).toBe(contentSecurityPolicy(options));
    // Workers fall back to script-src 'self': MapLibre's worker is a same-origin file, a blob: worker is refused.
    const directives = new Map(withMap.split('; ').map((part) => [part.split(' ')[0], part] as const));
    expect(directives.has('worker-src') || directives.has('child-src')).toBe(false);
    expect(directives.get('script-src')).not.toContain('blob:');
  });

  it('refuses a wildcard or a path for the map host', () => {
    expect(() => contentSecurityPolicy({ ...options, mapsOrigin: 'https://*.amazonaws.com' })).toThrow(/exact/);
    expect(() => contentSecurityPolicy({ ...options, mapsOrigin: 'https://maps.geo.ca-central-1.amazonaws.com/v2' })).toThrow(/exact/);
  });
});
