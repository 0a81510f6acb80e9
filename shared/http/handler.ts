import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { z } from 'zod';
import { logger } from '../observability/logger.js';
import { ADMIN_GROUP } from '../users/roles.js';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.js';
import { toErrorResponse } from './errors.js';
import { ROUTES, routeKey, type HttpFunctionName, type Operation, type RouteDef } from './routes.js';

export type Claims = Record<string, unknown>;
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: { jwt?: { claims: Claims } } };
};
export type RequestContext = {
  /** The body parsed by the route's schema (undefined when the route has none). */
  body: unknown;
  params: Record<string, string | undefined>;
  /** The query string, parsed by the route's schema when it has one. */
  query: unknown;
  claims?: Claims;
};
export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
export type OperationHandler = (req: RequestContext) => Promise<Reply>;

export const ok = (body: unknown, headers?: Record<string, string>): Reply => ({ status: 200, body, headers });
export const created = (body: unknown): Reply => ({ status: 201, body });

/** API Gateway passes `cognito:groups` as "[admin other]" text; the local gateway passes an array. */
export function groupsOf(claims: Claims): string[] {
  const raw = claims['cognito:groups'];
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw === 'string') return raw.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
  return [];
}

/** Turns zod issues into one French message plus per-field details for forms. */
export function validationError(error: z.ZodError): ValidationError {
  const first = error.issues[0];
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || '_', i.message]));
  // zod's own English text for extra keys is replaced; schemas with a French message keep theirs.
  const message =
    first?.code === 'unrecognized_keys' && first.message.startsWith('Unrecognized') ? 'Champ non autorisé dans la requête.' : (first?.message ?? 'Requête invalide.');
  return new ValidationError(message, { fields });
}

function parseQuery(event: HttpEvent, route: RouteDef): unknown {
  const raw = event.queryStringParameters ?? {};
  if (!route.query) return raw;
  const parsed = route.query.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function parseBody(event: HttpEvent, route: RouteDef): unknown {
  if (!route.body) return undefined;
  let raw: unknown;
  try {
    const text = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw new ValidationError('Le corps de la requête doit être du JSON valide.');
  }
  const parsed = route.body.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export type AdminCheck = (claims: Claims) => Promise<void>;

/**
 * Builds one Lambda handler for all routes of `fn` in the route table: parse, authorize, call the
 * operation, map errors in one place. Admin routes are checked here too, behind the JWT authorizer.
 */
export function httpHandler<F extends HttpFunctionName>(
  fn: F,
  operations: Record<Operation<F>, OperationHandler>,
  options: { checkAdmin?: AdminCheck } = {},
) {
  const routes = new Map<string, RouteDef>(ROUTES.filter((r) => r.fn === fn).map((r) => [routeKey(r), r]));
  return async (event: HttpEvent): Promise<APIGatewayProxyResultV2> => {
    const route = routes.get(event.routeKey);
    try {
      if (!route) throw new NotFoundError('Route inconnue.');
      const claims = event.requestContext.authorizer?.jwt?.claims;
      if (route.auth === 'admin') {
        if (!claims?.sub) throw new UnauthorizedError();
        if (!groupsOf(claims).includes(ADMIN_GROUP)) throw new ForbiddenError();
        if (!options.checkAdmin) throw new ForbiddenError();
        await options.checkAdmin(claims);
      }
      const operation = operations[route.operation as Operation<F>];
      const reply = await operation({
        body: parseBody(event, route),
        params: event.pathParameters ?? {},
        query: parseQuery(event, route),
        claims,
      });
      return respond(reply.status, reply.body, reply.headers);
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) logger.error('request failed', { routeKey: event.routeKey, error: error as Error });
      else logger.info('request refused', { routeKey: event.routeKey, status, code: body.error.code });
      return respond(status, body);
    }
  };
}

function respond(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}
