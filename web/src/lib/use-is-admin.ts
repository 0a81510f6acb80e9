/**
 * Seam for the signed-in user's role (spec §2: admins still see the full site during maintenance and
 * get the /admin menu entry). Sign-in does not exist yet, so every visitor is a non-admin; once it
 * does, return true for a signed-in user whose profile has role admin and is active.
 */
export function useIsAdmin(): boolean {
  return false;
}
