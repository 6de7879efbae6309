import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const POINTS = ['front.meetup.point1', 'front.meetup.point2', 'front.meetup.point3'] as const;

/** The developer meetup (liveappmaker, bit): what happens there, told in three lines. */
export function MeetupSection() {
  const { t } = useTranslation();
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby="front-meetup"
      data-testid="meetup-section"
      sx={{ py: 6 }}
    >
      <Box
        sx={(theme) => ({
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          border: 1,
          borderColor: theme.alpha(theme.vars.palette.primary.main, 0.4),
          background: `linear-gradient(135deg, ${theme.alpha(theme.vars.palette.primary.main, 0.14)}, transparent 70%)`,
        })}
      >
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', letterSpacing: 2 }}>
          {'</>'}
        </Typography>
        <Typography id="front-meetup" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
          {t('front.meetup.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 720 }}>
          {t('front.meetup.body')}
        </Typography>
        <Box
          component="ol"
          sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(3, 1fr)' }, gap: 2, listStyle: 'none', p: 0, m: 0 }}
        >
          {POINTS.map((key, i) => (
            <Box
              component="li"
              key={key}
              sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
            >
              <Typography
                component="span"
                sx={{ fontFamily: 'monospace', color: 'primary.main', fontWeight: 700, marginInlineEnd: 1 }}
              >
                {String(i + 1).padStart(2, '0')}
              </Typography>
              {t(key)}
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
