import { randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  type AdminCreateUserCommandInput,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Actor } from '../../shared/audit/schema.js';
import { env } from '../../shared/config/env.js';
import { syncAccount } from '../../shared/users/server/cognito.js';
import { profileRepository } from '../../shared/users/server/repository.js';
import { ADMIN_GROUP, ADMIN_ROLE } from '../../shared/users/roles.js';
import { hasActiveAdminProfile } from '../../shared/users/rules.js';
import { profileSchema, type Profile } from '../../shared/users/schema.js';
import { normaliseEmail } from '../../shared/newsletter/api.js';
import { changeAccount } from '../../shared/users/server/service.js';

/**
 * Administrator accounts as an operator manages them, outside the back office: the first admin of a
 * stage (`npm run admin`) and the local stack's printed admin. Rights change only through the account
 * service the back office uses (`changeAccount`: profile and audit first, then the user pool; never the
 * last active admin). Import this module once TABLE_NAME, USER_POOL_ID and the AWS settings are in
 * process.env: the table's entities read them at import.
 */

/** How a new account gets its first password. None is ever printed or logged. */
export type FirstPassword =
  /** The local stack's printed account: a permanent password, no mail. */
  | { permanent: string }
  /** Cognito generates a temporary password and mails it (AWS). */
  | { invitation: 'cognito' }
  /** A temporary password made here and handed to `deliver` (locally: the local inbox, as Cognito would mail it). */
  | { invitation: { deliver: (email: string, temporaryPassword: string) => Promise<void> } };

export type AdminAccount = { email: string; firstName?: string; lastName?: string };

/** `created`: a new account; `granted`: an existing one made an active admin (again); `unchanged`: it already was. */
export type EnsureOutcome = 'created' | 'granted' | 'unchanged';
export type RevokeOutcome = 'revoked' | 'not-admin' | 'no-account';

let client: CognitoIdentityProviderClient | undefined;
const cognito = () => (client ??= new CognitoIdentityProviderClient({}));

function userPoolId() {
  const id = env().USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

/** The pool signs in by e-mail, case-insensitively: one spelling for lookups and the profile (the newsletter's rule). */
export { normaliseEmail } from '../../shared/newsletter/api.js';

type PoolUser = { username: string; userId: string; enabled: boolean; attributes: Record<string, string> };

function poolUser(username: string | undefined, attributes: AttributeType[] | undefined, enabled: boolean | undefined): PoolUser | undefined {
  const record = Object.fromEntries((attributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
  if (!username || !record.sub) return undefined;
  return { username, userId: record.sub, enabled: enabled !== false, attributes: record };
}

async function findUser(email: string): Promise<PoolUser | undefined> {
  try {
    const out = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    return poolUser(out.Username, out.UserAttributes, out.Enabled);
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** Meets the pool's policy (12+ characters, upper and lower case, digit, symbol); valid a few days only. */
const temporaryPassword = () => `${randomBytes(12).toString('base64url')}-Tp7`;

async function createUser(account: AdminAccount, firstPassword: FirstPassword): Promise<PoolUser> {
  const input: AdminCreateUserCommandInput = {
    UserPoolId: userPoolId(),
    Username: account.email,
    UserAttributes: [
      { Name: 'email', Value: account.email },
      { Name: 'email_verified', Value: 'true' },
      ...(account.firstName ? [{ Name: 'given_name', Value: account.firstName }] : []),
      ...(account.lastName ? [{ Name: 'family_name', Value: account.lastName }] : []),
    ],
  };
  const delivery = 'invitation' in firstPassword && firstPassword.invitation !== 'cognito' ? { ...firstPassword.invitation, password: temporaryPassword() } : undefined;
  if ('permanent' in firstPassword) input.MessageAction = 'SUPPRESS';
  else if (delivery) Object.assign(input, { MessageAction: 'SUPPRESS', TemporaryPassword: delivery.password });
  else input.DesiredDeliveryMediums = ['EMAIL'];

  const created = await cognito().send(new AdminCreateUserCommand(input));
  if ('permanent' in firstPassword) {
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: input.UserPoolId, Username: account.email, Password: firstPassword.permanent, Permanent: true }));
  }
  if (delivery) await delivery.deliver(account.email, delivery.password);
  const user = poolUser(created.User?.Username, created.User?.Attributes, created.User?.Enabled) ?? (await findUser(account.email));
  if (!user) throw new Error(`The user pool did not return the account it created for ${account.email}`);
  return user;
}

async function inAdminGroup(user: PoolUser) {
  const out = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: user.username }));
  return (out.Groups ?? []).some((group) => group.GroupName === ADMIN_GROUP);
}

