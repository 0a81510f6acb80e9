import type { OperationsOf } from '../../../shared/http/routes.js';

export const blogAdminOperations = {} satisfies Partial<OperationsOf<'admin-api'>>;
