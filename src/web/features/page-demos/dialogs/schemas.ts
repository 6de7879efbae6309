import * as z from 'zod/mini';
import { cardDigits, expiryInFuture, passesLuhn } from './luhn';

// Every message is a key of the pages area (pages.err.<message>), translated where it is shown.

const email = z.string().check(z.minLength(1, 'required'), z.email('email'));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
const optionalPhone = z.union([z.literal(''), z.string().check(z.regex(/^\+?[\d\s()-]{7,20}$/, 'phone'))]);

export const inviteSchema = z.object({ email });
export type InviteInput = z.input<typeof inviteSchema>;

export const COUNTRIES = ['fr', 'de', 'es', 'it', 'pl', 'br', 'cn', 'ua', 'pt'] as const;
export const ADDRESS_KINDS = ['home', 'office'] as const;

export const addressSchema = z.object({
  kind: z.enum(ADDRESS_KINDS),
  fullName: required(80),
  phone: optionalPhone,
  line1: required(120),
  line2: z.string().check(z.maxLength(120, 'tooLong')),
  city: required(80),
  zip: z.string().check(z.minLength(1, 'required'), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'zip')),
  country: z.union([z.enum(COUNTRIES), z.literal('')]).check(z.refine((v) => v !== '', 'choose')),
  isDefault: z.boolean(),
});
export type AddressInput = z.input<typeof addressSchema>;
export const ADDRESS_DEFAULTS: AddressInput = {
  kind: 'home',
  fullName: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  zip: '',
  country: '',
  isDefault: false,
};

/** The card form's rules; `now` decides which expiry dates are past (a parameter, for the tests). */
export function cardSchema(now: Date = new Date()) {
  return z.object({
    number: z.string().check(
      z.refine((v) => cardDigits(v).length > 0, 'required'),
      z.refine((v) => /^\d{12,19}$/.test(cardDigits(v)), 'cardLength'),
      z.refine((v) => passesLuhn(v), 'cardNumber'),
    ),
    name: required(80),
    expiry: z.string().check(
      z.minLength(1, 'required'),
      z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiryFormat'),
      z.refine((v) => expiryInFuture(v, now), 'expired'),
    ),
    cvc: z.string().check(z.minLength(1, 'required'), z.regex(/^\d{3,4}$/, 'cvc')),
    save: z.boolean(),
  });
}
export type CardInput = z.input<ReturnType<typeof cardSchema>>;
export const CARD_DEFAULTS: CardInput = { number: '', name: '', expiry: '', cvc: '', save: true };

export const USER_STATUSES = ['active', 'pending', 'inactive'] as const;
export const USER_LANGUAGES = ['en', 'fr', 'de', 'ar'] as const;

export const editUserSchema = z.object({
  firstName: required(40),
  lastName: required(40),
  username: z
    .string()
    .check(z.minLength(3, 'tooShort3'), z.maxLength(20, 'tooLong'), z.regex(/^[a-z0-9_]*$/i, 'usernameChars')),
  email,
  phone: optionalPhone,
  status: z.enum(USER_STATUSES),
  language: z.enum(USER_LANGUAGES),
});
export type EditUserInput = z.input<typeof editUserSchema>;
export const EDIT_USER_DEFAULTS: EditUserInput = {
  firstName: 'Oliwia',
  lastName: 'Nowak',
  username: 'oliwia_n',
  email: 'oliwia.nowak@example.com',
  phone: '+48 600 100 200',
  status: 'active',
  language: 'en',
};

export const APP_CATEGORIES = ['crm', 'ecommerce', 'learning', 'social'] as const;
export const FRAMEWORKS = ['react', 'vue', 'angular', 'svelte'] as const;
export const DATABASES = ['postgres', 'sqlite', 'mongo'] as const;

export const createAppSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(3, 'tooShort3'), z.maxLength(40, 'tooLong')),
  category: z.enum(APP_CATEGORIES),
  framework: z.enum(FRAMEWORKS),
  database: z.enum(DATABASES),
});
export type CreateAppInput = z.input<typeof createAppSchema>;
export const CREATE_APP_DEFAULTS: CreateAppInput = {
  name: '',
  category: 'crm',
  framework: 'react',
  database: 'postgres',
};
/** The wizard's steps in order and the fields each one checks before "Next". */
export const CREATE_APP_STEPS = [
  { key: 'details', fields: ['name', 'category'] },
  { key: 'framework', fields: ['framework'] },
  { key: 'database', fields: ['database'] },
  { key: 'submit', fields: [] },
] as const satisfies readonly { key: string; fields: readonly (keyof CreateAppInput)[] }[];

export const TWO_FACTOR_METHODS = ['app', 'sms'] as const;

export const twoFactorPhoneSchema = z.object({
  phone: z.string().check(z.minLength(1, 'required'), z.regex(/^\+?[\d\s()-]{7,20}$/, 'phone')),
});
export const twoFactorCodeSchema = z.object({
  code: z.string().check(z.minLength(1, 'required'), z.regex(/^\d{6}$/, 'code6')),
});
