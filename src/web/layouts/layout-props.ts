import type { ReactNode } from 'react';

export interface LayoutProps {
  children: ReactNode;
  /** The route's layoutWrapperClasses, e.g. a fixed content height for chat and email. */
  wrapperClassName?: string | undefined;
}
