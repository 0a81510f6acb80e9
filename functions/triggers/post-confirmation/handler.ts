import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';
import { createProfileOnConfirmation } from '../../../shared/users/server/service.js';

/**
 * Cognito PostConfirmation: a confirmed sign-up gets its profile (role user, active, names). Cognito
 * retries a failed trigger, so creating the profile is idempotent; a password reset confirmation
 * (PostConfirmation_ConfirmForgotPassword) changes nothing.
 */
export const handler = withPowertools(async (event: PostConfirmationTriggerEvent) => {
  if (event.triggerSource === 'PostConfirmation_ConfirmSignUp') {
    const attributes = event.request.userAttributes;
    const created = await createProfileOnConfirmation({
      userId: attributes.sub!,
      email: attributes.email,
      firstName: attributes.given_name,
      lastName: attributes.family_name,
    });
    metrics.addMetric(created ? 'ProfilesCreated' : 'ProfilesAlreadyPresent', MetricUnit.Count, 1);
    logger.info('post-confirmation', { userId: attributes.sub, created });
  }
  return event;
});
