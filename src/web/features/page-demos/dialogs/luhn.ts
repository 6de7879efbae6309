import { cardDigits, luhnValid } from '@common/billing/card';

export { cardDigits };

/**
 * The Luhn check digit test every card number passes (the one the billing checkout and its server
 * use): it catches a mistyped digit or two swapped neighbours before anything is sent.
 */
export const passesLuhn = (value: string): boolean => luhnValid(cardDigits(value));

/** "4242424242424242" -> "4242 4242 4242 4242", as the field shows it while the reader types. */
export function groupCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Whether "MM/YY" names this month or a later one (a card is valid to the end of its month). */
export function expiryInFuture(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}
