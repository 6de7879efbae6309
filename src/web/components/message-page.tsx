import { FRONT_PAGE_PATH } from '@common/constants';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface MessagePageProps {
  code?: string;
  title: string;
  body: string;
  illustration?: ReactNode;
  /** Where "back" leads: the front page unless said otherwise. */
  backTo?: string;
  /** Shown inside a layout's content area, not as the whole screen. */
  inLayout?: boolean;
}

/** A centred full-page message with a way back home (not found, not authorized, ...). */
export function MessagePage({
  code,
  title,
  body,
  illustration,
  backTo = FRONT_PAGE_PATH,
  inLayout = false,
}: MessagePageProps) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={2}
      sx={{
        minHeight: inLayout ? '60vh' : '100vh',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      {illustration}
      {code && (
        <Typography variant="h1" component="p" sx={{ fontWeight: 700, fontSize: { xs: '4rem', md: '6rem' } }}>
          {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary">{body}</Typography>
      <Button variant="contained" component={RouterLink} to={backTo}>
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
