/** What the server still wants before a Google sign-in goes through, and what was typed so far. */
export interface GoogleFollowUpState {
  needsPassword: boolean;
  needsCode: boolean;
  password: string;
  /** One entry per box; '' for an empty box. */
  digits: string[];
  /** Error codes from the server's last answer, per field. */
  errors: { password?: string; totpCode?: string };
}

export const CODE_LENGTH = 6;
export const blankDigits = () => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * What to ask for after the server's answer, or null when the answer is a plain failure. The
 * password is asked once linking needs it; the code once the account asks for it, and a wrong
 * code empties the boxes to be typed again (as on the password sign-in's second step).
 */
export function followUpFor(
  fields: Record<string, string>,
  current: GoogleFollowUpState | null,
): GoogleFollowUpState | null {
  const { password, totpCode } = fields;
  if (!password && !totpCode) return null;
  const base = current ?? { needsPassword: false, needsCode: false, password: '', digits: blankDigits(), errors: {} };
  return {
    ...base,
    needsPassword: base.needsPassword || Boolean(password),
    needsCode: base.needsCode || Boolean(totpCode),
    digits: totpCode ? blankDigits() : base.digits,
    errors: { ...(password ? { password } : {}), ...(totpCode ? { totpCode } : {}) },
  };
}
