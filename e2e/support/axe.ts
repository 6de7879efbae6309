import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the rules the product promises. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's serious and critical axe violations as readable lines ("rule: element | element"),
 * each naming its first five elements; an empty list is a pass. `tags` limits the rules checked;
 * `exclude` names parts (CSS selectors) axe leaves out.
 */
export async function seriousViolations(page: Page, tags?: string[], exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (tags) builder = builder.withTags(tags);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
