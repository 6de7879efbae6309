import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** The space below it; off in a Stack, whose own spacing already separates it from the cards. */
  gutter?: boolean;
}

/** A page's title and one line about it, above the cards. */
export function PageHeader({ title, subtitle, gutter = true }: PageHeaderProps) {
  return (
    <Box sx={gutter ? { mb: 3 } : undefined}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body1" color="textSecondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
