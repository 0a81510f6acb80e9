import type { OperationsOf } from '../../../shared/http/routes.js';

export const dashboardAdminOperations = {} satisfies Partial<OperationsOf<'admin-api'>>;
