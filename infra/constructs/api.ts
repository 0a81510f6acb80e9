import { Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FUNCTIONS, ROUTES, routeKey, type HttpFunctionName } from '../../shared/http/routes.js';
import type { AppFunction } from './app-function.js';
import { ADMIN_ROUTE_SCOPE } from './auth.js';

/** Per-route throttle of the tracking routes (requests per second, steady and burst), below the stage's default. */
// CfnStage.RouteSettings is passed through as JSON: CloudFormation's own (PascalCase) names.
export const TRACKING_ROUTE_THROTTLE = { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 } as const;

export type ApiProps = { userPool: cognito.UserPool; userPoolClient: cognito.IUserPoolClient };

/**
 * The HTTP API (served under /api/* by CloudFront): a throttled, logged default stage, and one route per
 * entry of the route table once the functions exist (`mount`). Signed-in and admin routes carry the JWT
 * authorizer; the admin check itself (group and active profile) runs in the function.
 */
export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  private readonly authorizer: HttpJwtAuthorizer;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Brokerage API (served under /api/* by CloudFront)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.stage = new apigwv2.HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        // No client address (sourceIp): the issue stores no IP for any route, tracking included, and nothing reads it.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    // Access tokens carry client_id instead of aud; the HTTP API authorizer accepts either.
    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', props.userPool.userPoolProviderUrl, {
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });
  }

  /** One integration per function (one invoke permission: per-route ones outgrow the 20 KB policy), one route per table entry. */
  mount(functions: Record<HttpFunctionName, AppFunction>) {
    const cfnStage = this.stage.node.defaultChild as apigwv2.CfnStage;
    const routeSettings: Record<string, typeof TRACKING_ROUTE_THROTTLE> = {};
    const integrations = Object.fromEntries(
      FUNCTIONS.map((fn) => [fn, new HttpLambdaIntegration(`${fn}-integration`, functions[fn].function, { scopePermissionToRoute: false })]),
    ) as Record<HttpFunctionName, HttpLambdaIntegration>;
    for (const route of ROUTES) {
      const httpRoute = new apigwv2.HttpRoute(this, `Route-${route.method}${route.path.replace(/[^A-Za-z0-9]+/g, '-')}`, {
        httpApi: this.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration: integrations[route.fn],
        authorizer: route.auth === 'public' ? new apigwv2.HttpNoneAuthorizer() : this.authorizer,
        // Only access tokens carry this scope: ID tokens (aud = client) are refused on signed-in routes.
        authorizationScopes: route.auth === 'public' ? undefined : [ADMIN_ROUTE_SCOPE],
      });
      if (route.fn === 'tracking-ingest') {
        // Tracking has a budget of its own, below the site's: a flood of visits cannot take the API's share.
        routeSettings[routeKey(route)] = TRACKING_ROUTE_THROTTLE;
        // A stage's route settings name routes that must exist first.
        cfnStage.node.addDependency(httpRoute);
      }
      if (route.auth === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${routeKey(route)} is a public route of the website (route table auth: public); it is throttled by the stage.`,
        });
      }
    }
    cfnStage.routeSettings = routeSettings;
  }
}
