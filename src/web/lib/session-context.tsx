import { abilityFromRules, type AppAbility } from '@web/lib/ability';
import { onSessionChange, readSession, SESSION_KEYS, type StoredSession } from '@web/lib/session';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface SessionContextValue {
  session: StoredSession | null;
  ability: AppAbility;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * The stored session values and the CASL ability built from them, updated live: by this tab's
 * sign-in/out (lib/session change events) and by another tab's (the storage event).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => readSession());
  useEffect(() => {
    const keys: string[] = Object.values(SESSION_KEYS);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || keys.includes(e.key)) setSession(readSession());
    };
    window.addEventListener('storage', onStorage);
    // Sign-in, sign-out and new rules in this tab.
    const stop = onSessionChange(() => setSession(readSession()));
    return () => {
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, []);
  const value = useMemo(() => ({ session, ability: abilityFromRules(session?.userAbilityRules ?? []) }), [session]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() outside <SessionProvider>');
  return value;
}
