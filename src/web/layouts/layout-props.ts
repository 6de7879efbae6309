import type { ReactNode } from 'react';

export interface LayoutProps {
  children: ReactNode;
  /** The route's layoutWrapperClasses, e.g. a fixed content height for chat and email. */
  wrapperClassName?: string | undefined;
}

/**
 * layoutWrapperClasses value of pages that fill the window and scroll inside themselves (chat,
 * email, logistics fleet): the content area gets the height left by navbar and footer.
 */
export const CONTENT_HEIGHT_FIXED = 'layout-content-height-fixed';
