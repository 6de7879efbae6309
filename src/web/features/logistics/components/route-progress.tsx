import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@web/lib/visually-hidden';

/** How far along its route a vehicle is: a bar and the percentage. */
export function RouteProgress({ value, label }: { value: number; label: string }) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
        {`${value.toLocaleString(i18n.language)}%`}
      </Typography>
    </Box>
  );
}

/** The arrow between a route's two ends, pointing the way the text reads; screen readers hear "to". */
export function RouteArrow({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        position: 'relative',
        display: 'inline-flex',
        transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
      })}
    >
      <IconArrowNarrowRight size={16} aria-hidden />
      {/* One pixel, in px: sx reads a bare 1 as 100%, and the hidden word stretched the page sideways on a phone. */}
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
