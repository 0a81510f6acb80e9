import { noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { deleteSubscriber, setSubscriberStatus } from '../../../shared/newsletter/server/admin-service.js';
import { subscriberRepository } from '../../../shared/newsletter/server/repository.js';

export const subscriberAdminOperations = {
  listSubscribers: async ({ query }) => ok(await subscriberRepository.list(query)),
  getSubscriberStats: async () => ok(await subscriberRepository.stats(new Date())),
  setSubscriberStatus: async ({ params, body, actor }) => ok(await setSubscriberStatus(params.id, body.status, actor)),
  deleteSubscriber: async ({ params, actor }) => {
    await deleteSubscriber(params.id, actor);
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-api'>>;
