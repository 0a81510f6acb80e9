import * as appsync from 'aws-cdk-lib/aws-appsync';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { LIVE_NAMESPACE } from '../../shared/live/channel.js';

/**
 * The back office's live updates (admin-and-platform.md §4 "Real-time updates"): an AppSync Events API.
 * Browsers connect and subscribe with their Cognito token; only the `admin` group may subscribe (the
 * namespace's onSubscribe handler; the local gateway applies the same rule, shared/live/access.ts).
 * Only IAM may publish: the live-updates consumer, fed from the bus by its rule.
 */
export class LiveUpdates extends Construct {
  readonly api: appsync.EventApi;

  constructor(scope: Construct, id: string, props: { stage: string; userPool: cognito.IUserPool }) {
    super(scope, id);
    const userPool: appsync.AppSyncAuthProvider = { authorizationType: appsync.AppSyncAuthorizationType.USER_POOL, cognitoConfig: { userPool: props.userPool } };
    const iam: appsync.AppSyncAuthProvider = { authorizationType: appsync.AppSyncAuthorizationType.IAM };
    this.api = new appsync.EventApi(this, 'Api', {
      apiName: `brokerage-${props.stage}-live`,
      authorizationConfig: {
        authProviders: [userPool, iam],
        connectionAuthModeTypes: [appsync.AppSyncAuthorizationType.USER_POOL],
        defaultSubscribeAuthModeTypes: [appsync.AppSyncAuthorizationType.USER_POOL],
        defaultPublishAuthModeTypes: [appsync.AppSyncAuthorizationType.IAM],
      },
    });
    this.api.addChannelNamespace(LIVE_NAMESPACE, {
      code: appsync.Code.fromInline(
        [
          "import { util } from '@aws-appsync/utils';",
          // Any account of the pool may connect (self sign-up exists): subscribing needs the admin group.
          'export function onSubscribe(ctx) {',
          "  if (!(ctx.identity?.groups ?? []).includes('admin')) util.unauthorized();",
          '}',
        ].join('\n'),
      ),
    });
  }

  /** What the browser needs (runtime config): the WebSocket URL and the API host its auth header names. */
  get browserConfig() {
    return { realtimeUrl: `wss://${this.api.realtimeDns}/event/realtime`, host: this.api.httpDns };
  }
}
