import { Amplify } from 'aws-amplify';
import {
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  setUpTOTP,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { setAccessTokenProvider } from '../api-client';
import { getRuntimeConfig, type RuntimeConfig } from '../runtime-config';

/**
 * The only module that imports Amplify (Auth category only). It is loaded with import(): by the
 * session when a session may exist, by /auth and by the back office; a signed-out visitor's page never
 * downloads it. Once started, API requests carry the access token, refreshed by Amplify as needed.
 */
let started: Promise<RuntimeConfig> | undefined;

export function startAuth(): Promise<RuntimeConfig> {
  return (started ??= getRuntimeConfig().then((config) => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
    setAccessTokenProvider(async () => (await fetchAuthSession()).tokens?.accessToken?.toString());
    return config;
  }));
}

/** Whether Amplify holds tokens (refreshing them when expired); false when the refresh token is gone. */
export async function hasSession(): Promise<boolean> {
  await startAuth();
  try {
    return Boolean((await fetchAuthSession()).tokens?.accessToken);
  } catch {
    return false;
  }
}

/**
 * `newPasswordRequired`: an account an operator created (`npm run admin -- create`) signs in with the
 * mailed temporary password; Cognito then asks for the account's own password (answerSignInChallenge).
 * `totpRequired`: the account enrolled an authenticator app (TOTP); Cognito asks for its current code.
 */
export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'newPasswordRequired' | 'totpRequired';

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const config = await startAuth();
  const { isSignedIn, nextStep } = await amplifySignIn({ username: email, password, options: { authFlowType: config.authFlow } });
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totpRequired';
  if (!isSignedIn) throw new Error(`Unsupported sign-in step ${nextStep.signInStep}`);
  return 'signedIn';
}

/**
 * Answers the challenge of the sign-in in progress: NEW_PASSWORD_REQUIRED with the account's own
 * password, SOFTWARE_TOKEN_MFA with the authenticator app's current code. A wrong code keeps the sign-in
 * in progress (another code may be tried); an expired one throws NotAuthorizedException.
 */
export async function answerSignInChallenge(response: string) {
  await startAuth();
  const { isSignedIn, nextStep } = await amplifyConfirmSignIn({ challengeResponse: response });
  if (!isSignedIn) throw new Error(`Unsupported sign-in step ${nextStep.signInStep}`);
}

/** Whether the signed-in account signs in with an authenticator app code (TOTP) after its password. */
export async function isTotpEnabled(): Promise<boolean> {
  await startAuth();
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** Starts enrolling an authenticator app: Cognito's new TOTP secret for the signed-in account (AssociateSoftwareToken). */
export async function startTotpEnrolment(): Promise<string> {
  await startAuth();
  return (await setUpTOTP()).sharedSecret;
}

/** Ends the enrolment with the app's first code (VerifySoftwareToken), then asks for that code at every sign-in. */
export async function confirmTotpEnrolment(code: string) {
  await startAuth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** The account signs in with its password alone again (allowed while the pool's MFA is optional). */
export async function disableTotp() {
  await startAuth();
  await updateMFAPreference({ totp: 'DISABLED' });
}

export async function signUp(input: { email: string; password: string; firstName?: string; lastName?: string }) {
  await startAuth();
  await amplifySignUp({
    username: input.email,
    password: input.password,
    options: {
      userAttributes: {
        email: input.email,
        ...(input.firstName ? { given_name: input.firstName } : {}),
        ...(input.lastName ? { family_name: input.lastName } : {}),
      },
    },
  });
}

export async function confirmSignUp(email: string, code: string) {
  await startAuth();
  await amplifyConfirmSignUp({ username: email, confirmationCode: code });
}

export async function resendCode(email: string) {
  await startAuth();
  await resendSignUpCode({ username: email });
}

export async function signOut() {
  await startAuth();
  await amplifySignOut();
  setAccessTokenProvider(undefined);
}
