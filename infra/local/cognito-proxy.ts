import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * In front of cognito-local: Amplify v6 refreshes with GetTokensFromRefreshToken, which cognito-local
 * lacks; answer it with InitiateAuth REFRESH_TOKEN_AUTH (docs/architecture.md, local runtime).
 */
const BROWSER_COGNITO_CALLS = new Set(
  [
    'InitiateAuth', 'RespondToAuthChallenge', 'SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'GetUser',
    'GlobalSignOut', 'RevokeToken', 'ForgotPassword', 'ConfirmForgotPassword', 'ChangePassword',
    'GetTokensFromRefreshToken', 'UpdateUserAttributes',
    // An admin enrols an authenticator app from « Mon compte » (TOTP MFA, with the account's access token).
    'AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference',
  ].map((name) => `AWSCognitoIdentityProviderService.${name}`),
);

export async function proxyCognito(endpoint: string, target: string | undefined, body: Buffer, isDisabled: (username: string) => Promise<boolean>) {
  // Only what a browser may call on a real user pool: no Admin* API through the site's origin.
  if (!target || !BROWSER_COGNITO_CALLS.has(target)) {
    return { status: 400, text: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Operation not allowed from the browser' }) };
  }
  let forwardTarget = target;
  let payload = body.toString('utf8');
  let input: { AuthParameters?: { USERNAME?: string }; RefreshToken?: string; ClientId?: string };
  try {
    input = JSON.parse(payload) as typeof input;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new TypeError('not an object');
  } catch {
    // What Cognito answers a body that is not a JSON object.
    return { status: 400, text: JSON.stringify({ __type: 'SerializationException', message: 'Invalid JSON body.' }) };
  }
  // Cognito refuses a disabled account's sign-in; cognito-local does not check the flag, so the proxy does.
  const username = target === 'AWSCognitoIdentityProviderService.InitiateAuth' ? input.AuthParameters?.USERNAME : undefined;
  if (username && (await isDisabled(username))) {
    return { status: 400, text: JSON.stringify({ __type: 'NotAuthorizedException', message: 'User is disabled.' }) };
  }
  if (target === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken') {
    forwardTarget = 'AWSCognitoIdentityProviderService.InitiateAuth';
    payload = JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: input.ClientId, AuthParameters: { REFRESH_TOKEN: input.RefreshToken } });
  }
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': forwardTarget },
    body: payload,
  });
  return { status: res.status, text: await res.text() };
}

export async function isUserDisabled(client: CognitoIdentityProviderClient, userPoolId: string, username: string) {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username })).catch(() => undefined);
  return user?.Enabled === false;
}
