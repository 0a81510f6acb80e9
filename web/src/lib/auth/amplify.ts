import { Amplify } from 'aws-amplify';
import {
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
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
 * mailed temporary password; Cognito then asks for the account's own password (confirmNewPassword).
 */
export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'newPasswordRequired';

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const config = await startAuth();
  const { isSignedIn, nextStep } = await amplifySignIn({ username: email, password, options: { authFlowType: config.authFlow } });
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  if (!isSignedIn) throw new Error(`Unsupported sign-in step ${nextStep.signInStep}`);
  return 'signedIn';
}

/** Answers Cognito's NEW_PASSWORD_REQUIRED challenge of the sign-in in progress: the account's own password. */
export async function confirmNewPassword(newPassword: string) {
  await startAuth();
  const { isSignedIn, nextStep } = await amplifyConfirmSignIn({ challengeResponse: newPassword });
  if (!isSignedIn) throw new Error(`Unsupported sign-in step ${nextStep.signInStep}`);
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
