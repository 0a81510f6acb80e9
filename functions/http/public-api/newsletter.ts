import { withoutGuard } from '../../../shared/abuse/form-guard.js';
import { created, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { subscribe, unsubscribeWithToken } from '../../../shared/newsletter/server/service.js';

export const newsletterOperations = {
  /** 201 when a subscriber became active (new or returning), 200 when it already was. */
  subscribeToNewsletter: async ({ body }) => {
    const { email, name, source } = withoutGuard(body);
    const status = await subscribe({ email, name, source });
    return status === 'already' ? ok({ status }) : created({ status });
  },
  unsubscribeFromNewsletter: async ({ body }) => {
    await unsubscribeWithToken(body.token, new Date(), body.campaign);
    return ok({ status: 'unsubscribed' });
  },
  unsubscribeOneClick: async ({ query }) => {
    await unsubscribeWithToken(query.token, new Date(), query.campaign);
    return ok({ status: 'unsubscribed' });
  },
} satisfies Partial<OperationsOf<'public-api'>>;
