import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

/*
 * The bar's run across the screen as a transform. MUI's indeterminate LinearProgress animates its
 * bars' `left` and `right`: each frame moved a box, which the browser counts as a layout shift
 * (0-0.035 of CLS on the CRM dashboard while its code arrived). A transform moves nothing else
 * and is not counted.
 */
const run = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/** A thin bar at the top while a page's code arrives; no text, so nothing flashes untranslated. */
export function PageLoading() {
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      sx={(theme) => ({
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: theme.zIndex.appBar + 1,
        bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.24),
        // Right to left, the bar runs the way the text reads.
        '[dir="rtl"] &': { transform: 'scaleX(-1)' },
      })}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${run} 1.4s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
