/**
 * Seam for the maintenance gate (spec §2: admins still see the full site).
 * Auth does not exist yet, so every visitor is a non-admin; once it does, return true for a
 * signed-in user whose profile has role admin and is active.
 */
export function useIsAdmin(): boolean {
  return false;
}
