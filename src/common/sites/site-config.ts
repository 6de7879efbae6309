import { z } from 'zod';
import { LANG_CODES } from '../i18n/languages';

export const SITE_IDS = [
  'generic',
  'bit',
  'bookatable4',
  'korepetycje',
  'fashionableoutfit',
  'aiteaches',
  'liveappmaker',
  'bestgame',
  'czytajbiblie',
  'corpobond',
  'naszdom',
] as const;
export const siteIdSchema = z.enum(SITE_IDS);
export type SiteId = z.infer<typeof siteIdSchema>;

export const SCOPES = ['admin2', 'internal'] as const;
export const scopeSchema = z.enum(SCOPES);
export type Scope = z.infer<typeof scopeSchema>;

const langSchema = z.enum(LANG_CODES);
const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a colour such as #1867C0');
/** An in-app path, optionally with a query string: "/index?lang=en". */
const appPath = z.string().regex(/^\/[^\s]*$/, 'a path starting with /');

export const navEntrySchema = z.object({
  /** Translation key of the menu label (falls back to the key itself). */
  title: z.string().min(1),
  to: appPath,
  requiredScope: scopeSchema.optional(),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

export const siteConfigSchema = z
  .object({
    id: siteIdSchema,
    /** Host names without "www."; empty only for the fallback site. */
    domains: z.array(z.string().regex(/^[a-z0-9.-]+$/)),
    /** What kind of listing the site is about, in English, for humans and seed data. */
    listingKind: z.string().min(1),
    defaultLang: langSchema,
    languages: z.array(langSchema).min(1),
    /** Per-language strings merged over the base translations (site wins). */
    additionalTranslations: z.partialRecord(langSchema, z.record(z.string(), z.string())),
    /** from-path -> to-path; merged over the default redirects, the site's own winning. */
    redirects: z.record(appPath, appPath),
    navigation: z.array(navEntrySchema),
    configuration: z.object({
      AppName: z.string().min(1),
      AppDomain: z.string().min(1),
      AppTitle: z.string().min(1),
      DefaultLandingAdminPage: appPath,
    }),
    theme: z.object({
      primary: z.object({ light: hexColor, dark: hexColor }),
      defaultMode: z.enum(['light', 'dark', 'system']),
      defaultSkin: z.enum(['default', 'bordered']),
    }),
    features: z.object({
      videoCalls: z.boolean(),
      developerMeetup: z.boolean(),
    }),
  })
  .refine((s) => s.languages.includes(s.defaultLang), {
    message: 'defaultLang must be one of languages',
    path: ['defaultLang'],
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
