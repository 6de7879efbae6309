import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_MENU } from '../../src/web/navigation/admin-menu';
import type { NavItem } from '../../src/web/navigation/nav-types';

/*
 * The template pages the walk (template-pages-walk.spec.ts) opens with axe in light, dark and a
 * sample in Arabic: every built page of the menu's "UI elements" and "Forms & tables" sections,
 * and the showcase pages of "Apps & pages" (FAQ, dialogs, pricing, the wizards). Read from the
 * menu itself, so a page joins when its entry stops being `planned`. dead-ends.spec.ts leaves
 * these to the walk rather than opening them a second time.
 */

const WALKED_SECTIONS = new Set(['nav.section.uiElements', 'nav.section.formsTables']);
/** Of "Apps & pages", the template's showcase pages; its apps and account pages have their own specs. */
const WALKED_APPS_PAGES = [/^\/pages\/(faq|dialog-examples|pricing)$/, /^\/wizard-examples\//];

export interface WalkedRoute {
  path: string;
  /** The menu entry's words in English and in Arabic: the page's h1 holds the English. */
  label: { en: string; ar: string };
  /** The first page of each menu group is walked in Arabic too. */
  sample: boolean;
}

const localeDir = path.join(import.meta.dirname, '..', '..', 'src', 'web', 'locales');
export const chromeTexts = (lang: string) =>
  JSON.parse(readFileSync(path.join(localeDir, lang, 'chrome.json'), 'utf8')) as Record<string, string>;

/** The built (not planned) links of the walked sections, in menu order. */
export function walkedRoutes(): WalkedRoute[] {
  const en = chromeTexts('en');
  const ar = chromeTexts('ar');
  const routes: WalkedRoute[] = [];
  let section = '';
  const walked = (to: string) =>
    WALKED_SECTIONS.has(section) ||
    (section === 'nav.section.appsPages' && WALKED_APPS_PAGES.some((pattern) => pattern.test(to)));
  const collect = (items: readonly NavItem[]) => {
    let first = true;
    for (const item of items) {
      if (item.kind === 'group') collect(item.children);
      else if (item.kind === 'link' && !item.planned && walked(item.to)) {
        routes.push({ path: item.to, label: { en: en[item.title]!, ar: ar[item.title]! }, sample: first });
        first = false;
      }
    }
  };
  for (const item of ADMIN_MENU) {
    if (item.kind === 'heading') section = item.title;
    else collect(item.kind === 'group' ? item.children : [item]);
  }
  return routes;
}
