/**
 * The e-mail and password of a sign-in that stopped at "enter your two-step code", handed from a
 * login page to its two-steps page. Kept in memory only (never in storage or history state), so
 * a reload forgets the password and the two-steps page asks for it again.
 */
export interface PendingSignIn {
  email: string;
  password: string;
}

let pending: PendingSignIn | null = null;

export function setPendingSignIn(value: PendingSignIn | null): void {
  pending = value;
}

export function takePendingSignIn(): PendingSignIn | null {
  const value = pending;
  pending = null;
  return value;
}
