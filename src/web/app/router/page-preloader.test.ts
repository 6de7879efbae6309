import { describe, expect, it, vi } from 'vitest';
import type { PageModule, RouteDef } from '@web/lib/route-meta';
import { pageMetaLookup, pagePreloader, type SiteRouteTable } from './site-route-table';

function page(path: string, load: () => Promise<PageModule>): RouteDef {
  return { path, name: path, load, meta: { action: 'read', subject: 'Dashboard' } };
}

describe('pagePreloader', () => {
  it('loads the code of the page a path opens, through redirects, and nothing for a path without one', async () => {
    const loadCrm = vi.fn(() => Promise.resolve({ default: () => null } as PageModule));
    const loadAny = vi.fn(() => Promise.resolve({ default: () => null } as PageModule));
    const table: SiteRouteTable = {
      pages: [page('/dashboards/crm', loadCrm), page('*', loadAny)],
      redirects: { '/dashboards': '/dashboards/crm', '/loop': '/loop', '/gone': '/nowhere' },
    };
    const preload = pagePreloader(table);
    preload('/dashboards?range=7d');
    expect(loadCrm).toHaveBeenCalledTimes(1);
    preload('/no/such/page');
    preload('/loop');
    preload('/gone');
    // The catch-all (the not-found page) is no destination.
    expect(loadAny).not.toHaveBeenCalled();
    expect(loadCrm).toHaveBeenCalledTimes(1);
    // The menu's access rule reads the same page.
    expect(pageMetaLookup(table)('/dashboards')).toEqual({ action: 'read', subject: 'Dashboard' });
    expect(pageMetaLookup(table)('/gone')).toEqual({});
    expect(pageMetaLookup(table)('/no/such/page')).toBeUndefined();
  });

  it('leaves a failed load to the navigation: no unhandled rejection', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    pagePreloader({ pages: [page('/apps/kanban', failing)], redirects: {} })('/apps/kanban');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
