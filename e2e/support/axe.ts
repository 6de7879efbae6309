import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the rules the product promises. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's serious and critical axe violations as readable lines ("rule: element | element"),
 * each naming its first five elements; an empty list is a pass. `tags` limits the rules checked.
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze();
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
