/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only (esbuild alias, see
 * app-function.ts). A Lambda's credentials are always its role's, in AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN: the default chain's other links (profiles, SSO, STS web
 * identity, container and instance metadata) never answer there, and they weigh ~100 KB of nested STS,
 * SSO and sign-in clients in every bundle. Tests and the local stack run the sources, with the real chain.
 */
type EnvCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string; expiration?: Date };

export const defaultProvider =
  (_init: unknown = {}) =>
  async (): Promise<EnvCredentials> => {
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials missing from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
    const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
    return {
      accessKeyId,
      secretAccessKey,
      ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
      ...(expiration ? { expiration: new Date(expiration) } : {}),
    };
  };

/** The real package's other exports, for its importers: environment credentials never need a refresh. */
export const credentialsWillNeedRefresh = () => false;
export const credentialsTreatedAsExpired = () => false;
