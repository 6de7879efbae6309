import { and, eq, isNull } from 'drizzle-orm';
import { isLangCode, type LangCode } from '../../common/i18n/languages';
import { accountTokens, type User } from '../db/schema';
import type { Db } from '../db/client';
import { renderMail, type MailKind } from '../mail/templates';
import type { AccountsDeps, RequestInfo } from './context';
import { hashToken, randomToken } from './tokens';

// Links in mail (verify an address, reset a password) are sent from sign-up and from the own
// account, and a new password voids open reset links wherever it is set.

export const RESET_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function mailLanguage(user: User, info: RequestInfo): LangCode {
  return isLangCode(user.language) ? user.language : info.site.defaultLang;
}

async function issueLinkToken(deps: AccountsDeps, user: User, purpose: MailKind, ttlMs: number): Promise<string> {
  const token = randomToken();
  await deps.db.insert(accountTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export async function sendLinkMail(deps: AccountsDeps, user: User, info: RequestInfo, kind: MailKind): Promise<void> {
  const token = await issueLinkToken(deps, user, kind, kind === 'password-reset' ? RESET_TTL_MS : VERIFY_TTL_MS);
  const page = kind === 'password-reset' ? 'reset-password' : 'verify-email';
  const link = `${info.origin}/${page}?token=${token}`;
  const mail = renderMail(kind, mailLanguage(user, info), {
    name: user.name,
    link,
    site: info.site.configuration.AppTitle,
  });
  await deps.mailer.send({ to: user.email, ...mail });
}

/** Every reset link still open for the account stops working: a new password ends them all. */
export async function voidResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'password-reset'), isNull(accountTokens.usedAt)),
    );
}
