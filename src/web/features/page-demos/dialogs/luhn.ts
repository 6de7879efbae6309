/** The card number's digits, without the spaces or dashes a reader types between groups. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The Luhn check digit test every card number passes: from the right, double every second digit
 * (subtracting 9 past 9) and the sum is a multiple of 10. It catches a mistyped digit or two
 * swapped neighbours before anything is sent.
 */
export function passesLuhn(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

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
