import { describe, expect, it } from 'vitest';
import { layoutFor } from './route-meta';

describe('layoutFor', () => {
  it('uses the signed-in layout only for a signed-in visitor, the admin chrome by default', () => {
    const notFound = { layout: 'blank', signedInLayout: 'default' } as const;
    expect(layoutFor(notFound, true)).toBe('default');
    expect(layoutFor(notFound, false)).toBe('blank');
    expect(layoutFor({ layout: 'front' }, true)).toBe('front');
    expect(layoutFor({}, false)).toBe('default');
  });
});
