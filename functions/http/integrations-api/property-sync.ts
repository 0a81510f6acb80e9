import type { OperationsOf } from '../../../shared/http/routes.js';

export const propertySyncOperations = {} satisfies Partial<OperationsOf<'integrations-api'>>;
