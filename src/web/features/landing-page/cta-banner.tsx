import { TRIAL_MONTHS } from '@common/billing/plans';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The last push before the contact form: the trial once more, on the primary colour. */
export function CtaBanner() {
  const { t } = useTranslation();
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="landing-cta" sx={{ pb: { xs: 4, md: 6 } }}>
      <Box
        sx={(theme) => ({
          borderRadius: 4,
          px: { xs: 3, md: 8 },
          py: { xs: 5, md: 7 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 3,
          textAlign: { xs: 'center', md: 'start' },
          color: 'primary.contrastText',
          background: `linear-gradient(120deg, ${theme.vars.palette.primary.dark} 0%, ${theme.vars.palette.primary.main} 100%)`,
          boxShadow: `0 18px 44px ${theme.alpha(theme.vars.palette.primary.main, 0.35)}`,
        })}
      >
        <Box>
          <Typography id="landing-cta" component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1, lineHeight: 1.3 }}>
            {t('landing.cta.title')}
          </Typography>
          <Typography sx={{ fontSize: '1.0625rem', opacity: 0.92 }}>
            {t('landing.cta.body', { months: TRIAL_MONTHS })}
          </Typography>
        </Box>
        <Button
          href="#pricing"
          variant="contained"
          size="large"
          sx={{
            flexShrink: 0,
            px: 4,
            bgcolor: 'common.white',
            color: 'primary.dark',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          {t('landing.cta.button')}
        </Button>
      </Box>
    </Container>
  );
}
