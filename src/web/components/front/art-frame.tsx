import type { ReactNode } from 'react';

/**
 * The frame of a site's hero picture: an SVG drawn in the site's colour (currentColor) at a few
 * strengths, so it follows the theme's mode and needs no image download.
 */
export function ArtFrame({ children, viewBox = '0 0 400 320' }: { children: ReactNode; viewBox?: string }) {
  return (
    <svg
      viewBox={viewBox}
      width="100%"
      role="presentation"
      focusable="false"
      style={{ display: 'block', height: 'auto' }}
    >
      {children}
    </svg>
  );
}
