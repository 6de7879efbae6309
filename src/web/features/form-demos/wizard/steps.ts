import * as z from 'zod/mini';

export const WIZARD_LANGUAGES = ['en', 'fr', 'de', 'es', 'ar'] as const;

const required = () => z.string().check(z.trim(), z.minLength(1, 'required'));
const optionalUrl = () => z.union([z.literal(''), z.url('url')]);

// One schema per step: "Next" checks only the step on screen, so a rule spanning two fields of
// that step (the repeated password) runs even while later steps are still empty.
const accountStep = z
  .object({
    username: required().check(z.minLength(3, 'tooShort3'), z.regex(/^[a-z0-9_]*$/i, 'usernameChars')),
    email: required().check(z.email('email')),
    password: z.string().check(z.minLength(8, 'tooShort8')),
    confirmPassword: required(),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: 'mismatch', path: ['confirmPassword'] }));

const personalStep = z.object({
  firstName: required(),
  lastName: required(),
  language: z.union([z.enum(WIZARD_LANGUAGES), z.literal('')]).check(z.refine((v) => v !== '', 'choose')),
  phone: z.union([z.literal(''), z.string().check(z.regex(/^\+?[\d\s-]{6,20}$/, 'phone'))]),
});

const socialStep = z.object({
  twitter: optionalUrl(),
  linkedin: optionalUrl(),
  github: optionalUrl(),
});

const reviewStep = z.object({
  confirm: z.boolean().check(z.refine((v) => v, 'acceptTerms')),
});

export const WIZARD_STEPS = [
  { key: 'account', schema: accountStep },
  { key: 'personal', schema: personalStep },
  { key: 'social', schema: socialStep },
  { key: 'review', schema: reviewStep },
] as const;

export type WizardValues = z.input<typeof accountStep> &
  z.input<typeof personalStep> &
  z.input<typeof socialStep> &
  z.input<typeof reviewStep>;

export const WIZARD_DEFAULTS: WizardValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  language: '',
  phone: '',
  twitter: '',
  linkedin: '',
  github: '',
  confirm: false,
};

/** The fields a step shows: its schema's keys. */
export function stepFields(step: number): (keyof WizardValues)[] {
  const def = WIZARD_STEPS[step];
  return def ? (Object.keys(def.schema.def.shape) as (keyof WizardValues)[]) : [];
}

/** Field -> error key for one step's fields; empty when the step may be left. */
export function stepErrors(step: number, values: WizardValues): Record<string, string> {
  const def = WIZARD_STEPS[step];
  if (!def) return {};
  const parsed = z.safeParse(def.schema, values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * The step a visitor may open from `current`: going back is always allowed, going forward only
 * when every step in between is valid (the first invalid one is where they land).
 */
export function reachableStep(current: number, wanted: number, values: WizardValues): number {
  if (wanted <= current) return Math.max(0, wanted);
  for (let s = current; s < wanted; s++) if (Object.keys(stepErrors(s, values)).length > 0) return s;
  return Math.min(wanted, WIZARD_STEPS.length - 1);
}
