import Box from '@mui/material/Box';
import type { TablerIcon } from '@tabler/icons-react';

interface AuthIllustrationProps {
  icon: TablerIcon;
  accents: readonly TablerIcon[];
}

/** Where a small accent icon floats around the main one (percent of the stage, from the top-start). */
const ACCENT_SPOTS = [
  { top: '6%', insetInlineStart: '10%' },
  { top: '14%', insetInlineEnd: '4%' },
  { bottom: '10%', insetInlineStart: '2%' },
  { bottom: '2%', insetInlineEnd: '14%' },
] as const;

/**
 * The cover pages' picture, drawn from icons (nothing to download at run time): the page's main
 * icon on a glowing disc, with accents floating around it. Decorative, hidden from screen readers.
 */
export function AuthIllustration({ icon: MainIcon, accents }: AuthIllustrationProps) {
  return (
    <Box aria-hidden sx={{ position: 'relative', width: 'min(420px, 80%)', aspectRatio: '1' }}>
      <Box
        sx={(theme) => ({
          position: 'absolute',
          inset: '12%',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          background: `radial-gradient(circle at 30% 30%, ${theme.alpha(theme.vars.palette.primary.main, 0.22)}, ${theme.alpha(theme.vars.palette.primary.main, 0.06)} 70%)`,
          boxShadow: `0 24px 60px ${theme.alpha(theme.vars.palette.primary.main, 0.18)}`,
        })}
      >
        <MainIcon size="46%" stroke={1.25} />
      </Box>
      {accents.slice(0, ACCENT_SPOTS.length).map((Accent, index) => (
        <Box
          key={index}
          sx={{
            position: 'absolute',
            ...ACCENT_SPOTS[index],
            width: 64,
            height: 64,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.paper',
            color: index % 2 === 0 ? 'secondary.main' : 'primary.main',
            boxShadow: 4,
          }}
        >
          <Accent size={30} stroke={1.5} />
        </Box>
      ))}
    </Box>
  );
}
