// @vitest-environment happy-dom
import { siteById } from '@common/sites';
import { SiteContext } from '@web/lib/site-context';
import { link } from '@web/navigation/nav-types';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VerticalNavItems } from './vertical-nav-items';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LONG = 'Rollen und Berechtigungen verwalten';
const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'de', resources: { de: { translation: { 'nav.roles': LONG } } }, keySeparator: false });

const runtime = {
  videoProvider: 'p2p',
  googleClientId: null,
  siteOverrideAllowed: false,
  demoAccounts: false,
  callInvitationTimeoutMs: 30000,
} as const;
/** The paths whose page code the menu asked to load. */
let preloaded: string[] = [];

function entry(wrap: boolean, mini = false): HTMLAnchorElement {
  const container = document.createElement('div');
  const site = {
    site: siteById('generic'),
    runtime,
    hasPage: () => true,
    pageMeta: () => ({}),
    preloadPage: (path: string) => void preloaded.push(path),
  };
  act(() =>
    createRoot(container).render(
      <SiteContext.Provider value={site}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <ul>
              <VerticalNavItems
                items={[link('nav.roles', '/apps/roles')]}
                route={{ pathname: '/' }}
                mini={mini}
                wrap={wrap}
              />
            </ul>
          </MemoryRouter>
        </I18nextProvider>
      </SiteContext.Provider>,
    ),
  );
  return container.querySelector('a')!;
}

describe('a long menu label', () => {
  it('wraps in the open menu instead of being cut off', () => {
    const a = entry(true);
    expect(a.textContent).toBe(LONG);
    expect(a.querySelector('.MuiTypography-noWrap')).toBeNull();
  });

  it('on a rail that widens while hovered stays on one line and shows in full as the title', () => {
    const a = entry(false);
    expect(a.querySelector('.MuiTypography-noWrap')).not.toBeNull();
    expect(a.getAttribute('title')).toBe(LONG);
    // The closed rail names the entry for screen readers instead.
    expect(entry(false, true).getAttribute('aria-label')).toBe(LONG);
  });
});

describe('a menu entry', () => {
  it("starts loading its page's code when the pointer or the keyboard's focus reaches it", () => {
    preloaded = [];
    const a = entry(true);
    expect(preloaded).toEqual([]);
    act(() => a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => a.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(preloaded).toEqual(['/apps/roles', '/apps/roles']);
  });
});
