import { Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FUNCTIONS, ROUTES, routeKey, type HttpFunctionName, type Route } from '../../shared/http/routes.js';
import type { AppFunction } from './app-function.js';
import { ADMIN_ROUTE_SCOPE } from './auth.js';

/**
 * Per-route throttles (requests per second, steady and burst), sized for 100× today's traffic (docs/deploy.md):
 * 100 000 visits a month peak near one page a second, so 100 pages a second, each making one or two API
 * calls once the page is up. A flood on one kind of route cannot take another's share; the forms also have
 * their per-visitor rate limit, and the optional WAF its per-address one. API Gateway's account quota in a
 * region is 10 000 requests a second.
 */
// CfnStage.RouteSettings is passed through as JSON: CloudFormation's own (PascalCase) names.
export const ROUTE_THROTTLES = {
  /** Page data, search, listings: what a visitor's browser reads. */
  publicRead: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
  /** Forms (leads, visits, newsletter): a few an hour today. */
  publicWrite: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
  /** Visits and events of consenting visitors: at most one a second each. */
  tracking: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
  /** The back office: a handful of admins. */
  signedIn: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
} as const;
type RouteThrottle = (typeof ROUTE_THROTTLES)[keyof typeof ROUTE_THROTTLES];

export const routeThrottle = (route: Pick<Route, 'fn' | 'auth' | 'method'>): RouteThrottle =>
  route.fn === 'tracking-ingest' ? ROUTE_THROTTLES.tracking
  : route.auth !== 'public' ? ROUTE_THROTTLES.signedIn
  : route.method === 'GET' ? ROUTE_THROTTLES.publicRead
  : ROUTE_THROTTLES.publicWrite;

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
      // Routes not in the table (none today) get the signed-in share; every route has its own below.
      throttle: { rateLimit: ROUTE_THROTTLES.signedIn.ThrottlingRateLimit, burstLimit: ROUTE_THROTTLES.signedIn.ThrottlingBurstLimit },
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
    const routeSettings: Record<string, RouteThrottle> = {};
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
      routeSettings[routeKey(route)] = routeThrottle(route);
      // A stage's route settings name routes that must exist first.
      cfnStage.node.addDependency(httpRoute);
      if (route.auth === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${routeKey(route)} is a public route of the website (route table auth: public); it has its own throttle.`,
        });
      }
    }
    cfnStage.routeSettings = routeSettings;
  }
}
