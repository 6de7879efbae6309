import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cardDigits, expiryInFuture, groupCardNumber, passesLuhn } from './luhn';
import {
  ADDRESS_DEFAULTS,
  CARD_DEFAULTS,
  EDIT_USER_DEFAULTS,
  addressSchema,
  cardSchema,
  createAppSchema,
  editUserSchema,
  twoFactorCodeSchema,
} from './schemas';

/** The first error key of each failing field, the one the dialog shows. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const parsed = z.safeParse(schema, input);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  return errors;
}

describe('Luhn check', () => {
  it.each(['4242 4242 4242 4242', '4242424242424242', '5555-5555-5555-4444', '378282246310005', '6011111111111117'])(
    'accepts the test number %s',
    (n) => expect(passesLuhn(n)).toBe(true),
  );

  it.each(['4242 4242 4242 4241', '1234567812345678', '4242 4242 4242 424x', ''])('refuses %j', (n) =>
    expect(passesLuhn(n)).toBe(false),
  );

  it('groups digits by four and drops the rest', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('42a4 2')).toBe('4242');
    expect(cardDigits('4242 4242-42')).toBe('4242424242');
  });
});

describe('card expiry', () => {
  const now = new Date(2026, 10, 28); // November 2026
  it('is valid to the end of its month', () => {
    expect(expiryInFuture('11/26', now)).toBe(true);
    expect(expiryInFuture('12/30', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('13/27', now)).toBe(false);
    expect(expiryInFuture('1127', now)).toBe(false);
  });
});

describe('card form', () => {
  const schema = cardSchema(new Date(2026, 10, 28));
  const valid = { number: '4242 4242 4242 4242', name: 'Oliwia Nowak', expiry: '08/29', cvc: '123', save: true };

  it('accepts a test card', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it('names each empty field', () => {
    expect(errorsOf(schema, CARD_DEFAULTS)).toEqual({
      number: 'required',
      name: 'required',
      expiry: 'required',
      cvc: 'required',
    });
  });

  it.each([
    ['number', '4242 4242 4242 4241', 'cardNumber'],
    ['number', '4242 42', 'cardLength'],
    ['expiry', '8/29', 'expiryFormat'],
    ['expiry', '01/25', 'expired'],
    ['cvc', '12', 'cvc'],
    ['cvc', '12a', 'cvc'],
  ] as const)('%s = %j fails with %s', (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe('address form', () => {
  const valid = {
    ...ADDRESS_DEFAULTS,
    fullName: 'Jan',
    line1: 'Długa 1',
    city: 'Kraków',
    zip: '31-147',
    country: 'pl',
  };
  it('accepts a filled address and refuses an empty one', () => {
    expect(errorsOf(addressSchema, valid)).toEqual({});
    expect(errorsOf(addressSchema, ADDRESS_DEFAULTS)).toEqual({
      fullName: 'required',
      line1: 'required',
      city: 'required',
      zip: 'required',
      country: 'choose',
    });
  });

  it('checks the phone and postal code', () => {
    expect(errorsOf(addressSchema, { ...valid, phone: 'call me' })).toEqual({ phone: 'phone' });
    expect(errorsOf(addressSchema, { ...valid, zip: '#' })).toEqual({ zip: 'zip' });
  });
});

describe('the other dialogs', () => {
  it('edit user: the sample is valid; a bad e-mail and username are not', () => {
    expect(errorsOf(editUserSchema, EDIT_USER_DEFAULTS)).toEqual({});
    expect(errorsOf(editUserSchema, { ...EDIT_USER_DEFAULTS, email: 'abc', username: 'a b' })).toEqual({
      email: 'email',
      username: 'usernameChars',
    });
  });

  it('create app: the name needs three letters', () => {
    expect(
      errorsOf(createAppSchema, { name: ' ab ', category: 'crm', framework: 'react', database: 'sqlite' }),
    ).toEqual({
      name: 'tooShort3',
    });
  });

  it('two-factor code: six digits', () => {
    expect(errorsOf(twoFactorCodeSchema, { code: '123456' })).toEqual({});
    expect(errorsOf(twoFactorCodeSchema, { code: '12345' })).toEqual({ code: 'code6' });
  });
});
