/**
 * The e-mail and password of a sign-in that stopped at "enter your two-step code", handed from a
 * login page to its two-steps page. On a page of islands (ADR 0026) that is a page load, so the
 * hand-over survives it in this tab's sessionStorage, for as short as possible: the next page
 * takes it out as it starts, and a hand-over not taken within a minute counts as never made. A
 * reload of the two-steps page therefore forgets the password and asks for it again.
 */
export interface PendingSignIn {
  email: string;
  password: string;
}

const KEY = 'auth.pendingSignIn';
/** Long enough for the two-steps page to load on a slow line, short enough not to linger. */
const LIFETIME_MS = 60_000;

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage disabled: the two-steps page asks for the e-mail and password again.
    return undefined;
  }
}

export function setPendingSignIn(value: PendingSignIn | null): void {
  const storage = tabStorage();
  if (!storage) return;
  if (value) storage.setItem(KEY, JSON.stringify({ ...value, until: Date.now() + LIFETIME_MS }));
  else storage.removeItem(KEY);
}

export function takePendingSignIn(): PendingSignIn | null {
  const storage = tabStorage();
  const raw = storage?.getItem(KEY);
  if (!storage || !raw) return null;
  storage.removeItem(KEY);
  try {
    const { email, password, until } = JSON.parse(raw) as PendingSignIn & { until: number };
    return typeof email === 'string' && typeof password === 'string' && until > Date.now() ? { email, password } : null;
  } catch {
    return null;
  }
}
