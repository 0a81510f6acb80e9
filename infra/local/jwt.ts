import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

/**
 * Verifies access tokens the way the API Gateway JWT authorizer does (issuer, signature, expiry,
 * client id). cognito-local serves its JWKS over http:, which needs a plain fetcher.
 */
export function createAccessTokenVerifier(issuer: string, clientId: string) {
  const verifier = JwtVerifier.create(
    { issuer, audience: null, jwksUri: `${issuer}/.well-known/jwks.json` },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
      }),
    },
  );
  return async (token: string) => {
    const payload = await verifier.verify(token);
    if (payload.token_use !== 'access' || payload.client_id !== clientId) throw new Error('Token not issued for this client');
    return payload as Record<string, unknown>;
  };
}
