import { SCROLL_TO_TOP_THRESHOLD_PX } from '@common/constants';
import IconButton from '@mui/material/IconButton';
import { IconCookie } from '@tabler/icons-react';
import { FAB_GAP, FAB_OFFSET, FAB_SIZE } from '@web/components/scroll-to-top/fab-slot';
import { useScrolledPast } from '@web/components/scroll-to-top/use-scrolled-past';
import { useTranslation } from 'react-i18next';

const SIZE = 36;

/**
 * Small and quiet once a choice is made: one click forgets the choice and brings the banner back.
 * It sits in the bottom end corner, not the banner's: footers put their text at the start, and a
 * button there would cover it. When the scroll-to-top button shows, this one steps up above it.
 * A native tooltip (title): MUI's Tooltip would add ~30 KB to a chunk every returning visit loads.
 */
export default function CookieSettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const raised = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  const inset = (offset: number) => offset + (FAB_SIZE - SIZE) / 2;
  const bottom = (offset: number) => (raised ? offset + FAB_SIZE + FAB_GAP : inset(offset));
  return (
    <IconButton
      onClick={onClick}
      aria-label={t('cookies.settings')}
      title={t('cookies.settings')}
      sx={{
        position: 'fixed',
        right: { xs: inset(FAB_OFFSET.xs), sm: inset(FAB_OFFSET.sm) },
        bottom: { xs: bottom(FAB_OFFSET.xs), sm: bottom(FAB_OFFSET.sm) },
        width: SIZE,
        height: SIZE,
        zIndex: 'speedDial',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
        boxShadow: 2,
        transition: (theme) => theme.transitions.create(['bottom', 'color']),
        '&:hover, &:focus-visible': { bgcolor: 'background.paper', color: 'primary.main' },
        '@media print': { display: 'none' },
      }}
    >
      <IconCookie aria-hidden size={20} stroke={1.75} />
    </IconButton>
  );
}
