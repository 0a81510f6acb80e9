import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../infra/local/gateway.js';
import { openApiDocument } from '../../shared/http/openapi.js';
import { ROUTES } from '../../shared/http/routes.js';

type Operation = {
  operationId: string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[]; additionalProperties?: boolean } } } };
  responses: Record<string, unknown>;
};
const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };
const op = (method: string, path: string) => doc.paths[path]![method.toLowerCase()]!;

describe('OpenAPI document from the route table', () => {
  it('describes every route of the table, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const described = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(described.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of ROUTES) expect(op(route.method, route.path).operationId).toBe(route.operation);
  });

  it('marks every signed-in and admin route as needing the Cognito bearer token, and no public one', () => {
    for (const route of ROUTES) {
      const operation = op(route.method, route.path);
      expect(operation.security, route.operation).toEqual(route.auth === 'public' ? [] : [{ cognito: [] }]);
      expect('401' in operation.responses, route.operation).toBe(route.auth !== 'public');
      expect('403' in operation.responses, route.operation).toBe(route.auth === 'admin');
    }
  });

  it('carries the zod schemas: bodies with their required fields, query and path parameters', () => {
    const lead = op('POST', '/api/leads');
    const schema = lead.requestBody!.content['application/json'].schema;
    expect(schema.required.sort()).toEqual(['adresse', 'email', 'nom', 'telephone']);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(lead.responses)).toEqual(expect.arrayContaining(['201', '400', '413', '415', '500']));
    expect(op('GET', '/api/properties').parameters.map((p) => p.name)).toEqual(['q', 'location', 'type', 'minPrice', 'maxPrice', 'bedrooms', 'bathrooms', 'transaction', 'garage', 'fireplace', 'finishedBasement', 'airConditioning', 'sort', 'limit', 'cursor']);
    expect(op('GET', '/api/admin/leads/{id}').parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  });

  it('is served at /api/openapi.json, matched literally by the local gateway', () => {
    expect(matchRoute('GET', '/api/openapi.json')?.route.operation).toBe('getOpenApi');
    expect(matchRoute('GET', '/api/openapiXjson')).toBeNull();
  });
});
