import { isActiveAdmin } from '../users/rules.js';
import type { Profile } from '../users/schema.js';
import { LIVE_NAMESPACE } from './channel.js';

/**
 * Who may subscribe to a live channel: the back office's namespace carries no personal data, yet only
 * admins may listen, as for the admin API: the admin group in the token AND an active admin profile, read
 * at each subscribe, so a demoted or deactivated admin is refused at once even with a token still valid
 * (AppSync's onSubscribe handler reads the profile in AWS, infra/constructs/live-updates.ts; the local
 * gateway here).
 */
export function maySubscribe(groups: readonly string[], profile: Pick<Profile, 'role' | 'isActive'> | null, channel: string): boolean {
  const segments = channel.split('/');
  return segments[0] === '' && segments[1] === LIVE_NAMESPACE && segments.length >= 3 && isActiveAdmin(groups, profile);
}

/** AppSync Events channel matching: exact, or a trailing `*` segment matching the rest of the path. */
export function channelMatches(subscription: string, channel: string): boolean {
  if (subscription === channel) return true;
  return subscription.endsWith('/*') && channel.startsWith(subscription.slice(0, -1));
}