/**
 * Makes `account` an active administrator, creating its Cognito user when absent (e-mail verified, the
 * first password as asked). Idempotent: an account that already is one is left untouched; a demoted,
 * deactivated or revoked one is made an admin again through `changeAccount` (audited as `actor`).
 */
export async function ensureAdmin(
  account: AdminAccount,
  options: { firstPassword: FirstPassword; actor: Actor; now?: Date },
): Promise<{ userId: string; outcome: EnsureOutcome }> {
  const now = options.now ?? new Date();
  const wanted = { ...account, email: normaliseEmail(account.email) };
  const existing = await findUser(wanted.email);
  const user = existing ?? (await createUser(wanted, options.firstPassword));
  const outcome: EnsureOutcome = existing ? 'granted' : 'created';
  const profile = await profileRepository.get(user.userId);
  if (!profile) {
    const fresh: Profile = profileSchema.parse({
      userId: user.userId,
      email: wanted.email,
      role: ADMIN_ROLE,
      isActive: true,
      firstName: wanted.firstName ?? user.attributes.given_name,
      lastName: wanted.lastName ?? user.attributes.family_name,
      createdAt: now.toISOString(),
    });
    // The profile first, then the pool follows, as changeAccount does; a profile written meanwhile (the
    // confirmation trigger of a self sign-up) is changed below instead.
    if (await profileRepository.createIfAbsent(fresh)) {
      await syncAccount(fresh);
      return { userId: user.userId, outcome };
    }
  } else if (hasActiveAdminProfile(profile) && user.enabled && (await inAdminGroup(user))) {
    return { userId: user.userId, outcome: 'unchanged' };
  }
  await changeAccount(user.userId, { role: ADMIN_ROLE, isActive: true }, options.actor, now);
  return { userId: user.userId, outcome };
}

/**
 * Takes admin rights away: out of the `admin` group, profile deactivated (sign-in disabled), through
 * `changeAccount`, which refuses to leave no active admin (ConflictError LAST_ACTIVE_ADMIN).
 */
export async function revokeAdmin(email: string, options: { actor: Actor; now?: Date }): Promise<{ userId?: string; outcome: RevokeOutcome }> {
  const user = await findUser(normaliseEmail(email));
  if (!user) return { outcome: 'no-account' };
  const profile = await profileRepository.get(user.userId);
  const grouped = await inAdminGroup(user);
  if (profile?.role !== ADMIN_ROLE && !grouped) return { userId: user.userId, outcome: 'not-admin' };
  const revoked = { role: 'user', isActive: false } as const;
  // Without a profile the account never had admin rights (they need both); only the pool has to follow.
  if (!profile) await syncAccount({ userId: user.userId, ...revoked });
  else await changeAccount(user.userId, revoked, options.actor, options.now);
  return { userId: user.userId, outcome: 'revoked' };
}

export type AdminSummary = Pick<Profile, 'userId' | 'email' | 'isActive' | 'createdAt' | 'firstName' | 'lastName'>;

/** Accounts with the admin role, active or not, newest first. */
export async function listAdmins(): Promise<AdminSummary[]> {
  return (await profileRepository.admins()).map(({ userId, email, isActive, createdAt, firstName, lastName }) => ({ userId, email, isActive, createdAt, firstName, lastName }));
}
