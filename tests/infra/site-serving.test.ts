import { testStageConfig } from './stage.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_VIEWER_REQUEST_FILE } from '../../infra/cloudfront/viewer-request.js';
import { BrokerageStack } from '../../infra/stacks/brokerage-stack.js';

/** The site behaviour: prerendered pages from S3, one viewer-request function with the maintenance switch, a 404 shell for missing objects. */
type Resource = { Type: string; Properties: Record<string, any> };
let stack: BrokerageStack;
let template: Template;
let resources: Record<string, Resource>;
let dist: string;
const logicalId = (construct: IConstruct) => stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const distributionConfig = () => (ofType('AWS::CloudFront::Distribution')[0]![1]).Properties.DistributionConfig;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'app-shell.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // Bundling is proven by stack.test.ts; skip it here.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  stack = new BrokerageStack(app, 'Brokerage-test', { env: { account: '123456789012', region: 'ca-central-1' }, config: testStageConfig(), webDistPath: dist });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Record<string, Resource>;
}, 240_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('site viewer-request function', () => {
  it('is the function file, on cloudfront-js-2.0, associated with the site KeyValueStore', () => {
    template.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
    const kvsId = logicalId(stack.site.keyValueStore);
    const [[, fn]] = ofType('AWS::CloudFront::Function').filter(([, r]) => r.Properties.FunctionConfig.KeyValueStoreAssociations) as [[string, Resource]];
    expect(fn.Properties.FunctionCode).toBe(readFileSync(SITE_VIEWER_REQUEST_FILE, 'utf8'));
    expect(fn.Properties.FunctionConfig).toMatchObject({
      Runtime: 'cloudfront-js-2.0',
      KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [kvsId, 'Arn'] } }],
    });
    expect(fn.Properties.AutoPublish).toBe(true);
  });

  it('runs on the site behaviour only (viewer request)', () => {
    const config = distributionConfig();
    const [[siteFunctionId]] = ofType('AWS::CloudFront::Function').filter(([, r]) => r.Properties.FunctionConfig.KeyValueStoreAssociations) as [[string, Resource]];
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [siteFunctionId, 'FunctionARN'] } }]);
    for (const behaviour of config.CacheBehaviors as { FunctionAssociations?: { FunctionARN: unknown }[] }[]) {
      expect(JSON.stringify(behaviour.FunctionAssociations ?? [])).not.toContain(siteFunctionId);
    }
  });
});

describe('missing pages', () => {
  it('fail over to the shell with a 404 on the site behaviour only: no distribution-wide error responses', () => {
    const config = distributionConfig();
    // Custom error responses would also rewrite the API's and the media's 403/404.
    expect(config.CustomErrorResponses).toBeUndefined();
    const [group] = config.OriginGroups.Items as { Id: string; FailoverCriteria: { StatusCodes: { Items: number[] } }; Members: { Items: { OriginId: string }[] } }[];
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(group!.Id);
    expect(group!.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 404]);
    const origins = config.Origins as { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
    const [primary, fallback] = group!.Members.Items.map((m) => origins.find((o) => o.Id === m.OriginId)!);
    expect(primary!.DomainName).toEqual({ 'Fn::GetAtt': [logicalId(stack.site.siteBucket), 'RegionalDomainName'] });
    const [[urlId]] = ofType('AWS::Lambda::Url').filter(([, r]) => JSON.stringify(r.Properties.TargetFunctionArn).includes(logicalId(stack.site.notFoundFunction))) as [[string, Resource]];
    expect(fallback!.DomainName).toEqual({ 'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [urlId, 'FunctionUrl'] }] }] });
    expect(fallback!.OriginAccessControlId).toBeDefined();
    // /api/* and /media/* keep their own origins.
    for (const behaviour of config.CacheBehaviors as { TargetOriginId: string }[]) expect(behaviour.TargetOriginId).not.toBe(group!.Id);
  });

  it('are answered by a function that may read the shell only, behind an IAM-authenticated URL', () => {
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM', TargetFunctionArn: { 'Fn::GetAtt': [logicalId(stack.site.notFoundFunction), 'Arn'] } });
    const fn = resources[logicalId(stack.site.notFoundFunction)]!;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Environment: { Variables: { SITE_BUCKET: { Ref: logicalId(stack.site.siteBucket) } } } });
    const role = stack.site.notFoundFunction.role!;
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, r]) => JSON.stringify(r.Properties.Roles).includes(logicalId(role)))
      .flatMap(([, r]) => r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const s3 = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3).toEqual([expect.objectContaining({ Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack.site.siteBucket), 'Arn'] }, '/app-shell.html']] } })]);
    // Only CloudFront (this distribution) may invoke the URL.
    template.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunctionUrl', Principal: 'cloudfront.amazonaws.com' });
  });
});

describe('maintenance switch', () => {
  it('is writable by the admin API only, on this store only', () => {
    const kvsArn = { 'Fn::GetAtt': [logicalId(stack.site.keyValueStore), 'Arn'] };
    const admin = stack.httpFunctions['admin-api'];
    expect(resources[logicalId(admin.function)]!.Properties.Environment.Variables.SITE_KVS_ARN).toEqual(kvsArn);
    const kvsStatements = ofType('AWS::IAM::Policy').flatMap(([, r]) =>
      (r.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('cloudfront-keyvaluestore:')))
        .map((st) => ({ roles: r.Properties.Roles, ...st })),
    );
    expect(kvsStatements).toEqual([
      { roles: [{ Ref: logicalId(admin.role) }], Effect: 'Allow', Action: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:PutKey'], Resource: kvsArn },
    ]);
  });
});

describe('deployment of the web build', () => {
  it('never prunes (the pages share the bucket) nor writes the build\'s index.html over the prerendered home', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    for (const [, d] of deployments) expect(d.Properties.Prune).toBe(false);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*', 'index.html'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: Match.arrayWith(['/app-shell.html']),
    });
  });
});
