import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** More columns hidden before the visible part (to the left, or to the right when right-to-left). */
  start: boolean;
  /** More columns hidden after it. */
  end: boolean;
}

/**
 * Which sides of a horizontally scrolling box hide content, kept up to date on scroll and resize.
 * Right-to-left, scrollLeft runs from 0 down to negative values, hence the absolute value.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const hidden = el.scrollWidth - el.clientWidth;
    const scrolled = Math.abs(el.scrollLeft);
    // A pixel of slack: zoomed pages report fractional widths.
    const next = { start: scrolled > 1, end: hidden - scrolled > 1 };
    setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, measure]);
  return edges;
}
