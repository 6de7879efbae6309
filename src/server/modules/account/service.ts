import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionInfo, UpdateAccountInput } from '../../../common/schemas/account';
import { passwordEqualsEmail } from '../../../common/schemas/fields';
import { users, type User } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { AccountsDeps, RequestInfo } from '../../auth/context';
import { sendLinkMail, voidResetTokens } from '../../auth/link-mail';
import { hashPassword, verifyPassword } from '../../auth/password';
import { listSignIns, revokeAllSignIns, revokeSignIn } from '../../auth/sessions';
import { emailTaken, emailTakenError, isUniqueViolation } from '../../auth/users';
import { checkPasswordForEmailChange, sendEmailChangedNotice } from './email-change';

/** Who asks, for the limits (ip), the links in mail (info) and the log of this request. */
export interface Caller {
  ip: string;
  info: RequestInfo;
  log: FastifyBaseLogger;
}

/**
 * Name, language and e-mail of the own account. A new e-mail needs the current password (unless
 * the account has none), is unverified until its link is opened, and the old address is told.
 */
export async function updateAccount(
  deps: AccountsDeps,
  user: User,
  input: UpdateAccountInput,
  caller: Caller,
): Promise<User> {
  const { db, limits } = deps;
  const { name, email, language, currentPassword } = input;
  const emailChanged = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
  // Before the taken check, so a session alone cannot probe which addresses have accounts.
  if (emailChanged) {
    // Guessing the password with a stolen session counts like guessing it at sign-in, and a
    // flood of changes cannot mail one address (the new one) without end.
    if (user.passwordHash) await limits.signInAttempt(user.email);
    await limits.withIpShare(caller.ip, () => checkPasswordForEmailChange(user, currentPassword));
    if (user.passwordHash) await limits.signInSucceeded(user.email);
    await limits.mailTo('verify', email);
  }
  if (emailChanged && (await emailTaken(db, email, user.id))) throw emailTakenError();
  let updated;
  try {
    [updated] = await db
      .update(users)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(language !== undefined ? { language } : {}),
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError();
    throw err;
  }
  if (!updated) throw new HttpError(404, 'accountNotFound');
  if (emailChanged) {
    await sendLinkMail(deps, updated, caller.info, 'email-verification').catch((err: unknown) =>
      caller.log.error({ err }, 'could not send the verification mail'),
    );
    await sendEmailChangedNotice(deps, user, updated.email, caller.info).catch((err: unknown) =>
      caller.log.error({ err }, 'could not send the e-mail change notice'),
    );
  }
  return updated;
}

/** Sends the verification link again, unless the address is verified already. */
export async function resendVerification(deps: AccountsDeps, user: User, info: RequestInfo): Promise<void> {
  if (user.emailVerifiedAt) return;
  // Each call sends a mail: a few per hour per address is plenty for a lost message.
  await deps.limits.mailTo('verify', user.email);
  await sendLinkMail(deps, user, info, 'email-verification');
}

/** Where the account is signed in; `current` marks the sign-in asking. */
export async function listSessions(
  deps: AccountsDeps,
  userId: string,
  currentSignInId: string,
): Promise<SessionInfo[]> {
  const rows = await listSignIns(deps.db, userId);
  return rows.map((s) => ({
    id: s.signInId,
    userAgent: s.userAgent,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    current: s.signInId === currentSignInId,
  }));
}

/** Scoped to the caller: another user's session id is simply not found. */
export async function signOutSession(deps: AccountsDeps, userId: string, signInId: string): Promise<void> {
  if (!(await revokeSignIn(deps.db, userId, signInId))) throw new HttpError(404, 'sessionNotFound');
}

export async function changePassword(
  deps: AccountsDeps,
  user: User,
  signInId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  // Guessing the current password with a stolen session counts like guessing it at sign-in.
  await deps.limits.signInAttempt(user.email);
  if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new HttpError(400, 'passwordWrong', { fields: { currentPassword: 'passwordWrong' } });
  }
  await deps.limits.signInSucceeded(user.email);
  if (passwordEqualsEmail(newPassword, user.email)) {
    throw new HttpError(400, 'passwordIsEmail', { fields: { newPassword: 'passwordIsEmail' } });
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await voidResetTokens(deps.db, user.id);
  await revokeAllSignIns(deps.db, user.id, signInId);
}
