/**
 * Where the scroll-to-top button sits (the bottom end corner), so the small cookie settings
 * button can stand just above it. px; the two keys are MUI breakpoints.
 */
export const FAB_OFFSET = { xs: 16, sm: 24 } as const;
/** MUI's medium Fab. */
export const FAB_SIZE = 48;
export const FAB_GAP = 12;
