import { useSession } from './session';

/** Whether the server said the signed-in user is an active admin (GET /api/me); false while unknown. */
export function useIsAdmin(): boolean {
  const session = useSession();
  return session.status === 'signedIn' && session.user.isAdmin;
}
