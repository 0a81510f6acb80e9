/**
 * Stands in for `aws-amplify` and `aws-amplify/auth` in the Lambda bundles only (esbuild alias, see
 * app-function.ts). The page renderers bundle the web app, whose sign-in module (web/src/lib/auth)
 * imports Amplify; on the server nobody is signed in: the session is read in an effect, which never
 * runs there, and /auth and the back office are not prerendered. Bundled, Amplify weighed ~150 KB and
 * imported @smithy and @aws-crypto packages when the renderer's module loaded.
 * What remains: a visitor without a session, and sign-in calls that refuse.
 */
const refuse = (name) => () => Promise.reject(new Error(`aws-amplify/auth ${name}: sign-in runs in the browser only, not in a Lambda bundle`));

export const Amplify = { configure() {} };
export const fetchAuthSession = () => Promise.resolve({ tokens: undefined });
export const signIn = refuse('signIn');
export const signUp = refuse('signUp');
export const confirmSignIn = refuse('confirmSignIn');
export const confirmSignUp = refuse('confirmSignUp');
export const resendSignUpCode = refuse('resendSignUpCode');
export const signOut = () => Promise.resolve();
