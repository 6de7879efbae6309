import type { ReactNode } from 'react';

/** One entry of a MenuButton's menu. */
export interface MenuChoice {
  key: string;
  label: string;
  icon?: ReactNode;
  selected: boolean;
  /** The entry's language, when its label is in another one (a language list). */
  lang?: string;
}
