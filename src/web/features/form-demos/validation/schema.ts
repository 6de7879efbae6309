import * as z from 'zod/mini';

/** Countries and plans the demo offers; the select and radios list these and the schema allows only these. */
export const COUNTRIES = ['fr', 'de', 'es', 'it', 'pl', 'br', 'cn'] as const;
export const PLANS = ['basic', 'team', 'enterprise'] as const;
export const INTERESTS = ['design', 'code', 'marketing', 'sales'] as const;
/** Names the simulated server says are taken, so its answer can be tried by hand. */
export const TAKEN_USERNAMES = ['admin', 'root', 'demo'] as const;

// Every message is a key of the forms area (forms.err.<message>), translated where it is shown.
export const validationSchema = z
  .object({
    username: z
      .string()
      .check(
        z.minLength(1, 'required'),
        z.minLength(3, 'tooShort3'),
        z.maxLength(20, 'tooLong20'),
        z.regex(/^[a-z0-9_]*$/i, 'usernameChars'),
      ),
    email: z.string().check(z.minLength(1, 'required'), z.email('email')),
    password: z
      .string()
      .check(z.minLength(8, 'tooShort8'), z.regex(/[a-z]/i, 'needLetter'), z.regex(/\d/, 'needDigit')),
    confirmPassword: z.string().check(z.minLength(1, 'required')),
    age: z.number('number').check(z.int('integer'), z.gte(18, 'min18'), z.lte(120, 'max120')),
    website: z.union([z.literal(''), z.url('url')]),
    country: z.union([z.enum(COUNTRIES), z.literal('')]).check(z.refine((v) => v !== '', 'choose')),
    plan: z.union([z.enum(PLANS), z.literal('')]).check(z.refine((v) => v !== '', 'choose')),
    interests: z.array(z.enum(INTERESTS)).check(z.minLength(1, 'pickOne')),
    bio: z.string().check(z.maxLength(200, 'tooLong200')),
    terms: z.boolean().check(z.refine((v) => v, 'acceptTerms')),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: 'mismatch', path: ['confirmPassword'] }));

export type ValidationInput = z.input<typeof validationSchema>;

export const VALIDATION_DEFAULTS: ValidationInput = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  age: Number.NaN,
  website: '',
  country: '',
  plan: '',
  interests: [],
  bio: '',
  terms: false,
};
