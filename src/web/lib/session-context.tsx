import { abilityFromRules, abilityLoaded, loadAbility, type AppAbility } from '@web/lib/ability';
import { onSessionChange, readSession, SESSION_KEYS, type StoredSession } from '@web/lib/session';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface SessionContextValue {
  session: StoredSession | null;
  ability: AppAbility;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * The stored session values and the CASL ability built from them, updated live: by this tab's
 * sign-in/out (lib/session change events) and by another tab's (the storage event). A session
 * with rules shows once CASL has loaded (lib/ability.ts: it loads for signed-in users only), so no
 * guard ever sees a signed-in user without their permissions and turns them away.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => readSession());
  useEffect(() => {
    const update = () => {
      const next = readSession();
      if (!next?.userAbilityRules.length || abilityLoaded()) return setSession(next);
      const show = () => setSession(readSession());
      loadAbility().then(show, (error: unknown) => {
        console.error('Permissions could not load', error);
        show();
      });
    };
    const keys: string[] = Object.values(SESSION_KEYS);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || keys.includes(e.key)) update();
    };
    window.addEventListener('storage', onStorage);
    // Sign-in, sign-out and new rules in this tab.
    const stop = onSessionChange(update);
    // A session stored before this render whose permissions have not loaded (main.tsx loads them
    // before the first render; this covers any other start).
    if (!abilityLoaded() && readSession()?.userAbilityRules.length) update();
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
