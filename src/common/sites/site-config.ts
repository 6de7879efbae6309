import type { LangCode } from '../i18n/languages';

/*
 * Plain types and constants, no zod: this module is in the browser's first load, and zod's
 * schemas cannot be tree-shaken away. The matching schema (site-schema.ts) checks every site
 * config in the unit tests and is kept in step with these types at compile time.
 */

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
export type SiteId = (typeof SITE_IDS)[number];

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

export const SCOPES = ['admin2', 'internal'] as const;
export type Scope = (typeof SCOPES)[number];

export interface NavEntry {
  /** Translation key of the menu label (falls back to the key itself). */
  title: string;
  to: string;
  requiredScope?: Scope | undefined;
  /** The page is not built yet (the web's menu test holds every other entry to an existing route). */
  planned?: boolean | undefined;
}

/**
 * What Home is for a member of the site (issue #33): `seller` their own dashboard of listings,
 * views, messages and calls (a marketplace); `logistics` the dispatcher's logistics dashboard.
 */
export const SITE_HOMES = ['seller', 'logistics'] as const;
export type SiteHome = (typeof SITE_HOMES)[number];

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered';

export interface SiteConfig {
  id: SiteId;
  /** Host names without "www."; empty only for the fallback site. */
  domains: string[];
  /** What kind of listing the site is about, in English, for humans and seed data. */
  listingKind: string;
  defaultLang: LangCode;
  languages: LangCode[];
  /** Per-language strings merged over the base translations (site wins). */
  additionalTranslations: Partial<Record<LangCode, Record<string, string>>>;
  /** from-path -> to-path; merged over the default redirects, the site's own winning. */
  redirects: Record<string, string>;
  navigation: NavEntry[];
  /** The menu's Home and a member's landing after sign-in (an administrator's is DefaultLandingAdminPage). */
  home: SiteHome;
  /** ISO 4217 code of the site's money: a new listing's price starts in it, and the demo offers use it. */
  currency: string;
  configuration: {
    AppName: string;
    AppDomain: string;
    AppTitle: string;
    DefaultLandingAdminPage: string;
  };
  theme: {
    primary: { light: string; dark: string };
    defaultMode: ThemeMode;
    defaultSkin: Skin;
  };
  features: {
    videoCalls: boolean;
    developerMeetup: boolean;
  };
}
