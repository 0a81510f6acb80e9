import type { OperationsOf } from '../../../shared/http/routes.js';

export const subscriberAdminOperations = {} satisfies Partial<OperationsOf<'admin-api'>>;
