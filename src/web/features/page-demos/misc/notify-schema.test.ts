import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { notifySchema } from './notify-schema';

describe('notify-me field', () => {
  it.each([
    ['', 'required'],
    ['abc', 'email'],
    ['a@b', 'email'],
  ])('%j fails with %s', (email, message) => {
    const parsed = z.safeParse(notifySchema, { email });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts an address', () => {
    expect(z.safeParse(notifySchema, { email: ' jane@example.com ' }).success).toBe(true);
  });
});
