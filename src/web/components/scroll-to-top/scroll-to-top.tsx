import { SCROLL_TO_TOP_THRESHOLD_PX } from '@common/constants';
import { lazy, Suspense, useState } from 'react';
import { useScrolledPast } from './use-scrolled-past';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

/**
 * The floating "back to top" button (SPEC.md section 2). Only a scroll listener is in the first
 * load; the button's code arrives the first time the page is scrolled past the threshold, and
 * stays so it can animate out and in again.
 */
export function ScrollToTop({ threshold = SCROLL_TO_TOP_THRESHOLD_PX }: { threshold?: number }) {
  const past = useScrolledPast(threshold);
  const [wanted, setWanted] = useState(past);
  if (past && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton visible={past} />
    </Suspense>
  );
}
