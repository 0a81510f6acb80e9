// Dependency-free: the back office's browser code imports it too.

/** The AppSync Events namespace of the back office and its one channel (admin-and-platform.md §4 "Real-time updates"). */
export const LIVE_NAMESPACE = 'admin';
export const LIVE_CHANNEL = `/${LIVE_NAMESPACE}/changes`;

/**
 * What an open admin tab receives. No personal data: a property's title and a broker's name are public,
 * a lead is only its id and type (the tab refetches through the admin API, which checks who asks).
 * `visible` is false for a property that is (now) inactive, or anything deleted: the lists drop it.
 */
export type LiveChange = {
  kind: 'property' | 'agent' | 'lead';
  change: 'created' | 'updated' | 'deleted';
  id: string;
  label?: string;
  visible: boolean;
};

/**
 * The account `id` lost admin access (demoted or deactivated). AppSync Events cannot close one client's
 * connection, so this tells that account's open tabs to leave; every other tab ignores it. A tab that
 * missed it is refused at its next subscribe (the namespace's onSubscribe reads the profile).
 */
export type LiveAccessRevoked = { kind: 'access'; change: 'revoked'; id: string };

/** Everything the back office's channel carries. */
export type LiveMessage = LiveChange | LiveAccessRevoked;

export const isAccessRevoked = (message: LiveMessage): message is LiveAccessRevoked => message.kind === 'access' && message.change === 'revoked';
