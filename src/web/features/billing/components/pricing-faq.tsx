import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRIAL_MONTHS } from '@common/billing/plans';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['trial', 'cancel', 'card', 'change'] as const;

/**
 * The pricing pages' questions: <details> opens without any script, so on the public page this
 * stays static HTML (no island).
 */
export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <Stack
      component="section"
      spacing={2}
      aria-labelledby="pricing-faq-title"
      sx={{ maxWidth: 800, width: '100%', alignSelf: 'center' }}
    >
      <Typography id="pricing-faq-title" variant="h4" component="h2" sx={{ textAlign: 'center' }}>
        {t('billing.faq.title')}
      </Typography>
      {QUESTIONS.map((q) => (
        <Box
          key={q}
          component="details"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            px: 2,
            py: 1.5,
            '& summary': { cursor: 'pointer', fontWeight: 600 },
          }}
        >
          <summary>{t(`billing.faq.${q}.q`, { months: TRIAL_MONTHS })}</summary>
          <Typography sx={{ mt: 1 }} color="textSecondary">
            {t(`billing.faq.${q}.a`, { months: TRIAL_MONTHS })}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
