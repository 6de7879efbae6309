import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';

interface HintProps {
  /** The words shown; the control itself keeps its own accessible name (aria-label). */
  title: string;
  children: ReactNode;
}

/**
 * A short label under a header control, shown on hover and on keyboard focus, as MUI's Tooltip
 * looks. Tooltip brings Popper and its transitions, about 18 KB gzip that every page header would
 * load on a first visit (ADR 0008); a label centred under a small button needs neither. It is
 * visual only (aria-hidden: the button is named by its aria-label), hoverable and persistent while
 * the pointer or focus stays, and Escape hides it (WCAG 1.4.13). The wrapper never changes, so the
 * control keeps its DOM node, focus and menu anchoring.
 */
export function Hint({ title, children }: HintProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLElement>(null);
  // Escape hides it wherever the focus is: a hint shown by hovering has no focus inside it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  // Placed before it is painted, centred under the control and kept inside the window, so a hint at
  // the end of the header never widens the page.
  const place = (bubble: HTMLElement | null) => {
    if (!bubble || !anchor.current) return;
    const box = anchor.current.getBoundingClientRect();
    const width = bubble.offsetWidth;
    const room = document.documentElement.clientWidth - width - 8;
    bubble.style.left = `${Math.max(8, Math.min(box.left + box.width / 2 - width / 2, room))}px`;
    bubble.style.top = `${box.bottom + 6}px`;
  };
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    // Only a keyboard focus shows it: a click that focuses the button opens a menu instead.
    if (e.target instanceof HTMLElement && e.target.matches(':focus-visible')) setOpen(true);
  };
  return (
    <Box
      component="span"
      ref={anchor}
      sx={{ display: 'inline-flex' }}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') setOpen(true);
      }}
      onPointerLeave={() => setOpen(false)}
      onPointerDown={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={() => setOpen(false)}
    >
      {children}
      {open && (
        <Box
          component="span"
          aria-hidden
          data-hint
          ref={place}
          sx={(theme) => ({
            position: 'fixed',
            top: 0,
            left: 0,
            zIndex: theme.zIndex.tooltip,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            fontSize: '0.8125rem',
            fontWeight: 500,
            lineHeight: 1.4,
            backgroundColor: '#2F2B3D',
            color: '#FFFFFF',
            ...theme.applyStyles('dark', { backgroundColor: '#F7F4FF', color: '#2F2B3D' }),
          })}
        >
          {title}
        </Box>
      )}
    </Box>
  );
}
