import * as z from 'zod/mini';
import { currentPasswordField, emailField, languageField, nameField, passwordField, totpCodeField } from './fields';

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A CASL rule as the browser stores it (`userAbilityRules`). */
export const abilityRuleSchema = z.object({
  action: z.string(),
  subject: z.string(),
  conditions: z.optional(z.record(z.string(), z.unknown())),
  inverted: z.optional(z.boolean()),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  language: z.nullable(languageField),
  status: z.enum(USER_STATUSES),
  emailVerified: z.boolean(),
  avatarUrl: z.nullable(z.string()),
  totpEnabled: z.boolean(),
  roles: z.array(z.string()),
  scopes: z.array(z.string()),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What sign-in, sign-up and Google sign-in answer (SPEC.md section 3 stored session values + the user). */
export const signInResultSchema = z.object({
  userId: z.uuid(),
  accessToken: z.string(),
  apiToken: z.string(),
  userAbilityRules: z.array(abilityRuleSchema),
  user: publicUserSchema,
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const meSchema = z.object({
  user: publicUserSchema,
  userAbilityRules: z.array(abilityRuleSchema),
  scopes: z.array(z.string()),
});
export type Me = z.infer<typeof meSchema>;

/** currentPassword is checked only when the e-mail changes (a Google-only account has none). */
export const updateAccountSchema = z
  .partial(
    z.object({
      name: nameField,
      email: emailField,
      language: z.nullable(languageField),
      currentPassword: currentPasswordField,
    }),
  )
  .check(z.refine((v) => Object.keys(v).some((k) => k !== 'currentPassword'), { error: 'nothingToChange' }));
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const sessionInfoSchema = z.object({
  id: z.uuid(),
  userAgent: z.nullable(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const totpSetupSchema = z.object({ otpauthUrl: z.string(), qrDataUrl: z.string(), secret: z.string() });
export const totpCodeSchema = z.object({ code: totpCodeField });

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** What the account can be told about, and by which channel (account settings, notifications). */
export const NOTIFICATION_TOPICS = ['messages', 'calls', 'listings', 'security'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'browser'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelChoices = z.strictObject({ email: z.boolean(), browser: z.boolean() });
/** Every topic with every channel: the client always sends the whole table, so nothing is half-saved. */
export const notificationPreferencesSchema = z.strictObject({
  messages: channelChoices,
  calls: channelChoices,
  listings: channelChoices,
  security: channelChoices,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Until the user chooses: tell them about messages and security everywhere, calls in the browser. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  messages: { email: true, browser: true },
  calls: { email: false, browser: true },
  listings: { email: true, browser: false },
  security: { email: true, browser: true },
};
