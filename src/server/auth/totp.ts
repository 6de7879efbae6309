import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';

const PERIOD_S = 30;

const issuerOf = (site: string) => site.slice(0, 60);

function totpFor(secret: string, label: string, issuer = 'Marketplace') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL authenticator apps read, and the same as a QR code image. */
export async function totpEnrolment(secret: string, email: string, site: string) {
  const otpauthUrl = totpFor(secret, email, issuerOf(site)).toString();
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { otpauthUrl, qrDataUrl, secret };
}

/**
 * The 30 s step a code belongs to, or null when it is wrong. Accepts the current step and one
 * either side (clock drift).
 */
export function totpStepOf(secret: string, code: string, email: string, now = Date.now()): number | null {
  const delta = totpFor(secret, email).validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
}

/**
 * Checks a code against `secret` and spends it: a code works once, and so does every code of an
 * earlier step, so one seen over a shoulder or in a log cannot be replayed within its minute. The
 * conditional update makes two concurrent uses of one code let only one through.
 */
export async function spendTotpCode(
  db: Db,
  user: Pick<User, 'id' | 'email'>,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStepOf(secret, code, user.email);
  if (step === null) return false;
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length > 0;
}

/** Tests and fixtures: the code an authenticator app would show now. */
export function currentTotp(secret: string): string {
  return totpFor(secret, 'x').generate();
}

/** Tests: the code an authenticator app shows at `timestamp` (ms), e.g. the next step's. */
export function totpCodeAt(secret: string, timestamp: number): string {
  return totpFor(secret, 'x').generate({ timestamp });
}
