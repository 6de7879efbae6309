import * as z from 'zod/mini';
import { LANG_CODES } from '../i18n/languages';
import { uuidField } from './fields';

/*
 * The help centre (server: modules/help-center; browser: features/help-center): articles that
 * explain the product, one row per slug and language, in five categories. The body is plain text,
 * paragraphs separated by an empty line, so it is searched and shown as written (no markup to
 * sanitize). Messages are error codes (src/web/locales/<lang>/errors.json).
 */

export const HELP_CATEGORIES = ['selling', 'buying', 'messages', 'calls', 'accounts'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_SEARCH_MAX = 100;
export const HELP_TITLE_MAX = 160;
export const HELP_SUMMARY_MAX = 400;
export const HELP_BODY_MAX = 20_000;

/** The article's address part: lower-case words joined by hyphens. */
export const HELP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const langQuery = z._default(z.enum(LANG_CODES, { error: 'languageInvalid' }), 'en');

export const helpLangQuerySchema = z.object({ lang: langQuery });
export type HelpLangQuery = z.infer<typeof helpLangQuerySchema>;

export const helpSearchQuerySchema = z.object({
  lang: langQuery,
  q: z
    .string({ error: 'valueRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'valueRequired' }),
      z.maxLength(HELP_SEARCH_MAX, { error: 'valueTooLong' }),
    ),
});
export type HelpSearchQuery = z.infer<typeof helpSearchQuerySchema>;

export const helpSlugParamSchema = z.object({
  slug: z.string().check(z.maxLength(100), z.regex(HELP_SLUG_PATTERN, { error: 'invalidValue' })),
});
export const helpIdParamSchema = z.object({ id: uuidField });

/** An article in a list: enough for a link and a line under it. */
export const helpArticleCardSchema = z.object({
  id: uuidField,
  slug: z.string(),
  language: z.enum(LANG_CODES),
  category: z.enum(HELP_CATEGORIES),
  title: z.string(),
  summary: z.string(),
});
export type HelpArticleCard = z.infer<typeof helpArticleCardSchema>;

export const helpArticleSchema = z.object({
  ...helpArticleCardSchema.shape,
  body: z.string(),
  popular: z.boolean(),
  updatedAt: z.string(),
  /** Articles of the same category in the same language, for "related articles". */
  related: z.array(helpArticleCardSchema),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpCenterHomeSchema = z.object({
  categories: z.array(z.object({ category: z.enum(HELP_CATEGORIES), articles: z.array(helpArticleCardSchema) })),
  popular: z.array(helpArticleCardSchema),
});
export type HelpCenterHome = z.infer<typeof helpCenterHomeSchema>;

export const helpSearchResultSchema = z.object({ items: z.array(helpArticleCardSchema) });
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

const textField = (max: number) =>
  z.string({ error: 'valueRequired' }).check(
    z.trim(),
    z.minLength(1, { error: 'valueRequired' }),
    z.maxLength(max, { error: 'valueTooLong' }),
    z.refine((v) => !v.includes('\u0000'), { error: 'nulCharacter' }),
  );

/** What an admin changes in an article (its slug and language stay: they are its address). */
export const updateHelpArticleSchema = z.object({
  title: textField(HELP_TITLE_MAX),
  summary: textField(HELP_SUMMARY_MAX),
  body: textField(HELP_BODY_MAX),
  category: z.enum(HELP_CATEGORIES, { error: 'notInList' }),
  popular: z.optional(z.boolean({ error: 'invalidValue' })),
});
export type UpdateHelpArticleInput = z.infer<typeof updateHelpArticleSchema>;

export const createHelpArticleSchema = z.object({
  ...updateHelpArticleSchema.shape,
  slug: z
    .string({ error: 'valueRequired' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(100, { error: 'valueTooLong' }),
      z.regex(HELP_SLUG_PATTERN, { error: 'helpSlugInvalid' }),
    ),
  language: z.enum(LANG_CODES, { error: 'languageInvalid' }),
});
export type CreateHelpArticleInput = z.infer<typeof createHelpArticleSchema>;
