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

/**
 * Props for a form the server renders: until the app has taken the page over, the form is inert
 * (a click or Enter there would do a native GET submit, putting the fields, a password too, in
 * the address) and says it is disabled. Spread them on the <form> element.
 */
export function useFormUntilHydrated(): { inert?: boolean; 'aria-disabled'?: boolean } {
  return useHydrated() ? {} : { inert: true, 'aria-disabled': true };
}
