import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const issuerOf = (site: string) => site.slice(0, 60);

function totpFor(secret: string, label: string, issuer = 'Marketplace') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
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

/** Accepts the code of the current 30 s step and one step either side (clock drift). */
export function verifyTotp(secret: string, code: string, email: string): boolean {
  return totpFor(secret, email).validate({ token: code, window: 1 }) !== null;
}

/** Tests and fixtures: the code an authenticator app would show now. */
export function currentTotp(secret: string): string {
  return totpFor(secret, 'x').generate();
}
