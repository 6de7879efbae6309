import { TRIAL_MONTHS } from '@common/billing/plans';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const QUESTIONS = ['1', '2', '3', '4', '5', '6'] as const;

/**
 * Questions and answers as native <details>: they open and close without any script, for
 * keyboards and screen readers alike, so this section is plain HTML with no island.
 */
export function FaqSection() {
  const { t } = useTranslation();
  return (
    <LandingSection name="faq" anchor="faq" maxWidth="md">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {QUESTIONS.map((n, i) => (
          <Box
            component="details"
            key={n}
            open={i === 0}
            sx={(theme) => ({
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              '&[open]': { boxShadow: theme.vars.shadows[2] },
              '&[open] > summary .landing-faq-chevron': { transform: 'rotate(180deg)' },
            })}
          >
            <Box
              component="summary"
              sx={(theme) => ({
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 2.5,
                py: 2,
                fontWeight: 600,
                borderRadius: 2,
                '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
              })}
            >
              <Typography component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {t(`landing.faq.q${n}`)}
              </Typography>
              <Box
                component="span"
                className="landing-faq-chevron"
                sx={(theme) => ({ display: 'flex', transition: theme.transitions.create('transform') })}
              >
                <IconChevronDown size={20} aria-hidden />
              </Box>
            </Box>
            <Typography color="textSecondary" sx={{ px: 2.5, pb: 2.5 }}>
              {t(`landing.faq.a${n}`, { months: TRIAL_MONTHS })}
            </Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
