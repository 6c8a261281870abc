// The signed-in state of public §4: a stored token means signed in. Changes made in another
// tab (sign-in, sign-out) are picked up through the storage event.
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

import type { AuthResponse, SessionUser } from '@landed/shared/schemas/auth';

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
  signOut: () => void;
  updateUser: (user: SessionUser) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  children,
  onSignOut,
}: {
  children: ReactNode;
  onSignOut?: () => void;
}) {
  const [session, setSession] = useState<StoredSession>(readSession);

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
    setSession(readSession());
    onSignOut?.();
  }, [onSignOut]);

  const updateUser = useCallback((user: SessionUser) => {
    updateStoredUser(user);
    setSession(readSession());
  }, []);

  const value = useMemo(
    () => ({ ...session, isSignedIn: Boolean(session.token), signIn, signOut, updateUser }),
    [session, signIn, signOut, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
