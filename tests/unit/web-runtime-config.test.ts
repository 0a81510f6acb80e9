import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, runtimeConfigQueryOptions } from '../../web/src/lib/runtime-config.js';

const valid = {
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_abc',
  userPoolClientId: 'client',
  authFlow: 'USER_SRP_AUTH',
  schedulingOrigin: 'https://Calendly.com/',
  liveEvents: { realtimeUrl: 'wss://abc.appsync-realtime-api.ca-central-1.amazonaws.com/event/realtime', host: 'abc.appsync-api.ca-central-1.amazonaws.com' },
  map: { styleUrl: 'https://maps.geo.ca-central-1.amazonaws.com/v2/styles/Standard/descriptor?key=v1.public.abc&color-scheme=Light' },
};
const serve = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('runtime config', () => {
  it('is read from /runtime-config.json (not /api) with the shared schema, the scheduling origin normalised', async () => {
    serve(200, valid);
    await expect(getRuntimeConfig()).resolves.toEqual({ ...valid, schedulingOrigin: 'https://calendly.com' });
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/runtime-config.json');
  });

  it('keeps the local Cognito endpoint when there is one', async () => {
    serve(200, { ...valid, authFlow: 'USER_PASSWORD_AUTH', userPoolEndpoint: 'http://localhost:3000/cognito', schedulingOrigin: 'http://127.0.0.1:4567' });
    await expect(getRuntimeConfig()).resolves.toMatchObject({ authFlow: 'USER_PASSWORD_AUTH', userPoolEndpoint: 'http://localhost:3000/cognito', schedulingOrigin: 'http://127.0.0.1:4567' });
  });

  it("takes the map's style as an https URL (Amazon Location) or a same-origin path (the local basemap), nothing else", async () => {
    serve(200, { ...valid, map: { styleUrl: '/basemap/style.json' } });
    await expect(getRuntimeConfig()).resolves.toMatchObject({ map: { styleUrl: '/basemap/style.json' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const styleUrl of ['http://maps.example/style.json', '//maps.example/style.json', 'javascript:alert(1)']) {
      serve(200, { ...valid, map: { styleUrl } });
      await expect(getRuntimeConfig()).rejects.toMatchObject({ code: 'INVALID_RUNTIME_CONFIG' });
    }
  });

  it('refuses a config that does not match the schema, and a failed answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(200, { ...valid, authFlow: 'CUSTOM_AUTH' });
    await expect(getRuntimeConfig()).rejects.toMatchObject({ code: 'INVALID_RUNTIME_CONFIG' });
    serve(404, {});
    await expect(getRuntimeConfig()).rejects.toMatchObject({ status: 404, code: 'HTTP_404' });
  });

  it('is fetched once per page life', () => {
    expect(runtimeConfigQueryOptions().staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
