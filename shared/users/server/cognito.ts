import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from '../../config/env.js';
import { ADMIN_GROUP, ADMIN_ROLE } from '../roles.js';
import type { Profile } from '../schema.js';

/**
 * One client per container (docs/architecture.md rule 7), its SDK loaded on the first call (issue 12: lean cold
 * imports); locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points at cognito-local.
 */
let client: CognitoIdentityProviderClient | undefined;

/**
 * Makes the user pool follow the profile: the `admin` group mirrors the role, sign-in follows the active
 * flag. Every call is idempotent, so a retry after a failure heals a half-applied change.
 */
export async function syncAccount(profile: Pick<Profile, 'userId' | 'role' | 'isActive'>) {
  const UserPoolId = env().USER_POOL_ID;
  if (!UserPoolId) throw new Error('USER_POOL_ID is not configured for this function');
  const Username = profile.userId;
  const { AdminAddUserToGroupCommand, AdminDisableUserCommand, AdminEnableUserCommand, AdminRemoveUserFromGroupCommand, CognitoIdentityProviderClient } = await import(
    '@aws-sdk/client-cognito-identity-provider'
  );
  client ??= new CognitoIdentityProviderClient({});
  await client.send(
    profile.role === ADMIN_ROLE
      ? new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: ADMIN_GROUP })
      : new AdminRemoveUserFromGroupCommand({ UserPoolId, Username, GroupName: ADMIN_GROUP }),
  );
  await client.send(profile.isActive ? new AdminEnableUserCommand({ UserPoolId, Username }) : new AdminDisableUserCommand({ UserPoolId, Username }));
}
