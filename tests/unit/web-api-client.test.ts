import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, fillPath, isApiError, queryString, setAccessTokenProvider } from '../../web/src/lib/api-client.js';
import { errorMessage, isClientError, isConflictError, isNotFoundError } from '../../web/src/lib/http-errors.js';
import { fr } from '../../web/src/i18n/fr.js';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers), body: init?.body };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setAccessTokenProvider(undefined);
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it.each([
    ['PUT', '/api/admin/integrations/calendly', () => api.put('/admin/integrations/{name}', { params: { name: 'calendly' }, body: { values: { a: 'b' } } }), { values: { a: 'b' } }],
    ['PATCH', '/api/admin/subscribers/s%201', () => api.patch('/admin/subscribers/{id}', { params: { id: 's 1' }, body: { status: 'active' } }), { status: 'active' }],
    ['POST', '/api/admin/blog/categories', () => api.post('/admin/blog/categories', { body: { name: 'Conseils', slug: 'conseils' } }), { name: 'Conseils', slug: 'conseils' }],
  ])('%s sends JSON to the route (parameters encoded) and returns the parsed answer', async (method, url, call, body) => {
    fetchMock.mockResolvedValue(json(200, { id: 'a1' }));
    await expect(call()).resolves.toEqual({ id: 'a1' });
    const sent = lastCall();
    expect(sent).toMatchObject({ url, method, body: JSON.stringify(body) });
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.get('accept')).toBe('application/json');
  });

  it('GET sends the defined query values only, arrays joined by commas', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [], cursor: null }));
    await api.get('/properties', { query: { type: 'Condo', q: '', minPrice: 250000, cursor: undefined, location: 'Lévis & co' } });
    expect(lastCall().url).toBe('/api/properties?type=Condo&minPrice=250000&location=L%C3%A9vis+%26+co');
    expect(queryString({ ids: ['a', 'b'], none: null })).toBe('?ids=a%2Cb');
    expect(queryString({})).toBe('');
  });

  it('fills every path parameter and refuses a missing one', () => {
    expect(fillPath('/admin/blog/posts/{id}', { id: 'a/b?c' })).toBe('/admin/blog/posts/a%2Fb%3Fc');
    expect(() => fillPath('/admin/blog/posts/{id}', {})).toThrow('Missing path parameter id');
  });

  it('DELETE sends no body and resolves to undefined on 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/admin/agents/{id}', { params: { id: 'a1' } })).resolves.toBeUndefined();
    expect(lastCall()).toMatchObject({ method: 'DELETE', body: undefined });
    expect(lastCall().headers.has('content-type')).toBe(false);
  });

  it('sends the bearer token from the provider, unless the request is anonymous', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.get('/site-settings');
    expect(lastCall().headers.has('authorization')).toBe(false);

    setAccessTokenProvider(async () => 'token-1');
    await api.get('/admin/leads');
    expect(lastCall().headers.get('authorization')).toBe('Bearer token-1');
    await api.get('/site-settings', { anonymous: true });
    expect(lastCall().headers.has('authorization')).toBe(false);

    setAccessTokenProvider(async () => undefined);
    await api.get('/admin/leads');
    expect(lastCall().headers.has('authorization')).toBe(false);
  });

  it('goes on without a token when the provider fails (the API then answers 401)', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHORIZED', message: 'Authentification requise.' } }));
    setAccessTokenProvider(() => Promise.reject(new Error('refresh failed')));
    const error = await api.get('/admin/leads').catch((e: unknown) => e);
    expect(lastCall().headers.has('authorization')).toBe(false);
    expect(isApiError(error, 'UNAUTHORIZED')).toBe(true);
  });

  it("keeps the server's code, French message and details", async () => {
    fetchMock.mockResolvedValue(json(409, { error: { code: 'CONFLICT', message: 'Modifié entre-temps.', details: { at: 'x' } } }));
    const error = await api.patch('/admin/properties/{id}', { params: { id: 'p1' }, body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Modifié entre-temps.', details: { at: 'x' } });
    expect(isApiError(error, 'CONFLICT')).toBe(true);
    expect(isApiError(error, 409)).toBe(true);
    expect(isApiError(error, 'VALIDATION', 'CONFLICT')).toBe(true);
    expect(isApiError(error, 'NOT_FOUND')).toBe(false);
    expect(isConflictError(error)).toBe(true);
    expect(isClientError(error)).toBe(true);
    expect(errorMessage(error)).toBe('Modifié entre-temps.');
  });

  it('turns a non-JSON error page into a generic French message, and a network failure into NETWORK', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await api.get('/properties').catch((e: unknown) => e);
    expect(gateway).toMatchObject({ status: 502, code: 'HTTP_502', message: fr.errors.generic });
    expect(isClientError(gateway)).toBe(false);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await api.get('/properties').catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK', message: fr.errors.network });
  });

  it('hands aborts to the caller unchanged (React Query cancels that way)', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw abort;
    });
    await expect(api.get('/properties', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('never shows anything but French for errors that are not from the API', () => {
    expect(errorMessage(new Error('TypeError: x is undefined'))).toBe(fr.errors.generic);
    expect(isNotFoundError(new ApiError(404, 'NOT_FOUND', 'Ressource introuvable.'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
