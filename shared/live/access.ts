import { LIVE_NAMESPACE } from './channel.js';

/**
 * Who may subscribe to a live channel: the back office's namespace carries no personal data, yet only
 * members of the admin group may listen (AppSync's onSubscribe handler in AWS, the local gateway here).
 */
export function maySubscribe(groups: readonly string[], channel: string): boolean {
  const segments = channel.split('/');
  return segments[0] === '' && segments[1] === LIVE_NAMESPACE && segments.length >= 3 && groups.includes('admin');
}

/** AppSync Events channel matching: exact, or a trailing `*` segment matching the rest of the path. */
export function channelMatches(subscription: string, channel: string): boolean {
  if (subscription === channel) return true;
  return subscription.endsWith('/*') && channel.startsWith(subscription.slice(0, -1));
}
