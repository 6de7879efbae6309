import { eq } from 'drizzle-orm';
import { users, type User } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { AccountsDeps } from '../../auth/context';
import { newTotpSecret, spendTotpCode, totpEnrolment } from '../../auth/totp';

/** Wrong codes here count with wrong codes at sign-in: the same secret is being guessed. */
async function checkTotpCode(deps: AccountsDeps, user: User, secret: string, code: string) {
  await deps.limits.totpAttempt(user.id);
  // Spent once accepted: the same code (or an older one) cannot be replayed.
  if (!(await spendTotpCode(deps.db, user, secret, code))) {
    throw new HttpError(400, 'totpInvalid', { fields: { code: 'totpInvalid' } });
  }
  await deps.limits.totpSucceeded(user.id);
}

/** A new secret, kept but not yet in force, and how to show it to an authenticator app. */
export async function startTotp(deps: AccountsDeps, user: User, siteTitle: string) {
  if (user.totpEnabled) throw new HttpError(409, 'totpAlreadyOn');
  const secret = newTotpSecret();
  await deps.db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
  return totpEnrolment(secret, user.email, siteTitle);
}

export async function enableTotp(deps: AccountsDeps, user: User, code: string): Promise<void> {
  if (!user.totpSecret) throw new HttpError(409, 'totpNotStarted');
  await checkTotpCode(deps, user, user.totpSecret, code);
  await deps.db.update(users).set({ totpEnabled: true }).where(eq(users.id, user.id));
}

/** Already off is fine: nothing to do. */
export async function disableTotp(deps: AccountsDeps, user: User, code: string): Promise<void> {
  if (!user.totpEnabled || !user.totpSecret) return;
  await checkTotpCode(deps, user, user.totpSecret, code);
  await deps.db
    .update(users)
    .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
    .where(eq(users.id, user.id));
}
