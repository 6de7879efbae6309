import { z } from 'zod';
import { LANG_CODES } from '../i18n/languages';
import { SCOPES, SITE_HOMES, SITE_IDS, type SiteConfig } from './site-config';

const langSchema = z.enum(LANG_CODES);
const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'a colour such as #1867C0');
/** An in-app path, optionally with a query string: "/index?lang=en". */
const appPath = z.string().regex(/^\/[^\s]*$/, 'a path starting with /');

/** Checks a site config beyond what the types say (unit tests run it on every site). */
export const siteConfigSchema = z
  .object({
    id: z.enum(SITE_IDS),
    domains: z.array(z.string().regex(/^[a-z0-9.-]+$/)),
    listingKind: z.string().min(1),
    defaultLang: langSchema,
    languages: z.array(langSchema).min(1),
    additionalTranslations: z.partialRecord(langSchema, z.record(z.string(), z.string())),
    redirects: z.record(appPath, appPath),
    navigation: z.array(
      z.object({
        title: z.string().min(1),
        to: appPath,
        requiredScope: z.enum(SCOPES).optional(),
        planned: z.boolean().optional(),
      }),
    ),
    home: z.enum(SITE_HOMES),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as PLN'),
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
    features: z.object({ videoCalls: z.boolean(), developerMeetup: z.boolean() }),
  })
  .refine((s) => s.languages.includes(s.defaultLang), {
    message: 'defaultLang must be one of languages',
    path: ['defaultLang'],
  });

// Compile-time: the schema and the SiteConfig type describe the same shape.
type Parsed = z.infer<typeof siteConfigSchema>;
export const sameShape: [Parsed extends SiteConfig ? true : false, SiteConfig extends Parsed ? true : false] = [
  true,
  true,
];
