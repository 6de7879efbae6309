import { describe, expect, it } from 'vitest';
import { siteById } from '@common/sites';
import { FRAME_COLORS, shellFrame } from '../../../server/web/shell-frame';
import { LAYOUT } from './layout-tokens';
import { INK, SHADOW_INK, SURFACES } from './tokens';

/*
 * The server's frame of a signed-in page (src/server/web/shell-frame.ts) writes the chrome's sizes
 * and colours as plain numbers, since the server does not load the theme: here they are held to
 * the theme's own, so a change of one fails until the other follows (e2e/shell-frame.spec.ts
 * compares the drawn boxes too).
 */
const { style } = shellFrame(siteById('korepetycje'));

describe("the server's frame and the app's theme", () => {
  it("uses the app's sizes: the menu's width (and the rail's), the bar's height, the content's width", () => {
    expect(style).toContain(`inset-inline-start:0;z-index:1;width:${LAYOUT.navWidth}px`);
    expect(style).toContain(`.f-nav{width:${LAYOUT.navCollapsedWidth}px}`);
    expect(style).toContain(`min-height:${LAYOUT.navbarHeight}px`);
    expect(style).toContain(`max-width:${LAYOUT.contentMaxWidth}px`);
    expect(style).toContain(`height:${LAYOUT.horizontalNavHeight}px`);
    expect(style).toContain(`.f-box{padding:0 ${LAYOUT.contentPadding}px}`);
  });

  it("uses the theme's paper, ink and shadow ink in both schemes", () => {
    for (const scheme of ['light', 'dark'] as const) {
      expect(FRAME_COLORS[scheme].paper).toBe(SURFACES[scheme].default.paper);
      expect(FRAME_COLORS[scheme].ink).toBe(INK[scheme]);
      expect(FRAME_COLORS[scheme].shadowInk).toBe(SHADOW_INK[scheme]);
    }
  });
});
