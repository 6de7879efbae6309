import { Fragment, type ReactNode } from 'react';
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
            // A one-word title ("Korepetycje.lol") breaks at its dot first, and only if still too
            // long anywhere: never over the icons beside it.
            overflowWrap: compact ? 'anywhere' : undefined,
          }}
        >
          {compact ? breakAfterDots(title) : title}
        </Typography>
      )}
    </Box>
  );
}

/** "Korepetycje.lol" -> "Korepetycje.", <wbr>, "lol": a place to break a domain-like title. */
function breakAfterDots(title: string): ReactNode {
  const parts = title.split(/(?<=\.)(?=\S)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
