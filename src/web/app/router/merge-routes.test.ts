import { describe, expect, it } from 'vitest';
import { mergeRoutes } from './merge-routes';
import type { PageModule, RouteDef } from '@web/lib/route-meta';

const page = (label: string) => async (): Promise<PageModule> => ({ default: () => label, meta: { layout: 'blank' } });
const def = (path: string, name: string, label = name, meta?: RouteDef['meta']): RouteDef => ({
  path,
  name,
  load: page(label),
  ...(meta ? { meta } : {}),
});

describe('mergeRoutes', () => {
  const files = [def('/login', 'login'), def('/index', 'front-page', 'file front')];

  it('keeps file routes and appends the default extras', () => {
    const merged = mergeRoutes(files, [], [def('/sites', 'all-sites')]);
    expect(merged.map((r) => r.path)).toEqual(['/login', '/index', '/sites']);
  });

  it("replaces a file route's name, component and meta when the site has the same path", async () => {
    const override = def('/login', 'site-login', 'site login', { public: true });
    const merged = mergeRoutes(files, [override], []);
    const login = merged.find((r) => r.path === '/login');
    expect(login?.name).toBe('site-login');
    expect(login?.meta).toEqual({ public: true });
    const mod = await login?.load();
    expect((mod?.default as () => string)()).toBe('site login');
    expect(merged.filter((r) => r.path === '/login')).toHaveLength(1);
  });

  it('adds site routes with new paths', () => {
    const merged = mergeRoutes(files, [def('/meetup', 'meetup')], []);
    expect(merged.map((r) => r.path)).toEqual(['/login', '/index', '/meetup']);
  });

  it("skips a default extra whose path the site or a file already has, so the site's version wins", () => {
    const extras = [def('/index', 'front-page', 'default front'), def('/sites', 'all-sites')];
    const site = [def('/index', 'front-page', 'site front')];
    const merged = mergeRoutes([def('/login', 'login')], site, extras);
    expect(merged.map((r) => r.path)).toEqual(['/login', '/index', '/sites']);
    expect(merged.find((r) => r.path === '/index')?.load).toBe(site[0]?.load);
  });
});
