import type { OperationsOf } from '../../../shared/http/routes.js';

export const analyticsAdminOperations = {} satisfies Partial<OperationsOf<'admin-api'>>;
