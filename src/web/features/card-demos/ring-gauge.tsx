import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ringSlice } from '@web/components/charts/svg-geometry';
import type { Tone } from './tone';

/**
 * A share as a ring filled that far (the dashboards' ring geometry), the figure and its word in
 * the middle. The drawing is hidden from screen readers: the figure and word in the middle say it.
 */
export function RingGauge({
  share,
  tone,
  figure,
  caption,
  size = 180,
}: {
  share: number;
  tone: Tone;
  figure: string;
  caption: string;
  size?: number;
}) {
  return (
    <Box sx={{ position: 'relative', width: size, height: size, mx: 'auto', color: `${tone}.main` }}>
      <svg aria-hidden viewBox="0 0 100 100" width="100%" height="100%">
        <path d={ringSlice(50, 50, 38, 48, 0, 1)} fill="currentColor" fillOpacity={0.16} />
        {share > 0 && <path d={ringSlice(50, 50, 38, 48, 0, Math.min(share, 1))} fill="currentColor" />}
      </svg>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="h4" component="p">
          {figure}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {caption}
        </Typography>
      </Box>
    </Box>
  );
}
