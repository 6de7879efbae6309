import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has entered the window (and from then on). A chart below the fold then
 * costs nothing until the reader scrolls to it: on a phone the CRM dashboard's charts all start
 * under its figures, and drawing them (ApexCharts, ~190 KB gzip, one long task per chart) at load
 * was most of the page's blocking time (ADR 0021). Without IntersectionObserver it is true at once.
 */
export function useInView<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver((entries) => {
      // Drawing the chart is not urgent: as a transition React renders it in slices, between
      // which the scroll or a tap that brought it into view is answered.
      if (entries.some((e) => e.isIntersecting)) startTransition(() => setSeen(true));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
