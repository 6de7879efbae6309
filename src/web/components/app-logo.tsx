import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSite } from '@web/lib/site-context';

/**
 * The site's mark (its initial on the primary colour) and, unless hidden, its title. `compact`:
 * on a phone the title is smaller and may take two lines, so a crowded header never cuts it.
 */
export function AppLogo({ showTitle = true, compact = false }: { showTitle?: boolean; compact?: boolean }) {
  const { site } = useSite();
  const title = site.configuration.AppTitle;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          width: 34,
          height: 34,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          fontWeight: 800,
          fontSize: '1.125rem',
          background: `linear-gradient(135deg, ${theme.vars.palette.primary.light} 0%, ${theme.vars.palette.primary.main} 100%)`,
          boxShadow: `0 2px 6px ${theme.alpha(theme.vars.palette.primary.main, 0.4)}`,
        })}
      >
        {title.slice(0, 1).toUpperCase()}
      </Box>
      {showTitle && (
        <Typography
          component="span"
          noWrap={!compact}
          sx={{
            fontWeight: 700,
            fontSize: compact ? { xs: '1.0625rem', sm: '1.25rem' } : '1.25rem',
            lineHeight: compact ? { xs: 1.15, sm: 1.5 } : undefined,
            color: 'text.primary',
            letterSpacing: 0.15,
          }}
        >
          {title}
        </Typography>
      )}
    </Box>
  );
}
