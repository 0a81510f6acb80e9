import { testSchedulingToken } from '../../../shared/appointments/server/scheduling-check.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const schedulingOperations = {
  testScheduling: async ({ body }) => ok(await testSchedulingToken(body.accessToken), { 'cache-control': 'private, no-store' }),
} satisfies Partial<OperationsOf<'integrations-api'>>;
