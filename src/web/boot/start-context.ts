import type { Bootstrap } from '@common/bootstrap';
import type { LangCode, TextDirection } from '@common/i18n/languages';
import type { SiteConfig } from '@common/sites';
import type { SsrData } from '@common/ssr';
import type { StoredSession } from '@web/lib/session';

/** What main.tsx learned about the page before choosing how to start (boot-islands or boot-app). */
export interface StartContext {
  bootstrap: Bootstrap;
  site: SiteConfig;
  ssr: SsrData | null;
  session: StoredSession | null;
  lang: LangCode;
  dir: TextDirection;
  root: HTMLElement;
}
