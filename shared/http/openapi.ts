import * as z from 'zod/mini';
import { DEFAULT_MAX_BODY_BYTES } from './route.js';
import { ROUTES, type Route } from './routes.js';

/**
 * The OpenAPI 3.1 description of the API, generated from the route table and its zod schemas: every
 * route, its auth, its parameters and bodies, and the one error shape (shared/http/errors.ts).
 */
const jsonSchema = (schema: z.ZodMiniType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
  return rest as { properties?: Record<string, unknown>; required?: string[] } & Record<string, unknown>;
};
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function operation(route: Route) {
  const pathParameters = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const query = route.query ? jsonSchema(route.query) : undefined;
  const queryParameters = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query?.required?.includes(name) ?? false,
    schema,
  }));
  const responses: Record<string, unknown> = {
    [route.method === 'POST' ? '201' : '200']: { description: 'Succès', content: { 'application/json': { schema: {} } } },
  };
  if (route.body || route.query) responses['400'] = errorResponse('Requête invalide (message en français, détails par champ)');
  if (route.auth !== 'public') responses['401'] = errorResponse('Jeton absent, invalide ou expiré');
  if (route.auth === 'admin') responses['403'] = errorResponse('Réservé aux administrateurs actifs');
  if (pathParameters.length) responses['404'] = errorResponse('Introuvable');
  if (route.body) {
    responses['413'] = errorResponse('Corps trop volumineux');
    responses['415'] = errorResponse('Le corps doit être du JSON');
  }
  responses['500'] = errorResponse('Erreur interne (message générique)');
  return {
    operationId: route.operation,
    tags: [route.fn],
    security: route.auth === 'public' ? [] : [{ cognito: [] }],
    parameters: [...pathParameters, ...queryParameters],
    ...(route.body
      ? {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } },
          'x-max-body-bytes': route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
        }
      : {}),
    responses,
  };
}

let document: object | undefined;
export function openApiDocument(): object {
  if (document) return document;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  document = {
    openapi: '3.1.0',
    info: { title: 'Courtage Québec API', version: '1', description: "API du site et du back-office. Les routes d'administration exigent un jeton d'accès Cognito d'un administrateur actif." },
    paths,
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "Jeton d'accès Cognito (groupe admin)" } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: { error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} } } },
        },
      },
    },
  };
  return document;
}
