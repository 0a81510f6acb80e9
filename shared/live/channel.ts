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
