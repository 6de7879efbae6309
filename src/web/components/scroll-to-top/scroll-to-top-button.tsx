import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: 'speedDial',
          '@media print': { display: 'none' },
        }}
      >
        <IconArrowUp aria-hidden size={22} stroke={2} />
      </Fab>
    </Zoom>
  );
}
