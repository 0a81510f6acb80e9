import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../shared/users/schema';
import { fr } from '../i18n/fr';
import { api, isApiError } from './api-client';
import { notify } from './toast';

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: CurrentUser };

type SessionContextValue = SessionState & {
  /** Asks again (after a sign-in): resolves with the new state. */
  refresh: () => Promise<SessionState>;
  /** Signs out with the spec's toasts; resolves false when it failed. */
  signOut: () => Promise<boolean>;
};

const SIGNED_OUT: SessionState = { status: 'signedOut' };

/**
 * Amplify keeps the last signed-in user under this key in local storage. Without it nobody can be
 * signed in, so a signed-out visitor's page never downloads Amplify (the auth chunk) at all.
 */
const AMPLIFY_LAST_USER = /^CognitoIdentityServiceProvider\..+\.LastAuthUser$/;

function mayHaveSession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => AMPLIFY_LAST_USER.test(key));
  } catch {
    return false;
  }
}

async function loadSession(): Promise<SessionState> {
  if (!mayHaveSession()) return SIGNED_OUT;
  const auth = await import('./auth/amplify');
  if (!(await auth.hasSession())) return SIGNED_OUT;
  try {
    return { status: 'signedIn', user: await api.get('/me') };
  } catch (error) {
    // A revoked or disabled account: the tokens Amplify still holds are worthless.
    if (isApiError(error, 401)) await auth.signOut().catch(() => undefined);
    return SIGNED_OUT;
  }
}

/** The page's first answer, shared by every provider on it (each island has its own, islands/main.tsx). */
let pageLoad: Promise<SessionState> | undefined;

const SessionContext = createContext<SessionContextValue | null>(null);

/** Who is signed in, known after the first render (storage is read in an effect, never during render). */
export function SessionProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut?: () => void }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback(async () => {
    const next = await loadSession();
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    void (pageLoad ??= loadSession()).then(setState);
  }, []);

  const signOut = useCallback(async () => {
    try {
      const auth = await import('./auth/amplify');
      await auth.signOut();
      setState(SIGNED_OUT);
      onSignedOut?.();
      notify.success(fr.session.signedOut, { description: fr.session.signedOutText });
      return true;
    } catch {
      notify.error(fr.session.signOutFailed);
      return false;
    }
  }, [onSignedOut]);

  const value = useMemo(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
