import type { OperationsOf } from '../../../shared/http/routes.js';

export const appointmentAdminOperations = {} satisfies Partial<OperationsOf<'admin-api'>>;
