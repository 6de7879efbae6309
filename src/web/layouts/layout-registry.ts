import type { ComponentType } from 'react';
import type { RouteMeta } from '@web/lib/route-meta';
import { BlankLayout } from './blank-layout';
import type { LayoutProps } from './layout-props';

export type LayoutKind = NonNullable<RouteMeta['layout']>;

/*
 * The admin chrome and the front-page chrome are separate chunks, so a visitor of a front page
 * never downloads the admin navigation. A route's lazy() awaits its layout together with its
 * page, so by the time the route renders the layout is here and nothing flashes.
 */
const loaders: Record<Exclude<LayoutKind, 'blank'>, () => Promise<ComponentType<LayoutProps>>> = {
  default: () => import('./default-layout').then((m) => m.DefaultLayout),
  front: () => import('./front-layout').then((m) => m.FrontLayout),
};

const loaded: Partial<Record<LayoutKind, ComponentType<LayoutProps>>> = { blank: BlankLayout };

export async function loadLayout(kind: LayoutKind): Promise<void> {
  if (loaded[kind] || kind === 'blank') return;
  loaded[kind] = await loaders[kind]();
}

/** The layout component, once loadLayout(kind) has resolved; blank until then. */
export function loadedLayout(kind: LayoutKind): ComponentType<LayoutProps> {
  return loaded[kind] ?? BlankLayout;
}
