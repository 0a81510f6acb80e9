import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialsTreatedAsExpired, credentialsWillNeedRefresh, defaultProvider } from '../../infra/constructs/lambda-bundle/env-credentials.js';

afterEach(() => vi.unstubAllEnvs());

describe('the Lambda bundles’ credential provider (stands in for the default chain)', () => {
  it('answers the role credentials Lambda puts in the environment, session token and expiry included', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    vi.stubEnv('AWS_CREDENTIAL_EXPIRATION', '2030-01-01T00:00:00Z');
    await expect(defaultProvider({})()).resolves.toEqual({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'token',
      expiration: new Date('2030-01-01T00:00:00Z'),
    });
    expect(credentialsWillNeedRefresh()).toBe(false);
    expect(credentialsTreatedAsExpired()).toBe(false);
  });

  it('refuses clearly when the environment has no credentials', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow(/AWS credentials missing/);
  });
});
