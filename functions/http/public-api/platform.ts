import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const platformOperations = {
  health: async () => ok({ status: 'ok', time: new Date().toISOString() }),
} satisfies Partial<OperationsOf<'public-api'>>;
