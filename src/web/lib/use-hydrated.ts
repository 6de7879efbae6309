import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and from the start of a page the
 * browser renders itself). For parts that depend on the reader's own storage, such as the cookie
 * banner: the server cannot know them, so they appear right after hydration, never mismatching it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
