// The signed-in state of public §4: a stored token means signed in. Changes made in another
// tab (sign-in, sign-out) are picked up through the storage event. Logout also ends the
// session on the server (docs/decisions/048-server-side-sessions.md).
import type { ReactNode } from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

import type { AuthResponse, SessionUser } from '@landed/shared/schemas/auth';

import { LOGOUT_PATH } from '#web/config/paths.ts';
import { apiRequest } from './api-client.ts';
import { isHydrating } from './hydration.ts';
import { clearPassCache } from './pass-cache.ts';
import type { StoredSession } from './storage.ts';
import {
  STORAGE_KEYS,
  clearSession,
  readSession,
  updateStoredUser,
  writeSession,
} from './storage.ts';

type SessionContextValue = StoredSession & {
  isSignedIn: boolean;
  signIn: (auth: AuthResponse) => void;
  // Forgets the session in this browser only (the server already ended it).
  signOut: () => void;
  // Ends the session on the server and in this browser.
  logout: () => void;
  updateUser: (user: SessionUser) => void;
};

const SIGNED_OUT: StoredSession = { token: null, userName: null, userId: null, user: null };

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  children,
  onSignOut,
}: {
  children: ReactNode;
  onSignOut?: () => void;
}) {
  // Taking over a page rendered on the server, the first render is signed out like the
  // server's; the stored session follows at once (docs/decisions/068).
  const [startedSignedOut] = useState(isHydrating);
  const [session, setSession] = useState<StoredSession>(() =>
    startedSignedOut ? SIGNED_OUT : readSession(),
  );

  const [settled, setSettled] = useState(!startedSignedOut);
  useEffect(() => {
    if (!startedSignedOut) return;
    const stored = readSession();
    if (stored.token) setSession(stored);
    setSettled(true);
  }, [startedSignedOut]);
  // boot.js hid the signed-out links of a visitor with a stored session (index.css); from the
  // render that shows the session as it is, before it is painted, they show as they are.
  useLayoutEffect(() => {
    if (settled) document.documentElement.removeAttribute('data-session');
  }, [settled]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (STORAGE_KEYS as readonly string[]).includes(event.key)) {
        setSession(readSession());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((auth: AuthResponse) => {
    writeSession(auth.token, auth.user);
    setSession(readSession());
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    // The arrival passes kept for offline use are personal: gone with the session (decision 062).
    void clearPassCache();
    setSession(readSession());
    onSignOut?.();
  }, [onSignOut]);

  const logout = useCallback(() => {
    const { token } = readSession();
    if (token) {
      void import('./pass-push.ts')
        .then(({ leavePassPush }) => leavePassPush(token))
        .catch(() => {})
        .then(() => endServerSession(token));
    }
    // At once, whatever the server says: the browser is signed out even offline.
    signOut();
  }, [signOut]);

  const updateUser = useCallback((user: SessionUser) => {
    updateStoredUser(user);
    setSession(readSession());
  }, []);

  const value = useMemo(
    () => ({
      ...session,
      isSignedIn: Boolean(session.token),
      signIn,
      signOut,
      logout,
      updateUser,
    }),
    [session, signIn, signOut, logout, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

// POST /api/auth/logout with the given token. Sent with that token explicitly, so an already
// ended session does not set off the "session expired" handling; failures are ignored (the
// browser forgets the token anyway, and the session expires on its own).
export async function endServerSession(token: string): Promise<void> {
  try {
    await apiRequest(LOGOUT_PATH, { method: 'POST', token });
  } catch {
    // Nothing more to do.
  }
}
