import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { profileRepository } from '../../../shared/users/repository.js';
import { changeAccount } from '../../../shared/users/service.js';

export const userAdminOperations = {
  listAccounts: async ({ query }) => ok(await profileRepository.list(query)),
  changeAccount: async ({ params, body, claims }) => ok(await changeAccount(params.id, body, { id: String(claims.sub) })),
} satisfies Partial<OperationsOf<'admin-api'>>;
