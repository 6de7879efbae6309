import Button from '@mui/material/Button';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The end of a column's drawn cards when it has more: a button, and the same step taken by itself
 * when the reader scrolls near it (an IntersectionObserver with a margin, so the next cards are
 * drawn before they come into view).
 */
export function ShowMoreCards({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const show = useEffectEvent(onShow);

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          show();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <li ref={ref} style={{ listStyle: 'none' }}>
      <Button size="small" fullWidth onClick={onShow}>
        {t('kanban.column.showMore', { count })}
      </Button>
    </li>
  );
}
