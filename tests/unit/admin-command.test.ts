import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError } from '../../infra/admin/args.js';
import { findLocalStack, findStage, TargetError } from '../../infra/admin/target.js';
import { freePort } from '../../infra/local/processes.js';
import type { LocalPorts } from '../../infra/local/ports.js';
import { parseStageConfig } from '../../infra/stage-config.js';

/** `npm run admin`: its command line, and what it says when the stage or the local stack cannot be found. */
describe('admin command line', () => {
  it('reads the three commands and their target', () => {
    expect(parseAdminArgs(['create', '--email', 'a@exemple.ca', '--first-name', ' Léa ', '--last-name', 'Roy', '--stage', 'prod'])).toEqual({
      command: 'create',
      email: 'a@exemple.ca',
      firstName: 'Léa',
      lastName: 'Roy',
      target: { stage: 'prod' },
    });
    expect(parseAdminArgs(['list', '--local'])).toEqual({ command: 'list', target: { local: true } });
    expect(parseAdminArgs(['revoke', '--local', '--email=a@exemple.ca'])).toEqual({ command: 'revoke', email: 'a@exemple.ca', target: { local: true } });
  });

  it.each([
    [[], 'Say what to do'],
    [['promote', '--local'], 'Unknown command "promote"'],
    [['create', '--local'], '"create" needs --email'],
    [['create', '--email', 'pas-un-courriel', '--local'], 'is not an e-mail address'],
    [['create', '--email', 'a@exemple.ca'], 'Say where: --stage <name>'],
    [['create', '--email', 'a@exemple.ca', '--stage', 'prod', '--local'], 'not both'],
    [['list', '--email', 'a@exemple.ca', '--local'], '"list" takes no --email'],
    [['revoke', '--email', 'a@exemple.ca', '--first-name', 'Léa', '--local'], '"revoke" takes no --first-name'],
    [['create', '--email', 'a@exemple.ca', '--password', 'x', '--local'], "Unknown option '--password'"],
    [['create', '--email', 'a@exemple.ca', '--last-name', 'x'.repeat(81), '--local'], 'longer than 80'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});

describe('admin command targets', () => {
  const config = parseStageConfig('prod', { mailFromDomain: 'courtage-exemple.ca', opsEmail: 'ops@courtage-exemple.ca', account: '123456789012' });
  const stackId = (account: string) => `arn:aws:cloudformation:ca-central-1:${account}:stack/Brokerage-prod/0b1c2d3e`;
  const cloudFormation = (answer: () => unknown) => () => ({ send: async () => answer() }) as never;
  const failing = (name: string, message: string) =>
    cloudFormation(() => {
      throw Object.assign(new Error(message), { name });
    });
  const stage = (cf: ReturnType<typeof cloudFormation>) => findStage('prod', { loadConfig: () => config, cloudFormation: cf });

  it('finds a stage’s user pool and table in its stack outputs, in the stage’s region', async () => {
    const target = await stage(
      cloudFormation(() => ({
        Stacks: [{ StackId: stackId('123456789012'), StackStatus: 'UPDATE_COMPLETE', Outputs: [{ OutputKey: 'UserPoolId', OutputValue: 'ca-central-1_Abc' }, { OutputKey: 'TableName', OutputValue: 'Brokerage-prod-Table' }] }],
      })),
    );
    expect(target).toMatchObject({ region: 'ca-central-1', userPoolId: 'ca-central-1_Abc', tableName: 'Brokerage-prod-Table', flag: '--stage prod', invitation: 'cognito', env: {} });
    expect(target.label).toBe('stage prod (stack Brokerage-prod in ca-central-1)');
  });

  it.each([
    ['no credentials', failing('CredentialsProviderError', 'Could not load credentials from any providers'), 'No AWS credentials found'],
    ['expired credentials', failing('ExpiredToken', 'The security token included in the request is expired'), 'AWS refused your credentials'],
    ['no stack', failing('ValidationError', 'Stack with id Brokerage-prod does not exist'), 'The stack Brokerage-prod in ca-central-1 does not exist: deploy stage "prod" first'],
    ['another account', cloudFormation(() => ({ Stacks: [{ StackId: stackId('999999999999'), Outputs: [] }] })), 'credentials are for account 999999999999'],
    ['a missing output', cloudFormation(() => ({ Stacks: [{ StackId: stackId('123456789012'), StackStatus: 'CREATE_COMPLETE', Outputs: [{ OutputKey: 'UserPoolId', OutputValue: 'p' }] }] })), 'has no output TableName'],
  ])('says what is missing: %s', async (_case, cf, message) => {
    await expect(stage(cf)).rejects.toThrow(TargetError);
    await expect(stage(cf)).rejects.toThrow(message);
  });

  it('says when a stage has no configuration', async () => {
    await expect(findStage('inconnu')).rejects.toThrow('No configuration for stage "inconnu"');
  });

  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-target-'));
    dirs.push(dir);
    return dir;
  };
  const closedPorts = async (): Promise<LocalPorts> => ({ gateway: 1, lambda: 1, s3: 1, dynamodb: await freePort(), cognito: await freePort(), ses: await freePort() });

  it('says to run `npm start` when the local stack never started, or is not running', async () => {
    const fresh = dataDir();
    await expect(findLocalStack({ dataDir: fresh, ports: await closedPorts() })).rejects.toThrow(/No local stack here: .*state\.json does not exist.*Start it with `npm start`/);
    const started = dataDir();
    writeFileSync(path.join(started, 'state.json'), JSON.stringify({ userPoolId: 'local_x', userPoolClientId: 'c', adminPassword: 'p' }));
    const ports = await closedPorts();
    await expect(findLocalStack({ dataDir: started, ports })).rejects.toThrow(`The local stack is not running: DynamoDB Local does not answer on http://127.0.0.1:${ports.dynamodb}`);
  });
});
