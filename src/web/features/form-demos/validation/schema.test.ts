import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VALIDATION_DEFAULTS, validationSchema, type ValidationInput } from './schema';
import { simulatedServerCheck } from './simulated-server';

const valid: ValidationInput = {
  username: 'jane_doe',
  email: 'jane@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  age: 30,
  website: '',
  country: 'fr',
  plan: 'team',
  interests: ['code'],
  bio: '',
  terms: true,
};

/** The first error key of each failing field, the one the form shows. */
function errorsOf(input: ValidationInput): Record<string, string> {
  const parsed = z.safeParse(validationSchema, input);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  return errors;
}

describe('form-validation demo schema', () => {
  it('accepts a filled form', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('names every empty required field', () => {
    const errors = errorsOf(VALIDATION_DEFAULTS);
    expect(errors).toMatchObject({
      username: 'required',
      email: 'required',
      password: 'tooShort8',
      confirmPassword: 'required',
      age: 'number',
      country: 'choose',
      plan: 'choose',
      interests: 'pickOne',
      terms: 'acceptTerms',
    });
    expect(errors).not.toHaveProperty('website');
    expect(errors).not.toHaveProperty('bio');
  });

  it.each([
    ['username', 'ab', 'tooShort3'],
    ['username', 'a'.repeat(21), 'tooLong20'],
    ['username', 'jane doe', 'usernameChars'],
    ['email', 'jane@', 'email'],
    ['password', 'abcdefgh', 'needDigit'],
    ['password', '12345678', 'needLetter'],
    ['age', 17, 'min18'],
    ['age', 121, 'max120'],
    ['age', 20.5, 'integer'],
    ['website', 'not a link', 'url'],
    ['bio', 'x'.repeat(201), 'tooLong200'],
  ] as const)('%s = %j fails with %s', (field, value, message) => {
    const input = { ...valid, [field]: value };
    if (field === 'password') input.confirmPassword = value as string;
    expect(errorsOf(input)[field]).toBe(message);
  });

  it('asks for the same password twice', () => {
    expect(errorsOf({ ...valid, confirmPassword: 'other123' })).toEqual({ confirmPassword: 'mismatch' });
  });
});

describe('the simulated server', () => {
  it('refuses a taken name and address, field by field', () => {
    expect(simulatedServerCheck({ username: 'Admin', email: 'x@taken.test' })).toEqual({
      fields: { username: 'usernameTaken', email: 'emailTaken' },
    });
    expect(simulatedServerCheck({ username: 'jane', email: 'jane@example.com' })).toEqual({});
  });
});
