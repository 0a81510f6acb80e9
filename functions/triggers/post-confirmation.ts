import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Cognito PostConfirmation: a confirmed sign-up gets its profile (role user, active, names). Cognito
 * retries a failed trigger, so creating the profile is idempotent; a password reset confirmation
 * (PostConfirmation_ConfirmForgotPassword) changes nothing.
 * Its code (./post-confirmation/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./post-confirmation/handler.js'));
