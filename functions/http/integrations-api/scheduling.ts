import type { OperationsOf } from '../../../shared/http/routes.js';

export const schedulingOperations = {} satisfies Partial<OperationsOf<'integrations-api'>>;
