import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { config } from 'zod/mini';
import frCA from 'zod/v4/locales/fr-CA.js';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../abuse/server/rate-limit.js';
import { ForbiddenError, NotFoundError, PayloadTooLargeError, UnauthorizedError, UnsupportedMediaTypeError, ValidationError, parseOrRefuse } from '../../errors.js';
import { logger } from '../../observability/logger.js';
import { metrics, MetricUnit } from '../../observability/metrics.js';
import { withPowertools } from '../../observability/middleware.js';
import { ADMIN_GROUP } from '../../users/roles.js';
import { toErrorResponse } from '../errors.js';
import type { Actor } from '../../audit/schema.js';
import { groupsOf, type Claims } from '../claims.js';
import { DEFAULT_MAX_BODY_BYTES, routeKey, type ClientInfo, type Reply, type RouteDef } from '../route.js';
// Types only: the whole table (every function's schemas) stays out of a function's bundle.
import type { HttpFunctionName, Operation, OperationsOf, Route } from '../routes.js';

// The API answers in French: a check whose schema gives no message of its own says it in Quebec French
// (zod/mini carries no locale; its default text is "Invalid input").
config(frCA());

export type { Claims } from '../claims.js';
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: { jwt?: { claims: Claims } } };
};

function parseQuery(event: HttpEvent, route: RouteDef): unknown {
  const raw = event.queryStringParameters ?? {};
  return route.query ? parseOrRefuse(route.query, raw) : raw;
}

const header = (event: HttpEvent, name: string) => event.headers?.[name] ?? event.headers?.[name.toLowerCase()];

/** Exactly application/json, with parameters (charset): not application/json-patch+json nor application/jsonx. */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(;|$)/i;

