import { z } from 'zod';
import { LANG_CODES } from './i18n/languages';
import { siteIdSchema } from './sites/site-config';

/**
 * What the server tells the page before any script runs, embedded in index.html as
 * <script id="bootstrap" type="application/json">. The browser validates it with this schema and
 * falls back to resolving the site from location.hostname when it is absent (Vite dev server).
 */
export const bootstrapSchema = z.object({
  siteId: siteIdSchema,
  /** The language the page was rendered in: ?lang= when valid, otherwise the site's default. */
  lang: z.enum(LANG_CODES),
  dir: z.enum(['ltr', 'rtl']),
  /** Deployment settings the browser needs; never secrets. */
  runtime: z.object({
    videoProvider: z.enum(['p2p', 'livekit']),
    googleClientId: z.string().nullable(),
    siteOverrideAllowed: z.boolean(),
  }),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';
