import { readFileSync } from 'node:fs';
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { ForbiddenError } from '../../shared/errors.js';
import { groupsOf } from '../../shared/http/claims.js';
import { screenPublicWrite } from '../../shared/abuse/server/service.js';
import { httpHandler, type HttpEvent } from '../../shared/http/server/handler.js';
import { ok } from '../../shared/http/route.js';
import { ROUTES, type OperationsOf } from '../../shared/http/routes.js';

/** Events captured from API Gateway HTTP API (payload 2.0) behind CloudFront, ids anonymised. */
const fixture = (name: string): HttpEvent => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
const context = { functionName: 'public-api', awsRequestId: 'test', invokedFunctionArn: 'arn:aws:lambda:ca-central-1:123456789012:function:x', memoryLimitInMB: '512', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const bodyOf = (result: unknown) => JSON.parse((result as { body: string }).body);

// The rate limiter's table is the integration tests' (tests/integration/abuse.test.ts); here it lets everyone through
// and records who it counted.
const counted = vi.hoisted(() => [] as Array<{ scope: string; subjects: unknown }>);
vi.mock('../../shared/abuse/server/repository.js', () => ({
  rateLimitRepository: { hit: async (scope: string, subjects: unknown) => (counted.push({ scope, subjects }), false) },
}));

describe('groupsOf', () => {
  it('reads the groups claim as API Gateway passes it: one string', () => {
    expect(groupsOf({ 'cognito:groups': '[admin editors]' })).toEqual(['admin', 'editors']);
    expect(groupsOf({ 'cognito:groups': '[admin]' })).toEqual(['admin']);
    expect(groupsOf({})).toEqual([]);
  });
});

describe('httpHandler on captured API Gateway v2 events', () => {
  it('admits an admin from the string groups claim and passes typed path parameters', async () => {
    const getLead = vi.fn(async ({ params }: { params: { id: string } }) => ok({ id: params.id }));
    const actor = { id: 'c1a2b3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', email: 'admin@courtage-quebec.ca' };
    const checkAdmin = vi.fn(async () => actor);
    const handler = httpHandler('admin-api', ROUTES, { getLead, listLeads: vi.fn() } as unknown as OperationsOf<'admin-api'>, { checkAdmin });
    const result = await handler(fixture('apigw-v2-admin-get-lead'), context);
    expect(result).toMatchObject({ statusCode: 200 });
    expect(bodyOf(result)).toEqual({ id: '7f1c2a9e-3b7d-4a51-9a6e-1f0b2c3d4e5f' });
    expect(checkAdmin).toHaveBeenCalledWith(expect.objectContaining({ sub: 'c1a2b3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }));
    // The operation receives the admin the check found, for its audit entry.
    expect(getLead).toHaveBeenCalledWith(expect.objectContaining({ actor }));
  });

  it('refuses a caller outside the admin group (403) and without claims (401)', async () => {
    const handler = httpHandler('admin-api', ROUTES, { getLead: vi.fn(), listLeads: vi.fn() } as unknown as OperationsOf<'admin-api'>, { checkAdmin: async () => ({ id: 'c1a2b3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }) });
    const event = fixture('apigw-v2-admin-get-lead');
    const notAdmin = structuredClone(event);
    notAdmin.requestContext.authorizer!.jwt!.claims['cognito:groups'] = '[editors]';
    expect(await handler(notAdmin, context)).toMatchObject({ statusCode: 403 });
    const anonymous = structuredClone(event);
    delete anonymous.requestContext.authorizer;
    expect(await handler(anonymous, context)).toMatchObject({ statusCode: 401 });
    const inactive = httpHandler('admin-api', ROUTES, { getLead: vi.fn(), listLeads: vi.fn() } as unknown as OperationsOf<'admin-api'>, {
      checkAdmin: async () => {
        throw new ForbiddenError();
      },
    });
    expect(await inactive(event, context)).toMatchObject({ statusCode: 403 });
  });

  it('decodes a base64 body (accents included) and validates it with the route schema', async () => {
    const createSellerLead = vi.fn(async ({ body }: { body: unknown }) => ok(body));
    const handler = httpHandler('public-api', ROUTES, { createSellerLead } as unknown as OperationsOf<'public-api'>, { screen: screenPublicWrite });
    const result = await handler(fixture('apigw-v2-public-post-lead'), context);
    expect(result).toMatchObject({ statusCode: 200 });
    expect(bodyOf(result)).toMatchObject({ nom: 'Léa Tremblay', adresse: '123 rue Saint-Denis, Montréal', typeProprietee: 'condo' });

    const invalid = fixture('apigw-v2-public-post-lead');
    invalid.body = Buffer.from(JSON.stringify({ nom: 'Léa' })).toString('base64');
    const refused = await handler(invalid, context);
    expect(refused).toMatchObject({ statusCode: 400 });
    expect(bodyOf(refused).error.message).toBe('Veuillez remplir tous les champs obligatoires');
    expect(createSellerLead).toHaveBeenCalledTimes(1);
  });

  it('screens a guarded public write: a bot gets a decoy without the operation; a person is counted by viewer address and e-mail and the guard fields never reach the operation', async () => {
    counted.length = 0;
    const createSellerLead = vi.fn(async ({ body }: { body: unknown }) => ok(body));
    const handler = httpHandler('public-api', ROUTES, { createSellerLead } as unknown as OperationsOf<'public-api'>, { screen: screenPublicWrite });
    const bot = fixture('apigw-v2-public-post-lead');
    const botBody = { ...JSON.parse(Buffer.from(bot.body!, 'base64').toString('utf8')), website: 'http://spam.example' };
    bot.body = Buffer.from(JSON.stringify(botBody)).toString('base64');
    const decoy = await handler(bot, context);
    expect(decoy).toMatchObject({ statusCode: 201 });
    expect(bodyOf(decoy)).toMatchObject({ id: expect.any(String), status: 'new' });
    expect(createSellerLead).not.toHaveBeenCalled();
    expect(counted).toEqual([]);

    const person = fixture('apigw-v2-public-post-lead');
    person.headers['x-viewer-address'] = '198.51.100.23';
    expect(await handler(person, context)).toMatchObject({ statusCode: 200 });
    expect(counted).toEqual([{ scope: 'seller-lead', subjects: [{ kind: 'ip', value: '198.51.100.23' }, { kind: 'email', value: 'lea.tremblay@exemple.ca' }] }]);
    const received = createSellerLead.mock.calls[0]![0].body as Record<string, unknown>;
    expect(received).not.toHaveProperty('website');
    expect(received).not.toHaveProperty('elapsedMs');
  });

  it('takes application/json with or without parameters', async () => {
    const createSellerLead = vi.fn(async () => ok({ id: 'x' }));
    const handler = httpHandler('public-api', ROUTES, { createSellerLead } as unknown as OperationsOf<'public-api'>, { screen: screenPublicWrite });
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      const event = fixture('apigw-v2-public-post-lead');
      event.headers['content-type'] = type;
      expect((await handler(event, context)) as { statusCode: number }, type).not.toMatchObject({ statusCode: 415 });
    }
  });

  it('refuses a body that is not JSON (415) or too large (413) before the operation runs', async () => {
    const createSellerLead = vi.fn();
    const handler = httpHandler('public-api', ROUTES, { createSellerLead } as unknown as OperationsOf<'public-api'>, { screen: screenPublicWrite });
    const form = fixture('apigw-v2-public-post-lead');
    form.headers['content-type'] = 'application/x-www-form-urlencoded';
    expect(await handler(form, context)).toMatchObject({ statusCode: 415 });
    // Exactly application/json (issue 25): its look-alikes are other media types.
    for (const type of ['application/json-patch+json', 'application/jsonx', 'text/json', 'application/x-json']) {
      const other = fixture('apigw-v2-public-post-lead');
      other.headers['content-type'] = type;
      expect(await handler(other, context), type).toMatchObject({ statusCode: 415 });
    }
    const huge = fixture('apigw-v2-public-post-lead');
    huge.body = Buffer.from(JSON.stringify({ nom: 'x'.repeat(70_000) })).toString('base64');
    expect(await handler(huge, context)).toMatchObject({ statusCode: 413 });
    expect(createSellerLead).not.toHaveBeenCalled();
  });

  it('answers a 500 with a generic French body and never the error itself', async () => {
    const createSellerLead = vi.fn(async () => {
      throw new Error('ConditionalCheckFailed on table brokerage-secret, key pk=$lead#id_42');
    });
    const handler = httpHandler('public-api', ROUTES, { createSellerLead } as unknown as OperationsOf<'public-api'>, { screen: screenPublicWrite });
    const result = await handler(fixture('apigw-v2-public-post-lead'), context);
    expect(result).toMatchObject({ statusCode: 500 });
    expect(bodyOf(result)).toEqual({ error: { code: 'INTERNAL', message: 'Une erreur interne est survenue. Veuillez réessayer.' } });
    expect((result as { body: string }).body).not.toMatch(/secret|Conditional|stack/);
  });

  it('refuses a signed-in route without claims (401) and hands the claims to the operation', async () => {
    const getMe = vi.fn(async ({ claims }: { claims: Record<string, unknown> }) => ok({ sub: claims.sub }));
    const handler = httpHandler('public-api', ROUTES, { getMe } as unknown as OperationsOf<'public-api'>);
    const event = fixture('apigw-v2-admin-get-lead');
    Object.assign(event, { routeKey: 'GET /api/me', rawPath: '/api/me', pathParameters: undefined });
    expect(bodyOf(await handler(event, context))).toEqual({ sub: 'c1a2b3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' });
    delete event.requestContext.authorizer;
    expect(await handler(event, context)).toMatchObject({ statusCode: 401 });
    expect(getMe).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for a route of another function', async () => {
    const handler = httpHandler('public-api', ROUTES, {} as OperationsOf<'public-api'>);
    expect(await handler(fixture('apigw-v2-admin-get-lead'), context)).toMatchObject({ statusCode: 404 });
  });
});
