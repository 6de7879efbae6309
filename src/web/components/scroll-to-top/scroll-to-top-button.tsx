import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FAB_OFFSET } from './fab-slot';

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Bottom-right (bottom-left in right-to-left languages: the RTL style plugin mirrors `right`),
 * clear of the cookie banner in the other corner. unmountOnExit: a hidden button must not be
 * reachable with Tab. Not printed.
 */
export default function ScrollToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('scrollTop.label')}
        title={t('scrollTop.label')}
        onClick={scrollToTop}
        sx={{
          position: 'fixed',
          right: FAB_OFFSET,
          bottom: FAB_OFFSET,
          zIndex: 'speedDial',
          '@media print': { display: 'none' },
        }}
      >
        <IconArrowUp aria-hidden size={22} stroke={2} />
      </Fab>
    </Zoom>
  );
}
