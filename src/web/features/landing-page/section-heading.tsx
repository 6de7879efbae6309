import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  /** The heading's id, which the section names itself by (aria-labelledby). */
  id: string;
  overline: string;
  title: string;
  subtitle: string;
}

/** Every section opens alike: a small coloured label, the heading (h2) and a line under it, centred. */
export function SectionHeading({ id, overline, title, subtitle }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography
        component="p"
        variant="overline"
        sx={(theme) => ({
          display: 'inline-block',
          px: 1.5,
          borderRadius: 1,
          fontWeight: 700,
          letterSpacing: 1,
          // The dark shade in light mode: small capitals on a tint need the stronger contrast.
          color: 'primary.dark',
          bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
          ...theme.applyStyles('dark', { color: 'primary.light' }),
        })}
      >
        {overline}
      </Typography>
      <Typography
        id={id}
        component="h2"
        variant="h3"
        sx={{ fontWeight: 800, mt: 1.5, mb: 1.5, lineHeight: 1.25, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
      >
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ fontSize: '1.0625rem' }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