function parseBody(event: HttpEvent, route: RouteDef): unknown {
  if (!route.body) return undefined;
  const bytes = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (bytes.length > (route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) throw new PayloadTooLargeError();
  if (bytes.length > 0 && !JSON_MEDIA_TYPE.test(header(event, 'content-type') ?? '')) throw new UnsupportedMediaTypeError();
  let raw: unknown;
  try {
    raw = bytes.length ? JSON.parse(bytes.toString('utf8')) : {};
  } catch {
    throw new ValidationError('Le corps de la requête doit être du JSON valide.');
  }
  return parseOrRefuse(route.body, raw);
}

/**
 * The stage's origin secret, which CDK gives CloudFront's API origin and these functions (ORIGIN_VERIFY:
 * the current value, and during a rotation the previous one, comma-separated). A call without it reached
 * the execute-api URL directly, where anyone could set `x-viewer-address` (the rate limiter's key): refused.
 * Unset (the local stack, whose gateway plays CloudFront), nothing is checked.
 */
const originSecrets = (process.env.ORIGIN_VERIFY ?? '').split(',').filter(Boolean).map((value) => Buffer.from(value));

function fromTheSite(event: HttpEvent) {
  if (originSecrets.length === 0) return true;
  const sent = Buffer.from(header(event, ORIGIN_VERIFY_HEADER) ?? '');
  return originSecrets.some((secret) => secret.length === sent.length && timingSafeEqual(secret, sent));
}

/** The visitor's address: named by CloudFront's viewer-request function (or the local gateway), else the connection's. */
function clientAddress(event: HttpEvent): string {
  return header(event, VIEWER_ADDRESS_HEADER)?.split(',')[0]?.trim() || event.requestContext.http.sourceIp;
}

export type AdminCheck = (claims: Claims) => Promise<Actor>;
type ParsedRequest = { body: unknown; params: Record<string, string | undefined>; query: unknown; claims?: Claims; actor?: Actor; client: ClientInfo };

function respond(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/** What an HTTP function is made of: its routes, one operation per route, and the admin check (admin routes). */
/**
 * The bot check and rate limiter of guarded routes (shared/abuse/server/service.ts `screenPublicWrite`), given
 * by the parts of the functions that have such routes: the others never bundle it, nor its table client.
 */
export type PublicWriteScreen = (scope: string, body: Record<string, unknown>, clientAddress: string) => Promise<'automated' | { body: object }>;

export type HttpFunctionParts<F extends HttpFunctionName> = { routes: readonly Route[]; operations: OperationsOf<F>; checkAdmin?: AdminCheck; screen?: PublicWriteScreen };

/**
 * Builds the Lambda handler of one function from its routes (routes-<function>.ts, or the whole ROUTES
 * table: only the function's own are kept) and its operations (one per route): parse and validate,
 * authorize, call the operation, map errors in one place. Admin routes are checked here too, behind the
 * JWT authorizer. Wrapped with middy + Powertools.
 */
export function httpHandler<F extends HttpFunctionName>(fn: F, table: readonly Route[], operations: OperationsOf<F>, options: Pick<HttpFunctionParts<F>, 'checkAdmin' | 'screen'> = {}) {
  const parts = Promise.resolve({ routes: table, operations, ...options });
  return lazyHttpHandler(fn, () => parts);
}

/**
 * The same handler with its parts loaded on the first request (issue 12: a cold start imports only
 * the request plumbing; the routes' schemas, the operations and what they use — ElectroDB, the SDK
 * clients — load through `await import()` in `load`, once, then stay cached). A failed load is retried
 * by the next request.
 */
export function lazyHttpHandler<F extends HttpFunctionName>(fn: F, load: () => Promise<HttpFunctionParts<F>>) {
  let loading: Promise<HttpFunctionParts<F> & { byKey: Map<string, Route> }> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (parts) => ({ ...parts, byKey: new Map<string, Route>(parts.routes.filter((r) => r.fn === fn).map((r) => [routeKey(r), r])) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const run = async (event: HttpEvent, _context: Context): Promise<APIGatewayProxyResultV2> => {
    logger.appendKeys({ routeKey: event.routeKey });
    metrics.addMetric('HttpRequests', MetricUnit.Count, 1);
    try {
      if (!fromTheSite(event)) throw new ForbiddenError('Accès direct refusé : passez par le site.');
      const { byKey, operations, checkAdmin, screen } = await loaded();
      const route = byKey.get(event.routeKey);
      if (!route) throw new NotFoundError('Route inconnue.');
      const claims = event.requestContext.authorizer?.jwt?.claims;
      let actor: Actor | undefined;
      if (route.auth !== 'public' && !claims?.sub) throw new UnauthorizedError();
      if (route.auth === 'admin' && claims) {
        if (!groupsOf(claims).includes(ADMIN_GROUP)) throw new ForbiddenError();
        if (!checkAdmin) throw new ForbiddenError();
        actor = await checkAdmin(claims);
      }
      // The route table typed each operation's request; here every route is handled alike.
      const operation = operations[route.operation as Operation<F>] as unknown as (request: ParsedRequest) => Promise<Reply>;
      let body = parseBody(event, route);
      const client = { address: clientAddress(event), userAgent: header(event, 'user-agent') ?? '' };
      if (route.guard) {
        if (!screen) throw new Error(`${fn} serves the guarded route ${event.routeKey} without a screen in its parts`);
        const screened = await screen(route.guard.scope, body as Record<string, unknown>, client.address);
        if (screened === 'automated') {
          logger.info('automated submission answered with a decoy', { scope: route.guard.scope });
          const decoy = route.guard.decoy();
          return respond(decoy.status, decoy.body);
        }
        body = screened.body;
      }
      const reply = await operation({ body, params: event.pathParameters ?? {}, query: parseQuery(event, route), claims, actor, client });
      return respond(reply.status, reply.body, reply.headers);
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) {
        metrics.addMetric('HttpServerErrors', MetricUnit.Count, 1);
        logger.error('request failed', { status, error: error as Error });
      } else {
        logger.info('request refused', { status, code: body.error.code });
      }
      return respond(status, body);
    }
  };
  // `load` is exposed for the benchmark (tests/bench/functions.ts times the first request's loading).
  return Object.assign(withPowertools(run), { load: loaded });
}
