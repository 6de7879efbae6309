/** Sizes of the chrome, shared by the layouts and the theme. */
export const LAYOUT = {
  navWidth: 260,
  navCollapsedWidth: 72,
  navbarHeight: 64,
  horizontalNavHeight: 56,
  contentMaxWidth: 1440,
  contentPadding: 24,
  /** Vuexy's horizontal-menu popovers sit 4 px below their button (SPEC.md section 4). */
  popoverOffset: 4,
} as const;
