import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { profileRepository } from '../../../shared/users/server/repository.js';
import { changeAccount } from '../../../shared/users/server/service.js';

export const userAdminOperations = {
  listAccounts: async ({ query }) => ok(await profileRepository.list(query)),
  changeAccount: async ({ params, body, actor }) => ok(await changeAccount(params.id, body, actor)),
} satisfies Partial<OperationsOf<'admin-api'>>;
