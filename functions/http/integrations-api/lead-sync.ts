import type { OperationsOf } from '../../../shared/http/routes.js';

export const leadSyncOperations = {} satisfies Partial<OperationsOf<'integrations-api'>>;
