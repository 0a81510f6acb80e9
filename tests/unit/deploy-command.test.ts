import { describe, expect, it } from 'vitest';
import { bootstrapHint, cdkDeployArgs, parseDeployArgs, regionsToBootstrap, UsageError } from '../../infra/deploy.js';

describe('npm run deploy', () => {
  it('needs a stage, and refuses the example template', () => {
    expect(() => parseDeployArgs([])).toThrow(UsageError);
    expect(() => parseDeployArgs(['--stage', 'example'])).toThrow(/template/);
    expect(() => parseDeployArgs(['--stage', 'prod', '--force'])).toThrow(UsageError);
    expect(parseDeployArgs(['--stage', 'prod'])).toEqual({ stage: 'prod', yes: false, rotateOriginSecret: false });
    expect(parseDeployArgs(['--stage', 'prod', '--yes', '--rotate-origin-secret'])).toEqual({ stage: 'prod', yes: true, rotateOriginSecret: true });
  });

  it("deploys the stage's own stack with its config, asks before broadening changes unless --yes, and keeps the outputs", () => {
    expect(cdkDeployArgs('prod', false)).toEqual(['cdk', 'deploy', 'Brokerage-prod', '--context', 'stage=prod', '--require-approval', 'broadening', '--outputs-file', 'cdk.out/outputs-prod.json']);
    expect(cdkDeployArgs('staging', true)).toContain('never');
    // A rotation pins the new and the previous version of the origin secret for this deploy.
    expect(cdkDeployArgs('prod', true, { current: 'v2', previous: 'v1' })).toEqual(expect.arrayContaining(['--context', 'originSecretRotation=v2:v1']));
  });

  it('checks the bootstrap of the stage region, and of us-east-1 for the WAF, and says what to type', () => {
    expect(regionsToBootstrap({ region: 'ca-central-1', waf: false })).toEqual(['ca-central-1']);
    expect(regionsToBootstrap({ region: 'ca-central-1', waf: true })).toEqual(['ca-central-1', 'us-east-1']);
    expect(regionsToBootstrap({ region: 'us-east-1', waf: true })).toEqual(['us-east-1']);
    expect(bootstrapHint('123456789012', ['ca-central-1', 'us-east-1'])).toContain('npx cdk bootstrap aws://123456789012/ca-central-1 aws://123456789012/us-east-1');
  });
});
