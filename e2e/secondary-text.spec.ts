import { expect, test, type Locator } from '@playwright/test';
import { siteUrl } from './support/sites';

/**
 * Secondary texts (footers, captions, card meta, the cookie banner) are drawn in the theme's
 * text.secondary, lighter than the primary text, in both schemes. MUI 9 ignores a palette path in
 * Typography's color prop (`color="text.secondary"` drew primary text), so this reads the colours
 * the browser computes, not the props.
 */

/** The computed colour of `element`, and of the theme's two text colours in the same place. */
async function colours(element: Locator) {
  return element.evaluate((el) => {
    const probe = (variable: string) => {
      const span = document.createElement('span');
      span.style.color = `var(${variable})`;
      el.parentElement!.appendChild(span);
      const colour = getComputedStyle(span).color;
      span.remove();
      return colour;
    };
    return {
      actual: getComputedStyle(el).color,
      primary: probe('--mui-palette-text-primary'),
      secondary: probe('--mui-palette-text-secondary'),
    };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the footer and the cookie banner's text are secondary text, ${scheme}`, async ({ page }) => {
    // The site's own default is light; a reader's stored choice (keyed by the site's title) wins.
    await page.addInitScript((stored) => localStorage.setItem('Book a table 4-theme', stored), scheme);
    await page.goto(siteUrl('bookatable4.com'));
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 30_000 });

    const footer = page.locator('footer').getByText(/^© \d{4} .*All rights reserved\.$/);
    const banner = page.getByRole('region', { name: 'We use cookies' });
    const bannerBody = banner.getByText(/cookies/i).and(banner.locator('p'));
    const bannerTitle = banner.getByRole('heading', { name: 'We use cookies' });
    await expect(footer).toBeVisible();
    await expect(bannerBody).toBeVisible();

    for (const text of [footer, bannerBody]) {
      const { actual, primary, secondary } = await colours(text);
      expect(secondary).not.toBe(primary);
      expect(actual).toBe(secondary);
    }
    // The banner's title next to it stays in the primary text colour.
    const title = await colours(bannerTitle);
    expect(title.actual).toBe(title.primary);
  });
}
