import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MEMBER_ROLE } from '../../../common/permissions/define-ability';
import type { SignInResult } from '../../../common/schemas/account';
import type { LoginInput, RegisterInput } from '../../../common/schemas/auth';
import { passwordEqualsEmail } from '../../../common/schemas/fields';
import type { Db } from '../../db/client';
import { accountTokens, users, type User } from '../../db/schema';
import { grantRoles } from '../../db/seed/roles';
import type { MailKind } from '../../mail/templates';
import { HttpError } from '../../plugins/errors';
import { authorizationFor } from '../../auth/abilities';
import type { AccountsDeps, RequestInfo } from '../../auth/context';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/password';
import { toPublicUser } from '../../auth/public-user';
import { createSignIn, revokeAllSignIns } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import { sendLinkMail, voidResetTokens } from '../../auth/link-mail';
import { emailTaken, emailTakenError, findUserByEmail, isUniqueViolation } from '../../auth/users';
import { spendTotpCode } from '../../auth/totp';

const INVALID_CREDENTIALS = 'invalidCredentials';

export async function signInResult(db: Db, user: User, userAgent: string | undefined): Promise<SignInResult> {
  const tokens = await createSignIn(db, user.id, userAgent);
  const authz = await authorizationFor(db, user.id);
  return {
    userId: user.id,
    accessToken: tokens.accessToken,
    apiToken: tokens.apiToken,
    userAbilityRules: authz.rules as SignInResult['userAbilityRules'],
    user: toPublicUser(user, authz.roles),
  };
}

export async function register(deps: AccountsDeps, input: RegisterInput, info: RequestInfo): Promise<SignInResult> {
  const { db } = deps;
  if (await emailTaken(db, input.email)) throw emailTakenError();
  const passwordHash = await hashPassword(input.password);
  let user: User | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, language: input.language ?? info.site.defaultLang })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError();
    throw err;
  }
  if (!user) throw new Error('insert returned no user');
  await grantRoles(db, user.id, [MEMBER_ROLE]);
  try {
    await sendLinkMail(deps, user, info, 'email-verification');
  } catch (err) {
    // The account exists and works; a verification mail can be asked for again.
    deps.log.error({ err }, 'could not send the verification mail');
  }
  return signInResult(db, user, info.userAgent);
}

export async function login(deps: AccountsDeps, input: LoginInput, info: RequestInfo): Promise<SignInResult> {
  const { limits } = deps;
  // A locked e-mail is refused before any hashing, whichever IP asks.
  await limits.signInAttempt(input.email);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.passwordHash) {
    await verifyPassword(input.password, await decoyHash());
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw new HttpError(401, INVALID_CREDENTIALS);
  await limits.signInSucceeded(input.email);
  if (user.status !== 'active') throw new HttpError(403, 'suspended');
  if (user.totpEnabled && user.totpSecret) {
    if (!input.totpCode) throw new HttpError(401, 'totpRequired', { fields: { totpCode: 'totpRequired' } });
    await limits.totpAttempt(user.id);
    if (!(await spendTotpCode(deps.db, user, user.totpSecret, input.totpCode))) {
      throw new HttpError(401, 'totpInvalid', { fields: { totpCode: 'totpInvalid' } });
    }
    await limits.totpSucceeded(user.id);
  }
  return signInResult(deps.db, user, info.userAgent);
}

/** Same answer whether or not the account exists, so nobody can probe for addresses. */
export async function forgotPassword(deps: AccountsDeps, email: string, info: RequestInfo): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status !== 'active') return;
  await sendLinkMail(deps, user, info, 'password-reset');
}

/** Marks a link token used and returns it, or throws when it is unknown, used or expired. */
async function consumeLinkToken(db: Db, token: string, purpose: MailKind) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new HttpError(400, 'linkInvalid', { fields: { token: 'linkInvalid' } });
  return row;
}

/** Sets the new password and signs the account out everywhere; returns the account's id. */
export async function resetPassword(deps: AccountsDeps, token: string, password: string): Promise<string> {
  const { db } = deps;
  // Check the policy before spending the token, so a rejected password leaves the link usable.
  const [pending] = await db
    .select({ email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(eq(accountTokens.tokenHash, hashToken(token)));
  if (pending && passwordEqualsEmail(password, pending.email)) {
    throw new HttpError(400, 'passwordIsEmail', { fields: { password: 'passwordIsEmail' } });
  }
  const row = await consumeLinkToken(db, token, 'password-reset');
  const passwordHash = await hashPassword(password);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: new Date(),
      // Opening the link proved the mailbox is theirs.
      ...(user && !user.emailVerifiedAt && user.email.toLowerCase() === row.email.toLowerCase()
        ? { emailVerifiedAt: new Date() }
        : {}),
    })
    .where(eq(users.id, row.userId));
  await voidResetTokens(db, row.userId);
  await revokeAllSignIns(db, row.userId);
  return row.userId;
}

export async function verifyEmail(deps: AccountsDeps, token: string): Promise<void> {
  const row = await consumeLinkToken(deps.db, token, 'email-verification');
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = ${row.email.toLowerCase()}`));
}
