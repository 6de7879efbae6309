import type { Scope } from '@common/sites';
import type { ComponentType } from 'react';

export type NavIcon = ComponentType<{ size?: number | string; stroke?: number | string; 'aria-hidden'?: boolean }>;

/**
 * Who may see an entry: a scope (SPEC.md section 2). A link's CASL rule is not written here: it
 * is the meta of the page the link opens (menu-logic.ts looks it up), so the two cannot differ.
 */
export interface NavAccess {
  requiredScope?: Scope | undefined;
}

/** A live count a link shows beside its label (menu's My messages: unread messages). */
export type NavCounter = 'unreadMessages';

export interface NavLinkItem extends NavAccess {
  kind: 'link';
  /** Translation key. */
  title: string;
  to: string;
  /** The route name the navigation knows it by (SPEC.md's dashboards-*), where it is not the path's own. */
  name?: string | undefined;
  icon?: NavIcon | undefined;
  counter?: NavCounter | undefined;
  /**
   * The page is not built yet: the menu hides the entry until it is. Every other link must open a page:
   * app/router/menu-routes.test.ts checks both ways against the route table.
   */
  planned?: boolean | undefined;
}

export interface NavGroupItem extends NavAccess {
  kind: 'group';
  title: string;
  icon?: NavIcon | undefined;
  children: NavItem[];
}

/** A section title between entries ("Apps & pages"). */
export interface NavHeadingItem extends NavAccess {
  kind: 'heading';
  title: string;
}

export type NavItem = NavLinkItem | NavGroupItem | NavHeadingItem;

export const link = (title: string, to: string, extra: Partial<Omit<NavLinkItem, 'kind'>> = {}): NavLinkItem => ({
  kind: 'link',
  title,
  to,
  ...extra,
});

/** A link to a page that is not built yet (see NavLinkItem.planned). */
export const planned = (
  title: string,
  to: string,
  extra: Partial<Omit<NavLinkItem, 'kind' | 'planned'>> = {},
): NavLinkItem => link(title, to, { ...extra, planned: true });

export const group = (
  title: string,
  children: NavItem[],
  extra: Partial<Omit<NavGroupItem, 'kind' | 'children'>> = {},
): NavGroupItem => ({ kind: 'group', title, children, ...extra });

export const heading = (title: string, extra: NavAccess = {}): NavHeadingItem => ({ kind: 'heading', title, ...extra });
