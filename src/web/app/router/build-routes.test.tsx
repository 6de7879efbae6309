// @vitest-environment happy-dom
import { siteById } from '@common/sites';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import plAdmin from '../../locales/pl/admin.json';
import { initI18n } from '@web/lib/i18n';
import type { PageModule } from '@web/lib/route-meta';
import { pageRoute } from './build-routes';

describe('a page route loads its translation areas before the page renders', () => {
  it("a page whose meta names ['admin'] renders in Polish, never its raw key", async () => {
    const warn = vi.spyOn(console, 'warn');
    const i18n = await initI18n(siteById('generic'), 'pl');
    const shown: string[] = [];
    function AdminPage() {
      const { t } = useTranslation();
      const text = t('admin.save');
      shown.push(text);
      return <button type="button">{text}</button>;
    }
    const page: PageModule = { default: AdminPage, meta: { public: true, layout: 'blank', i18n: ['admin'] } };
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          HydrateFallback: () => null,
          children: [
            pageRoute({ path: '/roles', name: 'roles', load: async () => page }, i18n, {
              site: siteById('generic'),
              queryClient: new QueryClient(),
            }),
          ],
        },
      ],
      { initialEntries: ['/roles'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: plAdmin['admin.save'] })).toBeTruthy();
    expect(shown).not.toContain('admin.save');
    // The route named its area, so nothing had to be rescued by loading every other area.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
