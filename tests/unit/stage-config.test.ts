import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStageConfig, mailFrom, parseStageConfig, StageConfigError } from '../../infra/stage-config.js';

const minimal = { mailFromDomain: 'courtage-exemple.ca', opsEmail: 'ops@courtage-exemple.ca' };

describe('stage configuration (stages/<name>.json)', () => {
  it('fills the defaults: Canada, no custom domain, WAF off, mail not yet verified, Amazon Location’s Standard map style', () => {
    expect(parseStageConfig('prod', minimal)).toEqual({
      stage: 'prod', region: 'ca-central-1', domainNames: [], waf: false, mailVerified: false, logLevel: 'INFO', mailFromName: 'Courtage Québec', mapStyle: 'Standard', ...minimal,
    });
    expect(mailFrom(parseStageConfig('prod', minimal))).toBe('Courtage Québec <no-reply@courtage-exemple.ca>');
  });

  it('names every problem at once, field by field', () => {
    let message = '';
    try {
      parseStageConfig('prod', { opsEmail: 'nope', region: 'Canada', certificateArn: 'arn:aws:acm:ca-central-1:123456789012:certificate/abc', extra: 1 });
    } catch (error) {
      expect(error).toBeInstanceOf(StageConfigError);
      message = (error as Error).message;
    }
    for (const field of ['region', 'certificateArn', 'mailFromDomain', 'opsEmail', '(file)']) expect(message).toContain(`  - ${field}:`);
    expect(message).toContain('us-east-1');
    // The unknown key is named (in zod's English, or its French where a module of the process chose it).
    expect(message).toMatch(/ {2}- \(file\): .*"extra"/);
  });

  it('wants a certificate with domain names and names with a certificate', () => {
    expect(() => parseStageConfig('prod', { ...minimal, domainNames: ['courtage-exemple.ca'] })).toThrow(/certificateArn: is required when domainNames is set/);
    expect(() => parseStageConfig('prod', { ...minimal, certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b' })).toThrow(/domainNames: must name the site/);
    expect(parseStageConfig('prod', { ...minimal, domainNames: ['courtage-exemple.ca', 'www.courtage-exemple.ca'], certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b' }).domainNames).toHaveLength(2);
  });

  it('refuses a stage name that cannot prefix physical names', () => {
    expect(() => parseStageConfig('Prod', minimal)).toThrow(/lower-case/);
    expect(() => parseStageConfig('a-very-long-stage-name', minimal)).toThrow(StageConfigError);
  });

  it('says which file to create when a stage has none, and reads one that exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stages-'));
    try {
      expect(() => loadStageConfig('prod', dir)).toThrow(/create stages\/prod\.json \(copy stages\/example\.json/);
      writeFileSync(join(dir, 'prod.json'), '{ not json');
      expect(() => loadStageConfig('prod', dir)).toThrow(/not valid JSON/);
      writeFileSync(join(dir, 'prod.json'), JSON.stringify(minimal));
      expect(loadStageConfig('prod', dir).mailFromDomain).toBe('courtage-exemple.ca');
      // The template in the repository is itself valid.
      expect(loadStageConfig('example').stage).toBe('example');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
