import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../infra/local/gateway.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { toErrorResponse } from '../../shared/http/errors.js';
import { ROUTES, routeKey } from '../../shared/http/routes.js';

describe('route table', () => {
  it('has unique route keys and admin routes only under /api/admin', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of ROUTES) expect(r.path.startsWith('/api/admin/')).toBe(r.auth === 'admin');
  });

  it('matches path parameters like API Gateway', () => {
    expect(matchRoute('GET', '/api/admin/leads/abc%20d')).toMatchObject({ route: { operation: 'getLead' }, params: { id: 'abc d' } });
    expect(matchRoute('POST', '/api/admin/leads/abc')).toBeNull();
    expect(matchRoute('GET', '/api/admin/leads/a/b')).toBeNull();
  });
});

describe('errors', () => {
  it('maps domain errors to 4xx and hides everything else', () => {
    expect(toErrorResponse(new NotFoundError('x')).status).toBe(404);
    expect(toErrorResponse(new ConflictError('y')).status).toBe(409);
    const internal = toErrorResponse(new Error('secret stack detail'));
    expect(internal.status).toBe(500);
    expect(JSON.stringify(internal.body)).not.toContain('secret');
  });
});
