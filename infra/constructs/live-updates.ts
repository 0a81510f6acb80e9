import * as appsync from 'aws-cdk-lib/aws-appsync';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { LIVE_NAMESPACE } from '../../shared/live/channel.js';
import { ProfileEntity } from '../../shared/db/entities/profile.js';
import { ADMIN_GROUP, ADMIN_ROLE } from '../../shared/users/roles.js';

/** The profile item's key for a user id, split around the id: ElectroDB builds it (lower-cased), the handler fills it in. */
function profileKeyTemplate() {
  const marker = 'userid-marker';
  const { Key } = ProfileEntity.get({ userId: marker }).params({ table: 'table' }) as { Key: { pk: string; sk: string } };
  const [prefix, suffix = ''] = Key.pk.split(marker);
  if (!prefix || Key.sk.includes(marker)) throw new Error('Unexpected profile key shape');
  return { pkPrefix: prefix, pkSuffix: suffix, sk: Key.sk };
}

/**
 * The namespace's onSubscribe handler (APPSYNC_JS), the rule of shared/live/access.ts: the admin group in
 * the token AND an active admin profile, read (strongly consistent) at each subscribe. A demoted or
 * deactivated admin is refused at once, even with an access token that is still valid.
 */
export function onSubscribeCode(key = profileKeyTemplate()) {
  return [
    "import { util } from '@aws-appsync/utils';",
    "import * as ddb from '@aws-appsync/utils/dynamodb';",
    'export const onSubscribe = {',
    '  request(ctx) {',
    `    if (!(ctx.identity?.groups ?? []).includes(${JSON.stringify(ADMIN_GROUP)})) util.unauthorized();`,
    `    const pk = ${JSON.stringify(key.pkPrefix)} + ctx.identity.sub.toLowerCase() + ${JSON.stringify(key.pkSuffix)};`,
    `    return ddb.get({ key: { pk, sk: ${JSON.stringify(key.sk)} }, consistentRead: true });`,
    '  },',
    '  response(ctx) {',
    // A failed read is an error, not a refusal: the tab retries instead of signing out.
    '    if (ctx.error) util.error(ctx.error.message, ctx.error.type);',
    `    if (ctx.result?.role !== ${JSON.stringify(ADMIN_ROLE)} || ctx.result?.isActive !== true) util.unauthorized();`,
    '  },',
    '};',
  ].join('\n');
}

/**
 * The back office's live updates (admin-and-platform.md §4 "Real-time updates"): an AppSync Events API.
 * Browsers connect with their Cognito token; subscribing needs admin rights, checked against the profile
 * (onSubscribeCode; the local gateway applies the same rule, shared/live/access.ts). Only IAM may publish:
 * the live-updates consumer, fed from the bus by its rule. AppSync Events cannot close one client's
 * connection: an admin who loses access is told on the channel (the tab signs out) and refused at the
 * next subscribe.
 */
export class LiveUpdates extends Construct {
  readonly api: appsync.EventApi;

  constructor(scope: Construct, id: string, props: { stage: string; userPool: cognito.IUserPool; table: dynamodb.ITable }) {
    super(scope, id);
    const userPool: appsync.AppSyncAuthProvider = { authorizationType: appsync.AppSyncAuthorizationType.USER_POOL, cognitoConfig: { userPool: props.userPool } };
    const iamAuth: appsync.AppSyncAuthProvider = { authorizationType: appsync.AppSyncAuthorizationType.IAM };
    this.api = new appsync.EventApi(this, 'Api', {
      apiName: `brokerage-${props.stage}-live`,
      authorizationConfig: {
        authProviders: [userPool, iamAuth],
        connectionAuthModeTypes: [appsync.AppSyncAuthorizationType.USER_POOL],
        defaultSubscribeAuthModeTypes: [appsync.AppSyncAuthorizationType.USER_POOL],
        defaultPublishAuthModeTypes: [appsync.AppSyncAuthorizationType.IAM],
      },
    });
    // The handler's data source reads profile items only: GetItem under the profiles' key prefix. The role
    // is closed to further grants (the data source would otherwise add read access to the whole table).
    const key = profileKeyTemplate();
    const role = new iam.Role(this, 'ProfileReadRole', {
      assumedBy: new iam.ServicePrincipal('appsync.amazonaws.com'),
      description: 'AppSync Events onSubscribe: reads the subscriber profile',
    });
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${key.pkPrefix}*`] } },
      }),
    );
    const profiles = new appsync.AppSyncDynamoDbDataSource(this, 'Profiles', {
      api: this.api,
      table: props.table,
      readOnlyAccess: true,
      serviceRole: role.withoutPolicyUpdates(),
      // A name per stage (the stages test refuses physical names shared between stages).
      name: `brokerage_${props.stage.replace(/\W/g, '_')}_profiles`,
      description: 'Profiles, read by the admin namespace onSubscribe handler',
    });
    this.api.addChannelNamespace(LIVE_NAMESPACE, {
      code: appsync.Code.fromInline(onSubscribeCode(key)),
      subscribeHandlerConfig: { dataSource: profiles },
    });
  }

  /** What the browser needs (runtime config): the WebSocket URL and the API host its auth header names. */
  get browserConfig() {
    return { realtimeUrl: `wss://${this.api.realtimeDns}/event/realtime`, host: this.api.httpDns };
  }
}
