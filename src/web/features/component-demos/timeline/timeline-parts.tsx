import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type TimelineColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/*
 * A vertical timeline from MUI's own parts (@mui/lab is not installed): an ordered list whose items
 * have a dot (or an icon) on a line at the reading start, the line joining each dot to the next.
 * Sides are written left/right: the right-to-left style plugin mirrors them for Arabic.
 */
export function Timeline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

export function TimelineItem({
  color = 'primary',
  icon,
  outlined = false,
  last = false,
  time,
  title,
  children,
}: {
  color?: TimelineColor;
  /** An icon in a round badge instead of the dot. */
  icon?: ReactNode;
  outlined?: boolean;
  last?: boolean;
  time: string;
  title: string;
  children?: ReactNode;
}) {
  const size = icon ? 32 : 12;
  return (
    <Box component="li" sx={{ position: 'relative', display: 'flex', gap: 2, pb: last ? 0 : 3 }}>
      <Box sx={{ position: 'relative', flexShrink: 0, width: 32, display: 'flex', justifyContent: 'center' }}>
        {!last && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: size + 6,
              bottom: -18,
              left: 15,
              width: 2,
              bgcolor: 'divider',
            }}
          />
        )}
        <Box
          aria-hidden
          sx={{
            mt: icon ? 0 : 0.75,
            width: size,
            height: size,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            boxSizing: 'border-box',
            ...(outlined
              ? { border: 2, borderColor: `${color}.main`, color: `${color}.main` }
              : { bgcolor: `${color}.main`, color: `${color}.contrastText` }),
          }}
        >
          {icon}
        </Box>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, pt: icon ? 0.5 : 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="span">
            {time}
          </Typography>
        </Box>
        {children}
      </Box>
    </Box>
  );
}
